// Pins as a message or a piece of news shows them (SentPin: a thumbnail and a title), read in
// two batched reads whatever the number. A reader sees a pin only where they could see it
// anyway (domain sentPinShown: not on a secret board, unless it is theirs).
import type { SentPin } from '@corkboard/contracts';
import { sentPinShown } from '@corkboard/domain';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { imageUrl } from './images';

export async function presentSentPins(
  stores: Stores,
  pinIds: string[],
  readerId: string,
): Promise<Map<string, SentPin>> {
  const out = new Map<string, SentPin>();
  const pins = await stores.pins.byIds([...new Set(pinIds)]);
  const shown = pins.filter((p) =>
    sentPinShown({ boardPrivacy: p.board_privacy, pinnerId: idString(p.pinner_id) }, readerId),
  );
  const images = await stores.images.bySignatures(shown.map((p) => p.image_signature));
  for (const pin of shown) {
    const image = images.get(pin.image_signature);
    out.set(idString(pin.id), {
      id: idString(pin.id),
      title: pin.title,
      image_url: image ? imageUrl('236x', image.signature, image.ext) : null,
      dominant_color: image?.dominant_color ?? '#efefef',
    });
  }
  return out;
}
