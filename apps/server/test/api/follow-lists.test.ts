// Followers and following lists (issue 16: "/{username}/followers and /following (50 per page,
// as the spec says)"; spec 000 §9, req 000-9.03: "50 followers are fetched per page"), on both
// engines: newest follow first, 50 a page with a keyset bookmark, no one in a block with the
// viewer (as the counts) and no suspended account (whose content leaves every surface; the
// counts still include them), a new follow on the next request, a block either way hides the
// whole list, bad input is invalid_parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWERS_PAGE_SIZE } from '@corkboard/domain';
import type { ApiClient } from './client';
import { createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Row {
  id: string;
  username: string;
  follower_count: number;
  explicitly_followed_by_me: boolean;
}

const list = async (
  api: ApiClient,
  side: 'Followers' | 'Following',
  username: string,
  extra: Record<string, unknown> = {},
) => {
  const res = await api.get(`User${side}Resource`, { username, ...extra });
  return res;
};

const rowsOf = (res: Awaited<ReturnType<typeof list>>) => data(res) as Row[];
const bookmarkOf = (res: Awaited<ReturnType<typeof list>>) =>
  (res.body as unknown as { resource_response: { bookmark?: string } }).resource_response.bookmark;

/** `count` people following `star`, one a second, the first oldest. */
async function followers(star: { id: string }, count: number) {
  const people: { id: string; username: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = await createUser(server.ctx);
    await server.ctx.stores.follows.followUser(person.id, star.id, 1_790_000_000_000 + i * 1000);
    people.push(person);
  }
  return people;
}

describe('UserFollowersResource and UserFollowingResource', () => {
  it('"50 followers are fetched per page", newest follow first, then the next page by bookmark', async () => {
    const star = await createUser(server.ctx);
    const fans = await followers(star, FOLLOWERS_PAGE_SIZE + 3);
    const visitor = await clientFor(server, null);
    const first = await list(visitor, 'Followers', star.username);
    expect(first.status).toBe(200);
    const page1 = rowsOf(first);
    expect(page1).toHaveLength(FOLLOWERS_PAGE_SIZE);
    expect(page1[0]?.username).toBe(fans.at(-1)?.username);
    const next = await list(visitor, 'Followers', star.username, {
      bookmarks: [bookmarkOf(first)],
    });
    const page2 = rowsOf(next);
    expect(page2.map((r) => r.username)).toEqual(
      fans
        .slice(0, 3)
        .reverse()
        .map((f) => f.username),
    );
    expect(bookmarkOf(next)).toBe('-end-');
    const profile = data(await visitor.get('UserResource', { username: star.username })) as {
      follower_count: number;
    };
    expect(profile.follower_count).toBe(FOLLOWERS_PAGE_SIZE + 3);
  });

  it('following lists the people followed, with whether the viewer follows each', async () => {
    const fan = await createUser(server.ctx);
    const [a, b] = [await createUser(server.ctx), await createUser(server.ctx)];
    const api = await clientFor(server, fan);
    await api.post('UserFollowResource', 'create', { user_id: a.id });
    await api.post('UserFollowResource', 'create', { user_id: b.id });
    const rows = rowsOf(await list(api, 'Following', fan.username));
    expect(rows.map((r) => r.username).sort()).toEqual([a.username, b.username].sort());
    expect(rows.every((r) => r.explicitly_followed_by_me)).toBe(true);
    expect(rows.every((r) => r.follower_count === 1)).toBe(true);
    // An unfollow is gone on the next request; a follow is there on the next request.
    await api.post('UserFollowResource', 'delete', { user_id: a.id });
    expect(rowsOf(await list(api, 'Following', fan.username)).map((r) => r.username)).toEqual([
      b.username,
    ]);
    const visitor = await clientFor(server, null);
    expect(rowsOf(await list(visitor, 'Followers', b.username)).map((r) => r.username)).toEqual([
      fan.username,
    ]);
    const c = await createUser(server.ctx);
    await (await clientFor(server, c)).post('UserFollowResource', 'create', { user_id: b.id });
    expect(rowsOf(await list(visitor, 'Followers', b.username))).toHaveLength(2);
  });

  it('leaves out people in a block with the viewer (as the counts do) and suspended accounts', async () => {
    const star = await createUser(server.ctx);
    const [blocked, suspended, kept] = await followers(star, 3);
    const viewer = await createUser(server.ctx);
    const api = await clientFor(server, viewer);
    await api.post('UserBlockResource', 'create', { blocked_user_id: blocked!.id });
    await server.ctx.stores.moderation.suspend(suspended!.id, Date.now());
    const rows = rowsOf(await list(api, 'Followers', star.username));
    expect(rows.map((r) => r.username)).toEqual([kept!.username]);
    const profile = data(await api.get('UserResource', { username: star.username })) as {
      follower_count: number;
    };
    expect(profile.follower_count).toBe(rows.length + 1); // the suspended one is still counted
  });

  it('a block either way hides the whole list (not_found), as it hides the profile', async () => {
    const [one, other] = [await createUser(server.ctx), await createUser(server.ctx)];
    const api = await clientFor(server, one);
    await (
      await clientFor(server, other)
    ).post('UserBlockResource', 'create', {
      blocked_user_id: one.id,
    });
    expect(errorCode(await list(api, 'Followers', other.username))).toBe('not_found');
    expect(errorCode(await list(api, 'Following', other.username))).toBe('not_found');
  });

  it('an unknown person is not_found; a bad bookmark or page size is invalid_parameters', async () => {
    const visitor = await clientFor(server, null);
    expect(errorCode(await list(visitor, 'Followers', 'nobody-here-at-all'))).toBe('not_found');
    const someone = await createUser(server.ctx);
    for (const bookmarks of [
      ['not-a-bookmark'],
      [Buffer.from('{"at":"x","id":"1"}').toString('base64url')],
    ]) {
      expect(errorCode(await list(visitor, 'Followers', someone.username, { bookmarks }))).toBe(
        'invalid_parameters',
      );
    }
    expect(errorCode(await list(visitor, 'Following', someone.username, { page_size: 0 }))).toBe(
      'invalid_parameters',
    );
  });
});
