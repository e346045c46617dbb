// /_/cards is "served only when the demo or development mode is on" (issue 3): so is its data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';

describe('DevCardsResource', () => {
  let demoOff: TestServer;
  let demoOn: TestServer;
  beforeAll(async () => {
    demoOff = await startTestServer({ DEMO: '0' });
    demoOn = await startTestServer({ DEMO: '1' });
  });
  afterAll(async () => {
    await demoOff.close();
    await demoOn.close();
  });

  it('does not exist outside demo and development mode', async () => {
    const res = await new ApiClient(demoOff.app).get('DevCardsResource', {});
    expect(res.status).toBe(404);
    expect(res.body.resource_response.error?.code).toBe('not_found');
  });

  it('answers one real pin per variant in demo mode, never from a secret board', async () => {
    const user = await createUser(demoOn.ctx);
    const board = await createBoard(demoOn.ctx, user.id);
    const secret = await createBoard(demoOn.ctx, user.id, { privacy: 'secret' });
    const visible = await createPin(demoOn.ctx, board, user.id);
    await createPin(demoOn.ctx, secret, user.id);
    const res = await new ApiClient(demoOn.app).get('DevCardsResource', {});
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toEqual([
      { key: 'image', pin: expect.objectContaining({ id: visible }) },
    ]);
  });
});
