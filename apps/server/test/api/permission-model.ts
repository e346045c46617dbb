// The permission model of permission-model.test.ts: a small pure restatement of the rules in
// docs/ARCHITECTURE.md "Privacy", "Follows, collaboration and blocking" and "Saving and board
// permissions", written from those words and not from the server's policy code (it imports
// nothing of the server or the domain). The model test runs real API calls and compares each
// answer, and what each person sees afterwards, with what these functions predict.

export const PEOPLE = ['owner', 'collaborator', 'invitee', 'stranger', 'blocked'] as const;
export type Person = (typeof PEOPLE)[number];
export type Actor = Person | 'signedOut';
export const ACTORS: readonly Actor[] = [...PEOPLE, 'signedOut'];
export type Privacy = 'public' | 'protected' | 'secret';
export type Outcome =
  'ok' | 'unauthorized' | 'not_found' | 'forbidden' | 'invalid_parameters' | 'conflict';

export interface MBoard {
  id: string;
  owner: Person;
  name: string;
  privacy: Privacy;
  quickSaves: boolean;
  deleted: boolean;
}
export interface MSection {
  id: string;
  board: string;
  title: string;
  deleted: boolean;
}
export interface MPin {
  id: string;
  board: string;
  pinner: Person;
  /** The root original a save points at; null for an original. */
  origin: string | null;
  section: string | null;
  deleted: boolean;
}
export interface Membership {
  status: 'invited' | 'accepted';
  invitedBy: Person;
}

export interface Model {
  boards: MBoard[];
  sections: MSection[];
  pins: MPin[];
  /** `${boardId}|${person}` → the collaborator row. */
  members: Map<string, Membership>;
  /** `${person}|${boardId}`. */
  follows: Set<string>;
  /** `${follower}|${followee}`. */
  userFollows: Set<string>;
  /** `${blocker}|${blocked}`. */
  blocks: Set<string>;
}

export const board = (m: Model, id: string) => m.boards.find((b) => b.id === id)!;
export const pin = (m: Model, id: string) => m.pins.find((p) => p.id === id)!;
export const live = <T extends { deleted: boolean }>(items: T[]) => items.filter((i) => !i.deleted);
export const pinsOn = (m: Model, boardId: string) =>
  live(m.pins).filter((p) => p.board === boardId);
export const sectionsOf = (m: Model, boardId: string) =>
  live(m.sections).filter((s) => s.board === boardId);

/** A block in either direction separates two people ("symmetric for content"). */
export function separated(m: Model, a: Actor, b: Actor): boolean {
  if (a === 'signedOut' || b === 'signedOut' || a === b) return false;
  return m.blocks.has(`${a}|${b}`) || m.blocks.has(`${b}|${a}`);
}

export type Role = 'owner' | 'collaborator' | 'invitee' | 'none';
export function roleOn(m: Model, v: Actor, b: MBoard): Role {
  if (v === 'signedOut') return 'none';
  if (v === b.owner) return 'owner';
  const row = m.members.get(`${b.id}|${v}`);
  if (row?.status === 'accepted') return 'collaborator';
  return row?.status === 'invited' ? 'invitee' : 'none';
}
const member = (r: Role) => r === 'owner' || r === 'collaborator';

/** "A secret board is visible only to its owner and accepted collaborators." */
function privacyLets(m: Model, v: Actor, b: MBoard): boolean {
  return b.privacy !== 'secret' || member(roleOn(m, v, b));
}

/** Privacy, and "a block in either direction hides each one's boards". */
export function boardVisible(m: Model, v: Actor, b: MBoard): boolean {
  return !b.deleted && privacyLets(m, v, b) && !separated(m, v, b.owner);
}

/** "A pin is hidden when a block separates the viewer from its pinner, its board's owner, or
 * the pinner of the original it saves." */
