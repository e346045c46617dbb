// What RepinResource create answers (spec 000 §7, 002 §7, reqs 000-7.17, 002-7.21): the new
// save's id and where it went (layout quick_saves means the profile), with its section for the
// "Saved to {section} in {board}" toast (req 000-4.10).
import type { BoardLayout, BoardPrivacy, BoardSection, RepinResult } from '@corkboard/contracts';
import { boardPath } from '@corkboard/domain';
import type { SaveOutcome } from '../commands/save-pin';
import type { SectionRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';

export function presentRepin(saved: SaveOutcome): RepinResult {
  const { board, section } = saved;
  return {
    id: saved.pinId,
    board: {
      id: idString(board.id),
      name: board.name,
      url: boardPath(saved.owner.username, board.slug),
      privacy: board.privacy as BoardPrivacy,
      layout: board.layout as BoardLayout,
    },
    section: section
      ? { id: idString(section.id), title: section.title, slug: section.slug }
      : null,
  };
}

export function presentSection(section: SectionRow, pinCount: number): BoardSection {
  return {
    id: idString(section.id),
    title: section.title,
    slug: section.slug,
    pin_count: pinCount,
  };
}
