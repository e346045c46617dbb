// The signed-out read cache is emptied by committed writes only (storage/changes.ts): a refused
// request, a rolled-back transaction or a write of tables no signed-out read shows (sessions)
// leave it alone, so a stream of refused writes cannot empty it. The cache's generation moves
// on exactly when it is emptied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { createBoard, createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';

let server: TestServer;
let owner: ApiClient;
let visitor: ApiClient;
let user: { id: string; username: string };
let board: { id: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.ctx);
  owner = await clientFor(server, user);
  board = await createBoard(server.ctx, user.id);
  visitor = new ApiClient(server.app);
});
afterAll(() => server.close());

const code = (res: ApiAnswer) => res.body.resource_response.error?.code ?? null;
const generation = () => server.ctx.readCache.generation();

/** A signed-out read served twice: the second answer comes from the cache. */
async function cachedRead() {
  const first = await visitor.get('BoardFeedResource', { board_id: board.id });
  const again = await visitor.get('BoardFeedResource', { board_id: board.id });
  expect(again.raw).toBe(first.raw);
}

describe('the signed-out read cache', () => {
  it.each<[string, () => Promise<ApiAnswer>, string | null]>([
    [
      'a write without its CSRF token',
      () =>
        owner.post('BoardResource', 'create', { name: 'A', privacy: 'public' }, { csrf: false }),
      'csrf_failed',
    ],
    [
      'a signed-out write that needs a session',
      () => visitor.post('BoardResource', 'create', { name: 'B', privacy: 'public' }),
      'unauthorized',
    ],
    [
      'a write with invalid options',
      () => owner.post('BoardResource', 'create', { name: '', privacy: 'public' }),
      'invalid_parameters',
    ],
    [
      'a write to an unknown resource',
      () => owner.post('NoSuchResource', 'create', {}),
      'not_found',
    ],
    [
      'a save of a pin that does not exist',
      () => owner.post('RepinResource', 'create', { pin_id: '987654321' }),
      'not_found',
    ],
    [
      'a write whose transaction is rolled back',
      () => owner.post('BoardResource', 'create', { name: board.name, privacy: 'public' }),
      'conflict',
    ],
    [
      'a sign-in (it writes a session, which no signed-out read shows)',
      () => new ApiClient(server.app).signIn(user.username, PASSWORD),
      null,
    ],
    [
      'a signed-out sign-out (it writes nothing)',
      () => visitor.post('UserSessionResource', 'delete', {}),
      null,
    ],
  ])('is kept after %s', async (_label, write, expected) => {
    await cachedRead();
    const before = generation();
    const res = await write();
    expect(code(res), res.raw).toBe(expected);
    expect(generation()).toBe(before);
  });

  it('is emptied by a committed write through the API', async () => {
    await cachedRead();
    const before = generation();
    const res = await owner.post('BoardResource', 'create', {
      name: 'Committed',
      privacy: 'public',
    });
    expect(res.status).toBe(200);
    expect(generation()).toBeGreaterThan(before);
  });

  it('is emptied by a committed write straight through the stores', async () => {
    await cachedRead();
    const before = generation();
    await server.ctx.stores.boardWrites.update(board.id, { description: 'changed behind the API' });
    expect(generation()).toBeGreaterThan(before);
  });
});