export function pinHidden(m: Model, v: Actor, p: MPin): boolean {
  const parties: Person[] = [board(m, p.board).owner, p.pinner];
  if (p.origin !== null) parties.push(pin(m, p.origin).pinner);
  return parties.some((x) => separated(m, v, x));
}

export function pinVisible(m: Model, v: Actor, p: MPin): boolean {
  return !p.deleted && boardVisible(m, v, board(m, p.board)) && !pinHidden(m, v, p);
}

/** What the board feed shows the viewer: null when the board is not_found to them. */
export function boardView(m: Model, v: Actor, b: MBoard): string[] | null {
  if (!boardVisible(m, v, b)) return null;
  return pinsOn(m, b.id)
    .filter((p) => !pinHidden(m, v, p))
    .map((p) => p.id)
    .sort();
}

/** Counts leave out people in a block with the viewer (either direction). */
export function boardCounts(m: Model, v: Actor, b: MBoard) {
  const rows = [...m.members].filter(([key]) => key.startsWith(`${b.id}|`));
  return {
    pin_count: pinsOn(m, b.id).filter((p) => !pinHidden(m, v, p)).length,
    section_count: sectionsOf(m, b.id).length,
    follower_count: [...m.follows].filter((f) => {
      const [who, id] = f.split('|') as [Person, string];
      return id === b.id && !separated(m, v, who);
    }).length,
    collaborator_count: rows.filter(
      ([key, row]) => row.status === 'accepted' && !separated(m, v, key.split('|')[1] as Person),
    ).length,
    followed_by_me: v !== 'signedOut' && m.follows.has(`${v}|${b.id}`),
    collaborated_by_me: roleOn(m, v, b) === 'collaborator',
  };
}

/** `BoardCollaboratorsResource get`: "collaborators to anyone who may see the board; open
 * invitations only to the owner and collaborators"; people in a block with the viewer left
 * out. Null: not_found. Entries are `${person}:${status}`. */
export function collaboratorsList(m: Model, v: Actor, b: MBoard): string[] | null {
  if (!boardVisible(m, v, b)) return null;
  const insider = member(roleOn(m, v, b));
  return [...m.members]
    .filter(([key]) => key.startsWith(`${b.id}|`))
    .map(([key, row]) => [key.split('|')[1] as Person, row.status] as const)
    .filter(([who, status]) => (insider || status === 'accepted') && !separated(m, v, who))
    .map(([who, status]) => `${who}:${status}`)
    .sort();
}

/** `BoardInvitesResource get`: the viewer's open invitations (board ids); a block ends
 * invitations between the two, and none across a block is shown. */
export function invitationsOf(m: Model, v: Person): string[] {
  return [...m.members]
    .filter(([key, row]) => key.endsWith(`|${v}`) && row.status === 'invited')
    .map(([key, row]) => [board(m, key.split('|')[0]!), row.invitedBy] as const)
    .filter(([b, by]) => !b.deleted && !separated(m, v, by) && !separated(m, v, b.owner))
    .map(([b]) => b.id)
    .sort();
}

/** A user's boards list: theirs and the group boards they joined, as the viewer may see them;
 * the whole list is not_found (null) across a block. */
export function boardsList(m: Model, v: Actor, u: Person): string[] | null {
  if (separated(m, v, u)) return null;
  return live(m.boards)
    .filter((b) => b.owner === u || roleOn(m, u, b) === 'collaborator')
    .filter((b) => boardVisible(m, v, b))
    .map((b) => b.id)
    .sort();
}

