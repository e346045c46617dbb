// The board and pin writes of permission-model.test.ts: each predicts its answer from the
// model (permission-model.ts), makes the real call and, when it succeeds, changes the model
// the same way and checks the views it changed (permission-checks.ts write).
import type { ApiAnswer } from './client';
import { write } from './permission-checks';
import {
  board,
  boardVisible,
  canDeleteBoard,
  canDeletePin,
  canEdit,
  canOrganize,
  deletePins,
  gate,
  live,
  pinsOn,
  pinVisible,
  sameName,
  saveTarget,
  sectionsOf,
  type Actor,
  type MBoard,
  type Model,
  type Outcome,
  type Person,
  type Privacy,
} from './permission-model';
import { at, type Step } from './permission-reads';

const data = (res: ApiAnswer) => res.body.resource_response.data;
const person = (a: Actor) => a as Person;

/** A name is taken when another live board of the owner has it (case and spaces ignored). */
const nameTaken = (m: Model, owner: Person, name: string, except: string | null) =>
  live(m.boards).some((b) => b.owner === owner && b.id !== except && sameName(b.name, name));

export const createBoard =
  (actor: Actor, name: string, privacy: Privacy): Step =>
  (m, w) => {
    let expected: Outcome = actor === 'signedOut' ? 'unauthorized' : 'ok';
    if (expected === 'ok' && nameTaken(m, person(actor), name, null)) expected = 'conflict';
    let created = '';
    return write(m, w, {
      label: `${actor} creates ${privacy} board "${name}"`,
      actor,
      expected,
      request: (api) => api.post('BoardResource', 'create', { name, privacy }),
      apply: (res) => {
        created = data(res).id;
        const owner = person(actor);
        m.boards.push({
          id: created,
          owner,
          name: name.trim(),
          privacy,
          quickSaves: false,
          deleted: false,
        });
      },
      touched: () => [created],
    });
  };

export const updateBoard =
  (actor: Actor, index: number, change: { privacy: Privacy } | { name: string }): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    let expected = canEdit(m, actor, b);
    if (expected === 'ok' && 'name' in change && nameTaken(m, b.owner, change.name, b.id)) {
      expected = 'conflict';
    }
    return write(m, w, {
      label: `${actor} changes board ${b.name} to ${JSON.stringify(change)}`,
      actor,
      expected,
      request: (api) => api.post('BoardResource', 'update', { board_id: b.id, ...change }),
      apply: () => {
        if ('name' in change) b.name = change.name.trim();
        else b.privacy = change.privacy;
      },
      touched: () => [b.id],
    });
  };

export const deleteBoard =
  (actor: Actor, index: number): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    const expected = canDeleteBoard(m, actor, b);
    return write(m, w, {
      label: `${actor} deletes board ${b.name}`,
      actor,
      expected,
      request: (api) => api.post('BoardResource', 'delete', { board_id: b.id }),
      apply: () => removeBoard(m, b),
      touched: () => [b.id],
    });
  };

/** A deleted board takes its pins (their saves elsewhere live on), sections, collaborators
 * and followers with it. */
function removeBoard(m: Model, b: MBoard): void {
  b.deleted = true;
  deletePins(m, new Set(pinsOn(m, b.id).map((p) => p.id)));
  for (const s of sectionsOf(m, b.id)) s.deleted = true;
  for (const key of [...m.members.keys()]) if (key.startsWith(`${b.id}|`)) m.members.delete(key);
  for (const f of [...m.follows]) if (f.endsWith(`|${b.id}`)) m.follows.delete(f);
}

const titleTaken = (m: Model, boardId: string, title: string, except: string | null) =>
  sectionsOf(m, boardId).some((s) => s.id !== except && sameName(s.title, title));

export const createSection =
  (actor: Actor, index: number, title: string): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    let expected = canOrganize(m, actor, b);
    if (expected === 'ok' && titleTaken(m, b.id, title, null)) expected = 'conflict';
    return write(m, w, {
      label: `${actor} adds section "${title}" to board ${b.name}`,
      actor,
      expected,
      request: (api) => api.post('BoardSectionResource', 'create', { board_id: b.id, title }),
      apply: (res) => {
        m.sections.push({ id: data(res).id, board: b.id, title: title.trim(), deleted: false });
      },
      touched: () => [b.id],
    });
  };

export const renameSection =
  (actor: Actor, index: number, title: string): Step =>
  (m, w) => {
    const s = at(m.sections, index)!;
    const b = board(m, s.board);
    let expected: Outcome = s.deleted ? gate(actor, false, false) : canOrganize(m, actor, b);
    if (expected === 'ok' && titleTaken(m, b.id, title, s.id)) expected = 'conflict';
    return write(m, w, {
      label: `${actor} renames section "${s.title}" of board ${b.name} to "${title}"`,
      actor,
      expected,
      request: (api) => api.post('BoardSectionResource', 'update', { section_id: s.id, title }),
      apply: () => {
        s.title = title.trim();
      },
      touched: () => [b.id],
    });
  };

export const deleteSection =
  (actor: Actor, index: number): Step =>
  (m, w) => {
    const s = at(m.sections, index)!;
    const b = board(m, s.board);
    return write(m, w, {
      label: `${actor} deletes section "${s.title}" of board ${b.name}`,
      actor,
      expected: s.deleted ? gate(actor, false, false) : canOrganize(m, actor, b),
      request: (api) => api.post('BoardSectionResource', 'delete', { section_id: s.id }),
      apply: () => {
        s.deleted = true;
        for (const p of m.pins) if (p.section === s.id) p.section = null;
      },
      touched: () => [b.id],
    });
  };

/** The board a new pin or save lands on: the one asked for, or (null) the quick-saves board,
 * created on first use, public. */
