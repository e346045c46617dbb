// Recommending surfaces never offer a deleted idea pin (domain isRecommendable). Req 000-4.23:
// "A deleted story pin shows a placeholder" is for the board that holds it: there it stays.
// Home feed, related pins, more ideas, topic pages, today covers and the public search scopes
// leave it out; the viewer's own search scopes still find it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { allPages, createInterest, savePin, tag } from './discovery-fixtures';
import { createBoard, createPin, createUser, storyPinJson } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data } from './saving-fixtures';

let server: TestServer;
let maker: { id: string; username: string };
let viewer: ApiClient;
let makerApi: ApiClient;
let topic: { id: string; url_name: string };
let board: { id: string; privacy: string };
let otherBoard: { id: string; privacy: string };
const p: Record<string, string> = {};

async function setStory(pinId: string, isDeleted: boolean) {
  await server.ctx.storage.db
    .updateTable('pins')
    .set({ story_pin_data: storyPinJson({ is_deleted: isDeleted }) })
    .where('id', '=', pinId)
    .execute();
  server.ctx.readCache.invalidate();
}

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  maker = await createUser(ctx, { first_name: 'Ida' });
  const fan = await createUser(ctx, { first_name: 'Fay' });
  board = await createBoard(ctx, maker.id, { name: 'Lanterns' });
  otherBoard = await createBoard(ctx, maker.id, { name: 'Lantern ideas' });
  topic = await createInterest(ctx, 'Paper lanterns');
  p.alive = await createPin(ctx, board, maker.id, { title: 'Paper lantern steps' });
  p.deleted = await createPin(ctx, board, maker.id, { title: 'Paper lantern story' });
  p.story = await createPin(ctx, board, maker.id, { title: 'Paper lantern live story' });
  p.other = await createPin(ctx, otherBoard, maker.id, { title: 'Paper lantern lights' });
  await setStory(p.deleted, true);
  await setStory(p.story, false);
  for (const id of [p.alive, p.deleted, p.story, p.other]) await tag(ctx, id!, topic);
  // A save makes them "popular" and the topic "trending" on /today/.
  const fanBoard = await createBoard(ctx, fan.id, { name: 'Fan lanterns' });
  await savePin(ctx, fanBoard, fan.id, p.deleted);
  await savePin(ctx, fanBoard, fan.id, p.alive);

  const stranger = await createUser(ctx, { first_name: 'Viv' });
  viewer = await clientFor(server, stranger);
  makerApi = await clientFor(server, maker);
  expect((await viewer.post('UserFollowResource', 'create', { user_id: maker.id })).status).toBe(
    200,
  );
  expect(
    (await viewer.post('InterestFollowResource', 'create', { interest_id: topic.id })).status,
  ).toBe(200);
});
afterAll(() => server.close());

const idsOf = async (api: ApiClient, name: string, options: Record<string, unknown>) =>
  (await allPages(api, name, options, 2)).pins.map((pin) => pin.id);

describe('a deleted idea pin on recommending surfaces', () => {
  it.each<[string, string, () => Record<string, unknown>]>([
    ['the home feed', 'UserHomefeedResource', () => ({})],
    ['a topic page', 'TopicFeedResource', () => ({ url_name: topic.url_name })],
    ['related pins', 'RelatedPinFeedResource', () => ({ pin_id: p.alive })],
    ["a board's more ideas", 'BoardMoreIdeasFeedResource', () => ({ board_id: otherBoard.id })],
    ['search, pins', 'BaseSearchResource', () => ({ query: 'lantern', scope: 'pins' })],
    ['search, idea pins', 'BaseSearchResource', () => ({ query: 'lantern', scope: 'idea_pins' })],
  ])('%s leaves it out, page after page, and keeps the rest', async (_case, name, options) => {
    const found = await idsOf(viewer, name, options());
    expect(found).not.toContain(p.deleted);
    // A live idea pin is not touched by the rule.
    if (name !== 'RelatedPinFeedResource' && name !== 'BoardMoreIdeasFeedResource') {
      expect(found).toContain(p.story);
    }
  });

  it('the idea pins scope still finds the idea pin that was not deleted', async () => {
    expect(
      await idsOf(viewer, 'BaseSearchResource', { query: 'lantern', scope: 'idea_pins' }),
    ).toEqual([p.story]);
  });

  it('today article covers leave it out', async () => {
    const res = await viewer.get('TodayArticlesResource', {});
    const covers = (data(res) as { cover_pins: { id: string }[] }[]).flatMap((a) =>
      a.cover_pins.map((pin) => pin.id),
    );
    expect(covers.length).toBeGreaterThan(0);
    expect(covers).not.toContain(p.deleted);
  });

  it('the board that holds it still shows it (the placeholder, spec 000 §4, req 000-4.23)', async () => {
    expect(await idsOf(viewer, 'BoardFeedResource', { board_id: board.id })).toContain(p.deleted);
  });

  it("its pinner's own search scopes still find it", async () => {
    for (const scope of ['my_pins', 'my_content']) {
      expect(await idsOf(makerApi, 'BaseSearchResource', { query: 'lantern', scope })).toContain(
        p.deleted,
      );
    }
  });
});
