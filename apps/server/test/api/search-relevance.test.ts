// The relevance test set (issue 13, "Search and discovery quality"): queries with the results
// they must return first, on both engines. The rule they check (packages/domain
// search-ranking.ts): "pin results ranked by text match, then engagement; ads never outrank a
// strong organic match"; "boards ranked by pins and relevance". Engagement is a pin's saves,
// counted by migration 0008's triggers, so the last tests check that count on every write.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';
import { idsOf, search, searchPin } from './search-fixtures';

let server: TestServer;
let anon: ApiClient;
const pin: Record<string, string> = {};
const board: Record<string, string> = {};

/** `count` saves of a pin, each by a new person on their own board. */
async function saves(pinId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const saver = await createUser(server.ctx);
    const own = await createBoard(server.ctx, saver.id);
    await createPin(server.ctx, own, saver.id, { title: 'A save', origin_pin_id: pinId });
  }
}

const saveCount = async (pinId: string) =>
  Number(
    (
      await server.ctx.storage.db
        .selectFrom('pins')
        .select('save_count')
        .where('id', '=', pinId)
        .executeTakeFirstOrThrow()
    ).save_count,
  );

beforeAll(async () => {
  server = await startTestServer();
  anon = new ApiClient(server.app);
  const { ctx } = server;
  const maker = await createUser(ctx);
  const shop = await createUser(ctx);
  const home = await createBoard(ctx, maker.id, { name: 'Home notes' });
  const ads = await createBoard(ctx, shop.id, { name: 'Shop window' });
  const add = async (
    key: string,
    b: { id: string; privacy: string },
    title: string,
    description: string,
  ) => {
    pin[key] = await searchPin(server, b, b === ads ? shop.id : maker.id, title, { description });
  };
  // Made oldest first: newest-first order alone would put the weaker matches on top.
  await add('kitchenShelf', home, 'Kitchen shelf ideas', 'Open shelving');
  await add('kitchenSmall', home, 'Small kitchen makeover', 'Before and after');
  await add('pantry', home, 'Pantry jars', 'Labels for a tidy kitchen');
  await add('campAd', ads, 'Camp kitchen essentials', 'Gear that nests');
  await add('shirtAd', ads, 'Graphic T-shirt', 'Cotton tee, great in the kitchen');
  await add('cakeWhole', home, 'Chocolate cake with berries', 'Weekend baking');
  await add('cakePart', home, 'Cake for birthdays', 'Dark chocolate frosting');
  await add('brownies', home, 'Brownies', 'Fudgier than chocolate cake');
  await add('lampOld', home, 'Desk lamp in brass', 'Warm light');
  await add('lampNew', home, 'Desk lamp, clamp-on', 'Cool light');
  await add('cafe', home, 'Café corner at home', 'Espresso shelf');
  await ctx.storage.db
    .updateTable('pins')
    .set({ is_promoted: 1 })
    .where('id', 'in', [pin.campAd!, pin.shirtAd!])
    .execute();
  await saves(pin.campAd!, 4);
  await saves(pin.kitchenShelf!, 2);
  await saves(pin.lampOld!, 3);
  await saves(pin.cakePart!, 5);
  await saves(pin.brownies!, 9);

  const garden = async (key: string, name: string, description: string, pins: number) => {
    const b = await createBoard(ctx, maker.id, { name });
    await ctx.storage.db
      .updateTable('boards')
      .set({ description })
      .where('id', '=', b.id)
      .execute();
    for (let i = 0; i < pins; i += 1) await createPin(ctx, b, maker.id, { title: `Plant ${i}` });
    board[key] = b.id;
  };
  await garden('empty', 'Garden', '', 0);
  await garden('named', 'Garden ideas', '', 2);
  await garden('bigNamed', 'Garden party', '', 4);
  await garden('described', 'Outdoor living', 'Our garden in all seasons', 6);
  ctx.readCache.invalidate();
});
afterAll(() => server.close());