function landed(m: Model, actor: Actor, res: ApiAnswer, boardId: string): string {
  if (!m.boards.some((b) => b.id === boardId)) {
    m.boards.push({
      id: boardId,
      owner: person(actor),
      name: 'Quick Saves',
      privacy: 'public',
      quickSaves: true,
      deleted: false,
    });
  }
  return data(res).id as string;
}

export const repin =
  (actor: Actor, pinIndex: number, boardIndex: number | null): Step =>
  (m, w) => {
    const p = at(m.pins, pinIndex);
    if (!p) return Promise.resolve();
    const target = boardIndex === null ? undefined : at(m.boards, boardIndex);
    let expected: Outcome = gate(actor, pinVisible(m, actor, p), true);
    if (expected === 'ok' && target) expected = saveTarget(m, actor, target);
    let landedOn = '';
    return write(m, w, {
      label: `${actor} saves pin ${p.id} to ${target ? `board ${target.name}` : 'their quick saves'}`,
      actor,
      expected,
      request: (api) =>
        api.post('RepinResource', 'create', { pin_id: p.id, board_id: target?.id ?? null }),
      apply: (res) => {
        landedOn = data(res).board.id;
        const id = landed(m, actor, res, landedOn);
        const origin = p.origin ?? p.id;
        m.pins.push({
          id,
          board: landedOn,
          pinner: person(actor),
          origin,
          section: null,
          deleted: false,
        });
      },
      touched: () => [landedOn],
    });
  };

export const createPin =
  (actor: Actor, boardIndex: number | null): Step =>
  (m, w) => {
    const target = boardIndex === null ? undefined : at(m.boards, boardIndex);
    let expected: Outcome = gate(actor, true, true);
    if (expected === 'ok' && target) expected = saveTarget(m, actor, target);
    let landedOn = '';
    return write(m, w, {
      label: `${actor} creates a pin on ${target ? `board ${target.name}` : 'their quick saves'}`,
      actor,
      expected,
      request: (api) =>
        api.post('PinResource', 'create', {
          upload_id: actor === 'signedOut' ? '1' : w.uploads[person(actor)],
          ...(target ? { board_id: target.id } : {}),
        }),
      apply: (res) => {
        landedOn = data(res).board.id;
        const id = landed(m, actor, res, landedOn);
        m.pins.push({
          id,
          board: landedOn,
          pinner: person(actor),
          origin: null,
          section: null,
          deleted: false,
        });
      },
      touched: () => [landedOn],
    });
  };

export const deletePin =
  (actor: Actor, index: number): Step =>
  (m, w) => {
    const p = at(m.pins, index);
    if (!p) return Promise.resolve();
    return write(m, w, {
      label: `${actor} deletes pin ${p.id}`,
      actor,
      expected: p.deleted ? gate(actor, false, false) : canDeletePin(m, actor, p),
      request: (api) => api.post('PinResource', 'delete', { id: p.id }),
      apply: () => deletePins(m, new Set([p.id])),
      touched: () => [p.board],
    });
  };

/** BulkEditResource delete: "all on that board ... else invalid_parameters naming the first
 * one; the same per-pin rule as a delete; all or nothing". A pin the viewer may not see is,
 * to them, not on the board. */
export const bulkDelete =
  (actor: Actor, boardIndex: number, picks: number[]): Step =>
  (m, w) => {
    const b = at(m.boards, boardIndex)!;
    const candidates = m.pins.filter((p) => p.board === b.id);
    const chosen = [...new Set(picks.map((i) => at(candidates, i)).filter((p) => p !== undefined))];
    if (chosen.length === 0) return Promise.resolve();
    let expected = gate(actor, boardVisible(m, actor, b), true);
    if (expected === 'ok' && chosen.some((p) => !pinVisible(m, actor, p))) {
      expected = 'invalid_parameters';
    }
    if (expected === 'ok' && chosen.some((p) => canDeletePin(m, actor, p) !== 'ok')) {
      expected = 'forbidden';
    }
    return write(m, w, {
      label: `${actor} bulk-deletes ${chosen.map((p) => p.id).join(',')} on board ${b.name}`,
      actor,
      expected,
      request: (api) =>
        api.post('BulkEditResource', 'delete', {
          board_id: b.id,
          pin_ids: chosen.map((p) => p.id),
        }),
      apply: () => deletePins(m, new Set(chosen.map((p) => p.id))),
      touched: () => [b.id],
    });
  };

/** Whether a board has an accepted collaborator (Board `is_collaborative`). */
const collaborative = (m: Model, boardId: string) =>
  [...m.members].some(([key, row]) => key.startsWith(`${boardId}|`) && row.status === 'accepted');

/**
 * PinReactionResource (issue 13): reacting needs a pin the viewer may see, not on a
 * collaborative board ("reaction controls are hidden ... on collaborative boards"; the world's
 * pins are plain images, so that is the rule here); taking a reaction back needs only the pin.
 * A reaction changes no board view; the writer's view of the pin's board is read back.
 */
export const react =
  (actor: Actor, index: number, takeBack: boolean): Step =>
  (m, w) => {
    const p = at(m.pins, index);
    if (!p) return Promise.resolve();
    const allowed = takeBack || !collaborative(m, p.board);
    return write(m, w, {
      label: `${actor} ${takeBack ? 'takes back a reaction to' : 'reacts to'} pin ${p.id}`,
      actor,
      expected: gate(actor, pinVisible(m, actor, p), allowed),
      request: (api) =>
        takeBack
          ? api.post('PinReactionResource', 'delete', { pin_id: p.id })
          : api.post('PinReactionResource', 'create', { pin_id: p.id, reaction_type: 'like' }),
      touched: () => [p.board],
    });
  };
