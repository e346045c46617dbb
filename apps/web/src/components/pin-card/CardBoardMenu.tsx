// The board dropdown of a signed-in card's hover, "Board name ▾" (issue 13, "Saving from
// anywhere"): it names the board the card's Save saves to (useSaveChoice) and opens the board
// picker, where a board can be created too. A card part (card-parts.ts): a signed-out grid never
// loads it.
import { useRef } from 'react';
import { SAVE_UI } from '@corkboard/domain';
import { useSaveChoice } from '../../saving/save-prefs';
import type { SavePinControl } from '../../saving/use-save-pin';
import { useApp } from '../../state/app-context';
import { ChevronIcon } from './Icons';

/**
 * "Board name ▾" on the hover: the board Save saves to; a click opens the picker. The closeup's
 * dropdown is the same button with its own look and, once saved, the board it is saved to.
 */
export function CardBoardMenu({
  control,
  label,
  className = 'pc-pill pc-board-menu pc-h',
  testId = 'pin-card-board-menu',
}: {
  control: SavePinControl;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const { viewer } = useApp();
  const choice = useSaveChoice(viewer);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        if (ref.current) control.choose(ref.current);
      }}
      data-testid={testId}
    >
      <span className="visually-hidden">{SAVE_UI.boardMenu} </span>
      <span className="pc-board-name" dir="auto">
        {label ?? choice.label}
      </span>
      <ChevronIcon dir="down" />
    </button>
  );
}