describe('pin results: text match, then engagement, ads after strong organic matches', () => {
  it.each([
    [
      'an ad matching the title never outranks the organic pins that do, however saved; a pin matching only in its description comes after both',
      'kitchen',
      ['kitchenShelf', 'kitchenSmall', 'campAd', 'pantry', 'shirtAd'],
    ],
    [
      'every term in the title outranks some terms in the title, which outranks the description alone, whatever the saves',
      'chocolate cake',
      ['cakeWhole', 'cakePart', 'brownies'],
    ],
    [
      'among equal matches, the pin saved more ranks first, though older',
      'desk lamp',
      ['lampOld', 'lampNew'],
    ],
    [
      'the last word is a prefix, and diacritics fold: "cafe cor" finds "Café corner"',
      'cafe cor',
      ['cafe'],
    ],
  ])('%s (%s)', async (_rule, query, expected) => {
    const found = idsOf(await search(anon, query, 'pins'));
    expect(found).toEqual(expected.map((key) => pin[key]));
  });

  it('later pages continue the same order (the score is the keyset)', async () => {
    const first = await search(anon, 'kitchen', 'pins', { page_size: 2 });
    const bookmark = first.body.resource_response.bookmark as string;
    const second = await search(anon, 'kitchen', 'pins', { page_size: 3, bookmarks: [bookmark] });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(
      ['kitchenShelf', 'kitchenSmall', 'campAd', 'pantry', 'shirtAd'].map((key) => pin[key]),
    );
  });
});

describe("the viewer's own Pins", () => {
  it('a saved ad is a downstream promotion, organic to its saver: it is not ranked as an ad', async () => {
    const { ctx } = server;
    const saver = await createUser(ctx);
    const own = await createBoard(ctx, saver.id, { name: 'Mine' });
    const savedAd = await searchPin(
      server,
      own,
      saver.id,
      'Lantern for the porch',
      {},
      pin.campAd!,
    );
    await ctx.storage.db
      .updateTable('pins')
      .set({ is_promoted: 1, is_downstream_promotion: 1 })
      .where('id', '=', savedAd)
      .execute();
    // Newer and as well matched: it would come first only if the saved ad were ranked as an ad;
    // ranked as organic, the saved ad's two saves put it first.
    const organic = await searchPin(server, own, saver.id, 'Lantern on the table');
    await saves(savedAd, 2);
    const api = await clientFor(server, saver);
    expect(idsOf(await search(api, 'lantern', 'my_pins'))).toEqual([savedAd, organic]);
  });
});

describe('board results: relevance, then pins; empty boards last', () => {
  it('a name match outranks a description match, more pins first among equals, and the empty board comes last', async () => {
    const found = idsOf(await search(anon, 'garden', 'boards'));
    expect(found).toEqual(['bigNamed', 'named', 'described', 'empty'].map((key) => board[key]));
  });

  it('each board result names its owner', async () => {
    const res = await search(anon, 'garden', 'boards');
    const first = res.body.resource_response.data[0] as {
      owner: { id: string; full_name: string };
    };
    expect(first.owner.full_name).toBeTruthy();
  });
});

describe("a pin's saves are counted on every write (migration 0008)", () => {
  it('a save adds one, deleting it takes one away, moving it to another origin moves the count', async () => {
    const { ctx } = server;
    const saver = await createUser(ctx);
    const own = await createBoard(ctx, saver.id);
    const before = await saveCount(pin.lampNew!);
    const save = await createPin(ctx, own, saver.id, { origin_pin_id: pin.lampNew! });
    expect(await saveCount(pin.lampNew!)).toBe(before + 1);

    const cafeBefore = await saveCount(pin.cafe!);
    await ctx.storage.db
      .updateTable('pins')
      .set({ origin_pin_id: pin.cafe! })
      .where('id', '=', save)
      .execute();
    expect(await saveCount(pin.lampNew!)).toBe(before);
    expect(await saveCount(pin.cafe!)).toBe(cafeBefore + 1);

    await ctx.storage.db.deleteFrom('pins').where('id', '=', save).execute();
    expect(await saveCount(pin.cafe!)).toBe(cafeBefore);
  });

  it("deleting a board takes its saves out of their origins' counts", async () => {
    const { ctx } = server;
    const saver = await createUser(ctx);
    const own = await createBoard(ctx, saver.id);
    const before = await saveCount(pin.pantry!);
    await createPin(ctx, own, saver.id, { origin_pin_id: pin.pantry! });
    await createPin(ctx, own, saver.id, { origin_pin_id: pin.pantry! });
    expect(await saveCount(pin.pantry!)).toBe(before + 2);
    await ctx.storage.db.deleteFrom('pins').where('board_id', '=', own.id).execute();
    await ctx.storage.db.deleteFrom('boards').where('id', '=', own.id).execute();
    expect(await saveCount(pin.pantry!)).toBe(before);
  });

  it("a save copies its origin's content, never its count", async () => {
    const counted = await server.ctx.storage.db
      .selectFrom('pins')
      .select(sql<number>`count(*)`.as('n'))
      .where('origin_pin_id', '=', pin.brownies!)
      .where('save_count', '!=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(0);
    expect(await saveCount(pin.brownies!)).toBe(9);
  });
});
