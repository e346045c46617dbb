// The board picker the overlay store asks for (loaded on first use).
import { closePicker, overlays } from '../../saving/overlays';
import { useStore } from '../../saving/store';
import { BoardPicker } from './BoardPicker';

export default function PickerHost() {
  const { picker } = useStore(overlays);
  if (!picker) return null;
  return <BoardPicker key={picker.pinId} request={picker} onClose={closePicker} />;
}
