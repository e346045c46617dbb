// The read commands of permission-model.test.ts: each is one real API call whose whole answer
// that the model speaks to (found or not_found, the pins, the boards, the counts) is compared.
import type { ApiAnswer } from './client';
import { checkBoardView, expectEqual, expectOutcome, expectProfile } from './permission-checks';
import {
  boardCounts,
  collaboratorsList,
  invitationsOf,
  boardsList,
  boardVisible,
  pinVisible,
  profile,
  type Actor,
  type MBoard,
  type Model,
  type Person,
} from './permission-model';
import { call, personOf, type World } from './permission-world';

export type Step = (m: Model, w: World) => Promise<void>;
const data = (res: ApiAnswer) => res.body.resource_response.data;
export const at = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/** BoardResource get: found or not_found, then its counts and the viewer's relations. */
export const getBoard =
  (actor: Actor, index: number): Step =>
  async (m, w) => {
    const b = at(m.boards, index)!;
    const label = `${actor} gets board ${b.name}`;
    const res = await call(w, actor, (api) => api.get('BoardResource', { board_id: b.id }));
    const visible = boardVisible(m, actor, b);
    expectOutcome(label, visible ? 'ok' : 'not_found', res);
    if (!visible) return;
    const d = data(res) as Record<string, unknown>;
    const expected = boardCounts(m, actor, b);
    const got = Object.fromEntries(Object.keys(expected).map((k) => [k, d[k]]));
    expectEqual(`${label}: counts`, expected, got);
    expectEqual(`${label}: privacy`, b.privacy, d['privacy']);
  };

/** BoardFeedResource get: the pins the viewer may see on it. */
export const boardFeed =
  (actor: Actor, index: number): Step =>
  (m, w) =>
    checkBoardView(m, w, actor, at(m.boards, index)!.id, `${actor} reads a board`);

/** BoardCollaboratorsResource get: who works on a board, as the viewer may see it. */
export const listCollaborators =
  (actor: Actor, index: number): Step =>
  async (m, w) => {
    const b = at(m.boards, index)!;
    const label = `${actor} lists the collaborators of board ${b.name}`;
    const res = await call(w, actor, (api) =>
      api.get('BoardCollaboratorsResource', { board_id: b.id }),
    );
    const expected = collaboratorsList(m, actor, b);
    expectOutcome(label, expected ? 'ok' : 'not_found', res);
    if (!expected) return;
    const rows = data(res) as { user: { id: string }; status: string }[];
    const got = rows.map((r) => `${personOf(w, r.user.id) ?? r.user.id}:${r.status}`).sort();
    expectEqual(label, expected, got);
  };

/** BoardInvitesResource get: the viewer's open invitations. */
export const listInvitations =
  (actor: Actor): Step =>
  async (m, w) => {
    const label = `${actor} lists their invitations`;
    const res = await call(w, actor, (api) => api.get('BoardInvitesResource', { page_size: 100 }));
    expectOutcome(label, actor === 'signedOut' ? 'unauthorized' : 'ok', res);
    if (actor === 'signedOut') return;
    const got = (data(res) as { board_id: string }[]).map((i) => i.board_id).sort();
    expectEqual(label, invitationsOf(m, actor), got);
  };

/** BoardsResource get {username}: a person's boards and the group boards they joined. */
export const listBoards =
  (actor: Actor, person: Person): Step =>
  async (m, w) => {
    const label = `${actor} lists ${person}'s boards`;
    const res = await call(w, actor, (api) =>
      api.get('BoardsResource', { username: usernameOf(w, person), page_size: 100 }),
    );
    const expected = boardsList(m, actor, person);
    expectOutcome(label, expected ? 'ok' : 'not_found', res);
    if (!expected) return;
    const ids = (data(res) as { id: string }[]).map((b) => b.id).sort();
    expectEqual(label, expected, ids);
  };

/** PinResource get: found or not_found. */
export const getPin =
  (actor: Actor, index: number): Step =>
  async (m, w) => {
    const p = at(m.pins, index);
    if (!p) return;
    const label = `${actor} gets pin ${p.id}`;
    const res = await call(w, actor, (api) => api.get('PinResource', { id: p.id }));
    const visible = pinVisible(m, actor, p);
    expectOutcome(label, visible ? 'ok' : 'not_found', res);
    if (visible) expectEqual(`${label}: board`, p.board, (data(res) as { board: MBoard }).board.id);
  };

/** UserResource get {username}: not_found to someone they blocked; counts as seen. */
export const getProfile =
  (actor: Actor, person: Person): Step =>
  async (m, w) => {
    const label = `${actor} gets ${person}'s profile`;
    const res = await call(w, actor, (api) =>
      api.get('UserResource', { username: usernameOf(w, person) }),
    );
    const expected = profile(m, actor, person);
    expectOutcome(label, expected ? 'ok' : 'not_found', res);
    if (!expected) return;
    expectProfile(label, expected, data(res) as Record<string, unknown>);
  };

export function usernameOf(w: World, person: Person): string {
  return w.usernames[person];
}
