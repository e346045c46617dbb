// Issue 12, follows: following a user, a board or a topic brings that source's pins onto the
// very next first page of the home feed, and unfollowing takes them off it, however warm a
// cache of the viewer's plan (what they follow) or of their candidates was. The world makes
// the difference visible: the sources' pins are older than a run of fresh pins that fills a
// first page on its own, so only the followed source itself can bring them (feeds/home-feed.ts:
// a followed source comes first; fresh is newest first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createInterest, pinsOf, tag } from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { newViewer, ok, type User } from './feed-invalidation-fixtures';
import { startTestServer, type TestServer } from './harness';

/** The first page the test reads; the fresh pins alone fill it more than twice over. */
const PAGE = 4;
const FRESH_PINS = 10;

let server: TestServer;
let alice: User;
let boardId: string;
let interestId: string;
const pins = { alice: [] as string[], board: [] as string[], topic: [] as string[] };

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  alice = await createUser(ctx, { first_name: 'Alice' });
  const bob = await createUser(ctx, { first_name: 'Bob' });
  const carol = await createUser(ctx, { first_name: 'Carol' });
  const aliceBoard = await createBoard(ctx, alice.id, { name: 'Alice things' });
  const bobBoard = await createBoard(ctx, bob.id, { name: "Bob's garden" });
  boardId = bobBoard.id;
  const carolBoard = await createBoard(ctx, carol.id, { name: 'Carol bakes' });
  const interest = await createInterest(ctx, 'Sourdough');
  interestId = interest.id;
  for (let i = 0; i < 2; i += 1) {
    pins.alice.push(await createPin(ctx, aliceBoard, alice.id, { title: `Alice ${i}` }));
    pins.board.push(await createPin(ctx, bobBoard, bob.id, { title: `Bob ${i}` }));
    const topical = await createPin(ctx, carolBoard, carol.id, { title: `Sourdough ${i}` });
    await tag(ctx, topical, interest);
    pins.topic.push(topical);
  }
  // Newer than every source pin: what fresh shows first.
  const dave = await createUser(ctx, { first_name: 'Dave' });
  const daveBoard = await createBoard(ctx, dave.id, { name: 'Dave camps' });
  for (let i = 0; i < FRESH_PINS; i += 1) {
    await createPin(ctx, daveBoard, dave.id, { title: `Fresh ${i}` });
  }
});
afterAll(() => server.close());

/** The reason each of the given pins has on the first home page (absent: not on it). */
async function firstPage(api: ApiClient, ids: string[]) {
  const res = await api.get('UserHomefeedResource', { page_size: PAGE });
  expect(res.status).toBe(200);
  const page = pinsOf(res);
  expect(page).toHaveLength(PAGE);
  const reasons = ids.map((id) => page.find((p) => p.id === id)?.recommendation_reason?.reason);
  return reasons.filter((r) => r !== undefined);
}

/** Two reads (a cache, if any, warm), the change, then the next read. */
async function acrossChange(api: ApiClient, ids: string[], change: () => Promise<unknown>) {
  const before = [await firstPage(api, ids), await firstPage(api, ids)];
  await change();
  return { before, after: await firstPage(api, ids) };
}

describe.each([
  {
    source: 'a user',
    ids: () => pins.alice,
    reason: 'followed_user',
    follow: (api: ApiClient) => api.post('UserFollowResource', 'create', { user_id: alice.id }),
    unfollow: (api: ApiClient) => api.post('UserFollowResource', 'delete', { user_id: alice.id }),
  },
  {
    source: 'a board',
    ids: () => pins.board,
    reason: 'followed_board',
    follow: (api: ApiClient) => api.write('PUT', `/v3/boards/${boardId}/follow/`),
    unfollow: (api: ApiClient) => api.write('DELETE', `/v3/boards/${boardId}/follow/`),
  },
  {
    source: 'a topic',
    ids: () => pins.topic,
    reason: 'followed_interest',
    follow: (api: ApiClient) =>
      api.post('InterestFollowResource', 'create', { interest_id: interestId }),
    unfollow: (api: ApiClient) =>
      api.post('InterestFollowResource', 'delete', { interest_id: interestId }),
  },
])('following $source', ({ ids, reason, follow, unfollow }) => {
  it('brings its pins onto the next first page of the home feed, and unfollowing takes them off', async () => {
    const { api } = await newViewer(server, 'Vera');
    const followed = await acrossChange(api, ids(), () => ok(follow(api)));
    expect(followed.before).toEqual([[], []]);
    expect(followed.after).toEqual([reason, reason]);

    const unfollowed = await acrossChange(api, ids(), () => ok(unfollow(api)));
    expect(unfollowed.before).toEqual([
      [reason, reason],
      [reason, reason],
    ]);
    expect(unfollowed.after).toEqual([]);
  });
});

describe('following one source leaves the others as they were', () => {
  it("a user followed brings only that user's pins", async () => {
    const { api } = await newViewer(server, 'Walt');
    const others = [...pins.board, ...pins.topic];
    const { before, after } = await acrossChange(api, others, () =>
      ok(api.post('UserFollowResource', 'create', { user_id: alice.id })),
    );
    expect(before).toEqual([[], []]);
    expect(after).toEqual([]);
    expect(await firstPage(api, pins.alice)).toEqual(['followed_user', 'followed_user']);
  });
});
