// Board follows (`PUT|DELETE /v3/boards/{board_id}/follow/`) and user follows (`UserFollowResource
// create|delete {user_id}`), docs/API.md §3 and spec 000 §7, reqs 000-7.09, 000-7.13.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let owner: { id: string; username: string };
let fan: { id: string; username: string };
let other: { id: string; username: string };
let board: { id: string; slug: string };
let secret: { id: string; slug: string };
let fanApi: ApiClient;
let otherApi: ApiClient;
let ownerApi: ApiClient;

const signedIn = async (user: { username: string }) => {
  const api = new ApiClient(server.app);
  await api.signIn(user.username, PASSWORD);
  return api;
};
const followPath = (id: string) => `/v3/boards/${id}/follow/`;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.ctx, { first_name: 'Olive' });
  fan = await createUser(server.ctx);
  other = await createUser(server.ctx);
  board = await createBoard(server.ctx, owner.id, { name: 'Kitchen', slug: 'kitchen' });
  secret = await createBoard(server.ctx, owner.id, { privacy: 'secret' });
  [fanApi, otherApi, ownerApi] = await Promise.all([
    signedIn(fan),
    signedIn(other),
    signedIn(owner),
  ]);
});
afterAll(() => server.close());

describe('board follows: PUT /v3/boards/{board_id}/follow/ follows, DELETE unfollows', () => {
  it('follows: the board answers followed_by_me and the new follower_count', async () => {
    const res = await fanApi.write('PUT', followPath(board.id));
    expect(res.status).toBe(200);
    expect(res.body.resource_response.status).toBe('success');
    expect(res.body.resource_response.data).toMatchObject({
      id: board.id,
      followed_by_me: true,
      follower_count: 1,
    });
    const seen = await fanApi.get('BoardResource', { board_id: board.id });
    expect(seen.body.resource_response.data).toMatchObject({
      followed_by_me: true,
      follower_count: 1,
    });
  });

  it('is idempotent: following again changes nothing', async () => {
    const res = await fanApi.write('PUT', followPath(board.id));
    expect(res.body.resource_response.data).toMatchObject({
      followed_by_me: true,
      follower_count: 1,
    });
  });

  it('counts every follower, and shows followed_by_me per viewer', async () => {
    await otherApi.write('PUT', followPath(board.id));
    const asOwner = await ownerApi.get('BoardResource', { board_id: board.id });
    expect(asOwner.body.resource_response.data).toMatchObject({
      follower_count: 2,
      followed_by_me: false,
    });
  });

  it('unfollows with DELETE, idempotently', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await otherApi.write('DELETE', followPath(board.id));
      expect(res.status).toBe(200);
      expect(res.body.resource_response.data).toMatchObject({
        followed_by_me: false,
        follower_count: 1,
      });
    }
  });

  it('answers unauthorized when signed out', async () => {
    const anon = new ApiClient(server.app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await anon.write(method, followPath(board.id));
      expect(res.status).toBe(401);
      expect(res.body.resource_response.error?.code).toBe('unauthorized');
    }
  });

  it('answers not_found for a board the viewer may not see, or that does not exist', async () => {
    for (const id of [secret.id, '999999999']) {
      const res = await fanApi.write('PUT', followPath(id));
      expect(res.status).toBe(404);
      expect(res.body.resource_response.error?.code).toBe('not_found');
    }
  });

  it('answers invalid_parameters for an id that is not digits', async () => {
    const res = await fanApi.write('PUT', followPath('abc'));
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(/^board_id:/);
  });

  it('refuses the owner following their own board (invalid_parameters)', async () => {
    const res = await ownerApi.write('PUT', followPath(board.id));
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(/^board_id:/);
  });

  it('checks CSRF on PUT and DELETE like any write', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await fanApi.write(method, followPath(board.id), { csrf: false });
      expect(res.status).toBe(403);
      expect(res.body.resource_response.error?.code).toBe('csrf_failed');
    }
  });
});

describe('user follows: UserFollowResource create|delete {user_id}', () => {
  it('follows: the user answers explicitly_followed_by_me and the new follower_count', async () => {
    const res = await fanApi.post('UserFollowResource', 'create', { user_id: owner.id });
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toMatchObject({
      id: owner.id,
      explicitly_followed_by_me: true,
      follower_count: 1,
      blocked_by_me: false,
    });
    const me = await fanApi.get('UserResource', {});
    expect(me.body.resource_response.data.following_count).toBe(1);
    const profile = await fanApi.get('UserResource', { username: owner.username });
    expect(profile.body.resource_response.data).toMatchObject({
      explicitly_followed_by_me: true,
      follower_count: 1,
    });
  });

  it('is idempotent, and counts each follower once', async () => {
    await fanApi.post('UserFollowResource', 'create', { user_id: owner.id });
    const res = await otherApi.post('UserFollowResource', 'create', { user_id: owner.id });
    expect(res.body.resource_response.data.follower_count).toBe(2);
  });

  it('unfollows, idempotently', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await otherApi.post('UserFollowResource', 'delete', { user_id: owner.id });
      expect(res.status).toBe(200);
      expect(res.body.resource_response.data).toMatchObject({
        explicitly_followed_by_me: false,
        follower_count: 1,
      });
    }
    const me = await otherApi.get('UserResource', {});
    expect(me.body.resource_response.data.following_count).toBe(0);
  });

  it('refuses following yourself with invalid_parameters', async () => {
    const res = await fanApi.post('UserFollowResource', 'create', { user_id: fan.id });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(/^user_id:/);
  });

  it('answers not_found for a user that does not exist', async () => {
    const res = await fanApi.post('UserFollowResource', 'create', { user_id: '999999999' });
    expect(res.status).toBe(404);
  });

  it('answers unauthorized when signed out, and csrf_failed without the token', async () => {
    const anon = new ApiClient(server.app);
    for (const action of ['create', 'delete']) {
      const res = await anon.post('UserFollowResource', action, { user_id: owner.id });
      expect(res.body.resource_response.error?.code).toBe('unauthorized');
    }
    const res = await fanApi.post(
      'UserFollowResource',
      'create',
      { user_id: owner.id },
      { csrf: false },
    );
    expect(res.body.resource_response.error?.code).toBe('csrf_failed');
  });

  it('answers invalid_parameters for a missing or malformed user_id', async () => {
    for (const options of [{}, { user_id: 'abc' }, { user_id: owner.id, extra: 1 }]) {
      const res = await fanApi.post('UserFollowResource', 'create', options);
      expect(res.status).toBe(400);
    }
  });
});
