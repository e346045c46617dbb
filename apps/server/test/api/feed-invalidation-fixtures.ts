// Helpers of the feed invalidation tests (issue 12: correctness stays whole under caching). A
// change must show on the very next read of every surface that shows the pin, however warm a
// cache of the read path is: each test reads every surface twice before the change (both
// reads must agree, and the second could come from a cache) and once right after, through
// the HTTP API only.
import { expect } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { createInterest, tag } from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import type { TestServer } from './harness';
import { sessionClient } from './sessions';

export type User = { id: string; username: string };
export type Board = { id: string; privacy: string; name: string };

/** What a read shows of one pin: the fields a cache could keep stale. */
export interface Seen {
  title: string;
  pinner: { full_name: string; username: string };
  /** The privacy of the pin's board, as the pin carries it (`board.privacy`). */
  board_privacy: string;
  saved_info: { board_id: string; local_pin_id: string; type: string } | null;
}

/**
 * The pin as the answer shows it; null when a list leaves it out or the read is not_found (the
 * pin, its board or its pinner hidden from the viewer). Any other answer fails the test.
 */
export function seenIn(res: ApiAnswer, pinId: string): Seen | null {
  const { data, error } = res.body.resource_response;
  if (res.status === 404 && error?.code === 'not_found') return null;
  if (res.status !== 200) throw new Error(`the read answered ${res.status}: ${res.raw}`);
  const pins = (Array.isArray(data) ? data : [data]) as (Omit<Seen, 'board_privacy'> & {
    id: string;
    board: { privacy: string };
  })[];
  const pin = pins.find((p) => p.id === pinId);
  if (!pin) return null;
  const saved = pin.saved_info;
  return {
    title: pin.title,
    pinner: { full_name: pin.pinner.full_name, username: pin.pinner.username },
    board_privacy: pin.board.privacy,
    saved_info: saved && {
      board_id: saved.board_id,
      local_pin_id: saved.local_pin_id,
      type: saved.type,
    },
  };
}

/**
 * A pin and what surrounds it, so every read surface can show it: its own public board, a topic
 * it is tagged with, a word of its title to search for, and an anchor pin by a neighbour about
 * the same topic (the anchor's related pins show it; the neighbour is no party to blocks).
 */
export interface Target {
  pinner: User;
  board: Board;
  pin: string;
  title: string;
  word: string;
  interest: { id: string; name: string };
  neighbour: User;
  anchor: string;
}

/** `word`: a word no other pin of the test file's world uses (search finds it by it). */
export async function createTarget(server: TestServer, word: string): Promise<Target> {
  const { ctx } = server;
  const pinner = await createUser(ctx, { first_name: `${word}-pinner` });
  const neighbour = await createUser(ctx, { first_name: `${word}-neighbour` });
  const board = await createBoard(ctx, pinner.id, { name: `${word} board` });
  const neighbourBoard = await createBoard(ctx, neighbour.id, { name: `${word} neighbour` });
  const interest = await createInterest(ctx, `${word} topic`);
  const title = `${word} lamp`;
  const pin = await createPin(ctx, board, pinner.id, { title });
  const anchor = await createPin(ctx, neighbourBoard, neighbour.id, { title: 'Anchor' });
  await tag(ctx, pin, interest);
  await tag(ctx, anchor, interest);
  return { pinner, board, pin, title, word, interest, neighbour, anchor };
}

/** Every read surface that may show the target pin, as the web app asks for its first page. */
export function surfacesOf(t: Target) {
  return {
    home: (a: ApiClient) => a.get('UserHomefeedResource', { page_size: 250 }),
    related: (a: ApiClient) => a.get('RelatedPinFeedResource', { pin_id: t.anchor }),
    search: (a: ApiClient) => a.get('BaseSearchResource', { query: t.word, scope: 'pins' }),
    topic: (a: ApiClient) => a.get('TopicFeedResource', { interest_id: t.interest.id }),
    board: (a: ApiClient) => a.get('BoardFeedResource', { board_id: t.board.id }),
    profilePins: (a: ApiClient) => a.get('UserPinsResource', { username: t.pinner.username }),
    profileSaves: (a: ApiClient) => a.get('UserSavedResource', { username: t.pinner.username }),
    closeup: (a: ApiClient) => a.get('PinResource', { id: t.pin }),
  };
}

export type SurfaceName = keyof ReturnType<typeof surfacesOf>;
export type SeenBy = Partial<Record<SurfaceName, Seen | null>>;

/** What each named surface shows of the target pin, each read once. */
export async function seenOn(api: ApiClient, t: Target, names: SurfaceName[]): Promise<SeenBy> {
  const surfaces = surfacesOf(t);
  const out: SeenBy = {};
  for (const name of names) out[name] = seenIn(await surfaces[name](api), t.pin);
  return out;
}

/** The same, every surface read twice (a cache, if any, is warm); both rounds must agree. */
export async function seenTwice(api: ApiClient, t: Target, names: SurfaceName[]) {
  const first = await seenOn(api, t, names);
  const second = await seenOn(api, t, names);
  expect(second).toEqual(first);
  return second;
}

/** The surfaces that show the pin (the rest leave it out or answer not_found). */
export const showing = (seen: SeenBy) =>
  Object.entries(seen)
    .filter(([, pin]) => pin !== null)
    .map(([name]) => name);

/** Each surface's value of one field of the pin (undefined where the pin is not shown). */
export function fieldOn<K extends keyof Seen>(seen: SeenBy, key: K) {
  return Object.fromEntries(Object.entries(seen).map(([name, pin]) => [name, pin?.[key]]));
}

/** Every surface name mapped to the same value: what a test expects of all of them. */
export const everywhere = <T>(names: SurfaceName[], value: T) =>
  Object.fromEntries(names.map((name) => [name, value]));

/** A signed-in client of a new user (a session written as sign-in writes it), and the user. */
export async function newViewer(server: TestServer, firstName: string) {
  const user = await createUser(server.ctx, { first_name: firstName });
  return { user, api: await sessionClient(server, user.id) };
}

/** A signed-out visitor (signed-out reads are served from the shared read cache). */
export const visitor = (server: TestServer) => new ApiClient(server.app);

/** A write through the API that must succeed. */
export async function ok(write: Promise<ApiAnswer>): Promise<ApiAnswer> {
  const res = await write;
  expect(res.status, res.raw).toBe(200);
  return res;
}
