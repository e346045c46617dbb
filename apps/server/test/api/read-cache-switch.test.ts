// READ_CACHE switches the signed-out read cache: on (the default), a second identical
// signed-out read is served from memory; off, every signed-out read runs its resource. The
// observable: a pin's title changed behind the app's back (through the untracked database
// handle, so no change notification empties the cache) shows on the next read only when that
// read ran the resource. The read pipeline's own caches (feeds/read-model.ts) are emptied by
// hand in between, so only the read cache can keep the old title.
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** The titles two identical signed-out board feed reads answer, the title changed between. */
async function titlesOfTwoReads(env: Record<string, string>): Promise<[string, string]> {
  const server = await startTestServer(env);
  servers.push(server);
  const user = await createUser(server.ctx);
  const board = await createBoard(server.ctx, user.id);
  const pinId = await createPin(server.ctx, board, user.id, { title: 'Before' });
  const visitor = new ApiClient(server.app);
  const read = async () => {
    const res = await visitor.get('BoardFeedResource', { board_id: board.id });
    expect(res.status, res.raw).toBe(200);
    const pins = res.body.resource_response.data as Array<{ id: string; title: string }>;
    const pin = pins.find((p) => p.id === String(pinId));
    if (!pin) throw new Error(`pin ${pinId} missing from ${res.raw}`);
    return pin.title;
  };
  const first = await read();
  await server.ctx.storage.bare
    .updateTable('pins')
    .set({ title: 'After' })
    .where('id', '=', pinId)
    .execute();
  server.ctx.reads.apply({
    presentations: true,
    sessions: true,
    everyone: true,
    signedOut: true,
    viewer: null,
    viewerGrids: false,
  });
  return [first, await read()];
}

describe('READ_CACHE', () => {
  it('on (the default): the second identical signed-out read is the stored answer', async () => {
    expect(await titlesOfTwoReads({})).toEqual(['Before', 'Before']);
  });

  it('off: each identical signed-out read runs the resource again', async () => {
    expect(await titlesOfTwoReads({ READ_CACHE: 'off' })).toEqual(['Before', 'After']);
  });
});
