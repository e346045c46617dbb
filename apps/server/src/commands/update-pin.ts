// PinResource update (docs/API.md §3): edit a pin's text and link (its pinner), move it between the
// sections of its board (owner, collaborators, its pinner), or move it to another board (its
// pinner, to a board they may save to). `board_privacy` follows the board it lands on. A new title
// or description of an original re-decides the interests its text names (interestsOfPinTextEdit);
// a save is about what its original is about, so its own text tags nothing.
import {
  canEditPin,
  canMovePinToBoard,
  canMovePinToSection,
  domainFromUrl,
  interestsOfPinTextEdit,
  SAVING_ERRORS,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid, notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import type { PinPatch } from '../storage/pin-writes-store';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import { enforce, type Actor } from './enforce';
import { refuseBlockedLink } from './refuse-blocked-link';

export interface PinChanges {
  title?: string | undefined;
  description?: string | undefined;
  link?: string | null | undefined;
  alt_text?: string | null | undefined;
  boardId?: string | undefined;
  /** undefined: unchanged (or none, when the board changes); null: out of its section. */
  sectionId?: string | null | undefined;
}

export async function updatePin(
  app: AppContext,
  actor: Actor,
  pinId: string,
  changes: PinChanges,
): Promise<void> {
  await refuseBlockedLink(app, changes.link);
  const textChanges = changes.title !== undefined || changes.description !== undefined;
  // Read before the transaction, which then holds the write connection only for its work.
  const interests = textChanges ? await app.stores.interests.names() : [];
  return inTransaction(app.storage, async (stores) => {
    const pin = await stores.pins.byId(pinId);
    const board = pin ? await stores.boards.byId(idString(pin.board_id)) : undefined;
    if (!pin || !board) throw notFound('That Pin');
    const from = await boardAccess(stores, board, actor.id, pin);
    if (!from.visible) throw notFound('That Pin');
    const isPinner = idString(pin.pinner_id) === actor.id;
    const at = app.now();
    const patch: PinPatch = { updated_at: at };

    const { title, description, link, alt_text: altText } = changes;
    if ([title, description, link, altText].some((v) => v !== undefined)) {
      enforce(canEditPin(from, { isPinner }), {
        notFound: SAVING_ERRORS.pinNotFound,
        forbidden: SAVING_ERRORS.editOthersPin,
      });
      if (title !== undefined) patch.title = title;
      if (description !== undefined) patch.description = description;
      if (link !== undefined) {
        patch.link = link === null || link === '' ? null : link;
        patch.domain = patch.link === null ? null : domainFromUrl(patch.link);
      }
      if (altText !== undefined) patch.alt_text = altText === '' ? null : altText;
    }
    if (textChanges && pin.origin_pin_id === null) {
      const edit = interestsOfPinTextEdit(
        { title: pin.title, description: pin.description, category: pin.category },
        {
          title: patch.title ?? pin.title,
          description: patch.description ?? pin.description,
          category: pin.category,
        },
        interests,
      );
      await stores.interests.untag(pinId, edit.untag);
      await stores.interests.tag(pinId, edit.tag);
    }

    let target = board;
    if (changes.boardId !== undefined && changes.boardId !== idString(board.id)) {
      const to = await stores.boards.byId(changes.boardId);
      if (!to) throw notFound('That board');
      enforce(canMovePinToBoard(from, { isPinner }, await boardAccess(stores, to, actor.id)), {
        notFound: SAVING_ERRORS.boardNotFound,
        forbidden: isPinner ? SAVING_ERRORS.saveToOthersBoard : SAVING_ERRORS.moveOthersPin,
      });
      target = to;
      patch.board_id = to.id;
      patch.board_privacy = to.privacy;
      patch.section_id = null;
      await stores.boardWrites.touchLastPinned(idString(to.id), at);
    } else if (changes.sectionId !== undefined) {
      enforce(canMovePinToSection(from, { isPinner }), {
        notFound: SAVING_ERRORS.pinNotFound,
        forbidden: SAVING_ERRORS.organizeBoard,
      });
    }

    if (changes.sectionId !== undefined && changes.sectionId !== null) {
      const section = await stores.boardWrites.section(changes.sectionId);
      if (!section || idString(section.board_id) !== idString(target.id)) {
        throw invalid(SAVING_ERRORS.sectionNotOnBoard);
      }
      patch.section_id = section.id;
    } else if (changes.sectionId === null) {
      patch.section_id = null;
    }
    await stores.pinWrites.update(pinId, patch);
  });
}
