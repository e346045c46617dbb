// Pins people create are tagged with interests (issue 13, "Search and discovery quality": "pins
// people create or save are tagged with interests too, so topic pages grow with the community"):
// PinResource create tags a new original with the interests its title or description names as
// whole words (interestsOfPinText), so it joins those topic pages (TopicFeedResource); an edit of
// its text re-decides them; a save is about what its original is about. On both engines.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createInterest, pinsOf } from './discovery-fixtures';
import { createBoard, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data } from './saving-fixtures';

let server: TestServer;
let maker: ApiClient;
let fan: ApiClient;
let board: { id: string };
let fanBoard: { id: string };
let image: string;
let sourdough: { id: string; url_name: string };
let art: { id: string; url_name: string };
let travel: { id: string; url_name: string };

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  const mia = await createUser(ctx, { first_name: 'Mia' });
  const fred = await createUser(ctx, { first_name: 'Fred' });
  board = await createBoard(ctx, mia.id, { name: 'Kitchen' });
  fanBoard = await createBoard(ctx, fred.id, { name: 'Fred board' });
  sourdough = await createInterest(ctx, 'Sourdough');
  art = await createInterest(ctx, 'Art');
  travel = await createInterest(ctx, 'Travel', 'category');
  maker = await clientFor(server, mia);
  fan = await clientFor(server, fred);
  const jpeg = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#c1862e' },
  })
    .jpeg()
    .toBuffer();
  image = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
});
afterAll(() => server.close());

async function createPin(text: { title: string; description?: string }): Promise<string> {
  const res = await maker.post('PinResource', 'create', {
    board_id: board.id,
    image_base64: image,
    ...text,
  });
  expect(res.status, res.raw).toBe(200);
  return data(res).id as string;
}

async function onTopicPage(interest: { id: string }): Promise<string[]> {
  const res = await (
    await clientFor(server, null)
  ).get('TopicFeedResource', {
    interest_id: interest.id,
    page_size: 250,
  });
  expect(res.status, res.raw).toBe(200);
  return pinsOf(res).map((p) => p.id);
}

describe('PinResource create: a new pin is about the interests its text names', () => {
  it("a title that names a topic puts the pin on that topic's page", async () => {
    const pin = await createPin({ title: 'My first SOURDOUGH loaf' });
    expect(await onTopicPage(sourdough)).toContain(pin);
    expect(await onTopicPage(art)).not.toContain(pin);
  });

  it("a description that names a category puts the pin on that category's page", async () => {
    const pin = await createPin({ title: 'Kyoto', description: 'Notes on slow travel' });
    expect(await onTopicPage(travel)).toContain(pin);
  });

  it('a text that does not name the topic keeps the pin off its page ("art" is not in "party")', async () => {
    const pin = await createPin({ title: 'Party tarts', description: 'Starters for the party' });
    for (const interest of [sourdough, art, travel]) {
      expect(await onTopicPage(interest)).not.toContain(pin);
    }
  });
});

describe('a save is about what its original is about', () => {
  it('the topic page shows the saved original once, never the save itself', async () => {
    const pin = await createPin({ title: 'Sourdough crumb shot' });
    const save = await fan.post('RepinResource', 'create', { pin_id: pin, board_id: fanBoard.id });
    expect(save.status, save.raw).toBe(200);
    const ids = await onTopicPage(sourdough);
    expect(ids.filter((id) => id === pin)).toHaveLength(1);
    expect(ids).not.toContain(data(save).id);
    expect(await server.ctx.stores.interests.ofPins([data(save).id])).toEqual(new Map());
  });

  it("a save's own new title tags nothing: only originals are tagged", async () => {
    const pin = await createPin({ title: 'Crumb' });
    const save = data(await fan.post('RepinResource', 'create', { pin_id: pin }));
    const res = await fan.post('PinResource', 'update', { id: save.id, title: 'Art crumb' });
    expect(res.status, res.raw).toBe(200);
    expect(await server.ctx.stores.interests.ofPins([pin, save.id])).toEqual(new Map());
  });
});

describe('PinResource update: a new title or description re-decides the interests', () => {
  it('a pin joins the topic its new title names and leaves the one it no longer names', async () => {
    const pin = await createPin({ title: 'Sourdough starter' });
    expect(await onTopicPage(sourdough)).toContain(pin);
    const res = await maker.post('PinResource', 'update', { id: pin, title: 'Art of the loaf' });
    expect(res.status, res.raw).toBe(200);
    expect(await onTopicPage(art)).toContain(pin);
    expect(await onTopicPage(sourdough)).not.toContain(pin);
  });

  it('an interest the pin got otherwise, which its text never named, stays', async () => {
    const pin = await createPin({ title: 'Untitled' });
    await server.ctx.stores.interests.tag(pin, [sourdough.id]);
    await maker.post('PinResource', 'update', { id: pin, description: 'Still untitled' });
    expect(await onTopicPage(sourdough)).toContain(pin);
  });
});
