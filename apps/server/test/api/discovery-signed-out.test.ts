// The signed-out home feed (issue 6): "Signed-out visitors get a popular, diverse feed": no two
// consecutive pins from the same pinner or board where the page allows it.
import { clumps } from '@corkboard/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allPages, pinsOf, savePin, type FeedPin } from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';

let server: TestServer;
const keys = (pin: FeedPin) => ({ pinner: pin.pinner.id, board: pin.board.id });

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  const dave = await createUser(ctx, { first_name: 'Dave' });
  const gina = await createUser(ctx, { first_name: 'Gina' });
  const saver = await createUser(ctx, { first_name: 'Sid' });
  const daveBoard = await createBoard(ctx, dave.id);
  const ginaBoard = await createBoard(ctx, gina.id);
  const saves = await createBoard(ctx, saver.id);
  // Newest first, these come in runs of one pinner: the feed must interleave them.
  for (let i = 0; i < 6; i += 1) await createPin(ctx, daveBoard, dave.id);
  for (let i = 0; i < 6; i += 1) await createPin(ctx, ginaBoard, gina.id);
  const popular = await createPin(ctx, daveBoard, dave.id, { title: 'Popular' });
  await savePin(ctx, saves, saver.id, popular);
});
afterAll(() => server.close());

it('interleaves pinners and boards on every page', async () => {
  const anonymous = await clientFor(server, null);
  const res = await anonymous.get('UserHomefeedResource', { page_size: 12 });
  const pins = pinsOf(res);
  expect(pins).toHaveLength(12);
  expect(clumps(pins, keys)).toBe(0);
  const { pins: all } = await allPages(anonymous, 'UserHomefeedResource', {}, 4);
  expect(all).toHaveLength(13);
  expect(new Set(all.map((x) => x.id)).size).toBe(13);
});

it('popular first: the pin people saved leads its round', async () => {
  const pins = pinsOf(await (await clientFor(server, null)).get('UserHomefeedResource', {}));
  expect(pins[0]?.recommendation_reason?.reason).toBe('popular');
  expect(pins.filter((x) => x.recommendation_reason?.reason === 'popular')).toHaveLength(1);
});
