// Deleting an original keeps other people's saves, without turning each save into an original.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createPin, createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('the oldest save becomes the original and the other saves point at it', async () => {
  const owner = await createUser(server.ctx);
  const a = await createUser(server.ctx);
  const b = await createUser(server.ctx);
  const original = await createPin(server.ctx, await createBoard(server.ctx, owner.id), owner.id);
  const saveA = await createPin(server.ctx, await createBoard(server.ctx, a.id), a.id, {
    origin_pin_id: original,
  });
  const saveB = await createPin(server.ctx, await createBoard(server.ctx, b.id), b.id, {
    origin_pin_id: original,
  });
  const api = new ApiClient(server.app);
  await api.signIn(owner.username, PASSWORD);
  expect((await api.post('PinResource', 'delete', { id: original })).status).toBe(200);
  const home = (await api.get('UserHomefeedResource', { page_size: 250 })).body.resource_response
    .data as { id: string }[];
  const ids = home.map((p) => p.id);
  expect(ids).toContain(saveA);
  expect(ids).not.toContain(saveB);
  expect(ids).not.toContain(original);
  const rowB = await server.ctx.stores.pins.byId(saveB);
  expect(String(rowB?.origin_pin_id)).toBe(saveA);
});