/** A profile: not_found to someone the user blocked; counts as the viewer sees them. */
export function profile(m: Model, v: Actor, u: Person) {
  if (v !== 'signedOut' && m.blocks.has(`${u}|${v}`)) return null;
  const own = v === u;
  const follows = [...m.userFollows].map((f) => f.split('|') as [Person, Person]);
  return {
    blocked_by_me: v !== 'signedOut' && v !== u ? m.blocks.has(`${v}|${u}`) : undefined,
    explicitly_followed_by_me: v !== 'signedOut' && m.userFollows.has(`${v}|${u}`),
    follower_count: follows.filter(([a, b]) => b === u && !separated(m, v, a)).length,
    following_count: follows.filter(([a, b]) => a === u && !separated(m, v, b)).length,
    board_count: live(m.boards).filter(
      (b) => b.owner === u && (own || b.privacy !== 'secret') && !separated(m, v, u),
    ).length,
    pin_count: live(m.pins).filter(
      (p) =>
        p.pinner === u && (own || board(m, p.board).privacy !== 'secret') && !pinHidden(m, v, p),
    ).length,
  };
}

/** "Every write answers, in this order: signed out → unauthorized; a board or pin the viewer
 * may not see → not_found; seen but not allowed → forbidden." */
export function gate(v: Actor, visible: boolean, allowed: boolean): Outcome {
  if (v === 'signedOut') return 'unauthorized';
  if (!visible) return 'not_found';
  return allowed ? 'ok' : 'forbidden';
}

/** Saving to a board: "a board they own or collaborate on (accepted)". */
export function saveTarget(m: Model, v: Actor, b: MBoard | undefined): Outcome {
  if (!b) return gate(v, false, false);
  return gate(v, boardVisible(m, v, b), member(roleOn(m, v, b)));
}

/** "Sections: the owner and collaborators create, rename and delete them." */
export const canOrganize = (m: Model, v: Actor, b: MBoard) =>
  gate(v, boardVisible(m, v, b), member(roleOn(m, v, b)));

/** "Only the owner updates or deletes a board"; the quick-saves board "can be renamed or made
 * secret, but never deleted". */
export const canEdit = (m: Model, v: Actor, b: MBoard) =>
  gate(v, boardVisible(m, v, b), roleOn(m, v, b) === 'owner');
export const canDeleteBoard = (m: Model, v: Actor, b: MBoard) =>
  gate(v, boardVisible(m, v, b), roleOn(m, v, b) === 'owner' && !b.quickSaves);

/** "Pins: deleted by their pinner or the board's owner (collaborators delete only their own)." */
export const canDeletePin = (m: Model, v: Actor, p: MPin) =>
  gate(v, pinVisible(m, v, p), v === p.pinner || roleOn(m, v, board(m, p.board)) === 'owner');

/** The same name twice on one owner, ignoring case and surrounding space. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Deleting pins: saves of a deleted original live on; the oldest becomes the new original
 * and the other saves point at it. */
export function deletePins(m: Model, ids: Set<string>): void {
  for (const p of m.pins) if (ids.has(p.id)) p.deleted = true;
  for (const gone of ids) {
    const saves = live(m.pins)
      .filter((p) => p.origin === gone)
      .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
    const [heir, ...others] = saves;
    if (!heir) continue;
    heir.origin = null;
    for (const s of others) s.origin = heir.id;
  }
}

/** "A block ends, in one transaction, follows both ways (users and each other's boards),
 * collaborations on each other's boards and invitations between the two." */
export function block(m: Model, blocker: Person, blocked: Person): void {
  m.blocks.add(`${blocker}|${blocked}`);
  const pair = new Set([blocker, blocked]);
  const other = (p: Person) => (p === blocker ? blocked : blocker);
  for (const f of [...m.follows]) {
    const [who, id] = f.split('|') as [Person, string];
    if (pair.has(who) && board(m, id).owner === other(who)) m.follows.delete(f);
  }
  m.userFollows.delete(`${blocker}|${blocked}`);
  m.userFollows.delete(`${blocked}|${blocker}`);
  for (const [key, row] of [...m.members]) {
    const [id, who] = key.split('|') as [string, Person];
    if (!pair.has(who)) continue;
    const onTheirs = board(m, id).owner === other(who);
    const between = row.status === 'invited' && row.invitedBy === other(who);
    if (onTheirs || between) m.members.delete(key);
  }
}
