// The home feed (issue 6): "pins from followed users and boards, followed interests, boards the
// viewer saved to, and fresh popular pins, blended and deduplicated; each pin carries
// recommendation_reason {reason, reason_id, board} so the card's feedback type (req 000-4.24, the
// order of spec 000 §4) and its reason line are real ... Hidden pins, blocked users and secret
// boards never appear."
import {
  feedbackType,
  reasonLine,
  whyThisPin,
  WHY_THIS_PIN,
  type CardContext,
  type CardPinInput,
} from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import {
  allPages,
  createInterest,
  pinsOf,
  reasonOf,
  savePin,
  tag,
  type FeedPin,
} from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';

type U = { id: string; username: string };
type B = { id: string; privacy: string; name: string };
let server: TestServer;
let viewer: ApiClient;
let vera: U;
let alice: U;
let bob: U;
let erin: U;
let frank: U;
let bobBoard: B;
let kitchen: B;
const p: Record<string, string> = {};
const interest: Record<string, { id: string; name: string; url_name: string }> = {};

const card = (pin: FeedPin) => pin as unknown as CardPinInput;
const ctxFor = (): CardContext => ({
  viewer: {
    signedIn: true,
    id: vera.id,
    isBot: false,
    isEmployee: false,
    isInternalNetwork: false,
    isTouch: false,
    isMobile: false,
  },
  surface: 'AuthHomefeed',
  experiments: {},
});

async function homeOf(api: ApiClient) {
  const res = await api.get('UserHomefeedResource', { page_size: 250 });
  expect(res.status).toBe(200);
  return pinsOf(res);
}

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  vera = await createUser(ctx, { first_name: 'Vera' });
  alice = await createUser(ctx, { first_name: 'Alice' });
  bob = await createUser(ctx, { first_name: 'Bob' });
  const carol = await createUser(ctx, { first_name: 'Carol' });
  const dave = await createUser(ctx, { first_name: 'Dave' });
  erin = await createUser(ctx, { first_name: 'Erin' });
  frank = await createUser(ctx, { first_name: 'Frank' });
  const gina = await createUser(ctx, { first_name: 'Gina' });
  const board = async (u: U, name: string, privacy: 'public' | 'secret' = 'public') => ({
    ...(await createBoard(ctx, u.id, { name, privacy })),
    name,
  });
  const aliceBoard = await board(alice, 'Alice things');
  const aliceSecret = await board(alice, 'Alice secret', 'secret');
  bobBoard = await board(bob, "Bob's Garden");
  const carolBoard = await board(carol, 'Carol bakes');
  const daveBoard = await board(dave, 'Dave camps');
  const erinBoard = await board(erin, 'Erin');
  const frankBoard = await board(frank, 'Frank');
  const ginaBoard = await board(gina, 'Gina');
  kitchen = await board(vera, 'Kitchen');
  const quickId = await ctx.stores.boards.insert({
    owner_id: vera.id,
    name: 'Quick Saves',
    slug: 'quick-saves',
    description: '',
    privacy: 'public',
    layout: 'quick_saves',
    is_archived: 0,
    sort_index: 0,
    created_at: Date.now(),
    last_pinned_at: Date.now(),
  });
  const quick = { id: quickId, privacy: 'public' };
  for (const name of ['Sourdough', 'Camping', 'Knitting']) {
    interest[name] = await createInterest(ctx, name);
  }
  const pin = (b: { id: string; privacy: string }, u: U, title: string) =>
    createPin(ctx, b, u.id, { title });

  p.davePopular = await pin(daveBoard, dave, 'Dave popular');
  p.ginaSaveOfDave = await savePin(ctx, ginaBoard, gina.id, p.davePopular);
  p.alicePin1 = await pin(aliceBoard, alice, 'Alice one');
  p.alicePin2 = await pin(aliceBoard, alice, 'Alice two');
  p.aliceSecretPin = await pin(aliceSecret, alice, 'Alice secret pin');
  p.aliceOnBob = await pin(bobBoard, alice, 'Alice on Bob board');
  p.aliceSaveOfDave = await savePin(ctx, aliceBoard, alice.id, p.davePopular);
  p.bobPin1 = await pin(bobBoard, bob, 'Bob one');
  p.bobPin2 = await pin(bobBoard, bob, 'Bob two');
  p.sourdough1 = await pin(carolBoard, carol, 'Sourdough one');
  p.sourdough2 = await pin(carolBoard, carol, 'Sourdough two');
  await tag(ctx, p.sourdough1, interest.Sourdough!);
  await tag(ctx, p.sourdough2, interest.Sourdough!);
  p.campingSource = await pin(daveBoard, dave, 'Camping source');
  p.carolCamping = await pin(carolBoard, carol, 'Carol camping');
  await tag(ctx, p.campingSource, interest.Camping!);
  await tag(ctx, p.carolCamping, interest.Camping!);
  p.knittingSource = await pin(ginaBoard, gina, 'Knitting source');
  p.ginaKnitting = await pin(ginaBoard, gina, 'Gina knitting');
  await tag(ctx, p.knittingSource, interest.Knitting!);
  await tag(ctx, p.ginaKnitting, interest.Knitting!);
  p.ginaFresh = await pin(ginaBoard, gina, 'Gina fresh');
  p.erinPin = await pin(erinBoard, erin, 'Erin pin');
  p.frankPin = await pin(frankBoard, frank, 'Frank pin');
  p.ginaSaveOfFrank = await savePin(ctx, ginaBoard, gina.id, p.frankPin);
  // Vera's own saves: to her board Kitchen (camping) and to her profile (knitting).
  p.veraCamping = await savePin(ctx, kitchen, vera.id, p.campingSource);
  p.veraKnitting = await savePin(ctx, quick, vera.id, p.knittingSource);

  viewer = await clientFor(server, vera);
  expect((await viewer.post('UserFollowResource', 'create', { user_id: alice.id })).status).toBe(
    200,
  );
  expect((await viewer.write('PUT', `/v3/boards/${bobBoard.id}/follow/`)).status).toBe(200);
  const followed = await viewer.post('InterestFollowResource', 'create', {
    interest_id: interest.Sourdough!.id,
  });
  expect(followed.status).toBe(200);
  const erinApi = await clientFor(server, erin);
  await erinApi.post('UserBlockResource', 'create', { blocked_user_id: vera.id });
  await viewer.post('UserBlockResource', 'create', { blocked_user_id: frank.id });
});
afterAll(() => server.close());

describe('every source gives its pins with the reason of that source', () => {
  let home: FeedPin[];
  beforeAll(async () => {
    home = await homeOf(viewer);
  });

  it.each([
    ['a followed user: "followed_user", reason_id the user', 'alicePin1', () => alice.id],
    ['the same user, another pin', 'alicePin2', () => alice.id],
    [
      "a followed user's pin on a followed board: the user comes first",
      'aliceOnBob',
      () => alice.id,
    ],
  ])('%s', (_case, key, userId) => {
    expect(reasonOf(home, p[key]!)).toEqual({
      reason: 'followed_user',
      reason_id: userId(),
      board: null,
    });
  });

  it('a followed board: "followed_board", reason_id and board the board', () => {
    for (const key of ['bobPin1', 'bobPin2']) {
      expect(reasonOf(home, p[key]!)).toMatchObject({
        reason: 'followed_board',
        reason_id: bobBoard.id,
        board: { id: bobBoard.id, name: "Bob's Garden" },
      });
    }
  });

  it('a followed interest: "followed_interest" with the interest as reason_id and source', () => {
    const pin = home.find((x) => x.id === p.sourdough1);
    expect(pin?.recommendation_reason).toEqual({
      reason: 'followed_interest',
      reason_id: interest.Sourdough!.id,
      board: null,
    });
    expect(pin?.source_interest).toEqual(
      interest.Sourdough && {
        id: interest.Sourdough.id,
        name: 'Sourdough',
        url_name: interest.Sourdough.url_name,
      },
    );
    expect(reasonOf(home, p.sourdough2!)?.reason).toBe('followed_interest');
  });

  it('like a pin saved to one of my boards: "saved_to_board" naming that board', () => {
    const pin = home.find((x) => x.id === p.carolCamping);
    expect(pin?.recommendation_reason).toMatchObject({
      reason: 'saved_to_board',
      reason_id: kitchen.id,
      board: { id: kitchen.id, name: 'Kitchen' },
    });
    expect(pin?.source_interest?.name).toBe('Camping');
  });

  it('like a pin saved to my profile (quick saves): "recent_activity", no board', () => {
    expect(reasonOf(home, p.ginaKnitting!)).toEqual({
      reason: 'recent_activity',
      reason_id: interest.Knitting!.id,
      board: null,
    });
  });

  it('popular (saved by others lately) and fresh (nobody saved it yet)', () => {
    expect(reasonOf(home, p.ginaFresh!)?.reason).toBe('fresh');
    // Alice (followed) saved Dave's pin too: on one page the original shows once, by either.
    const shown = home.filter((x) => x.id === p.davePopular || x.id === p.aliceSaveOfDave);
    expect(shown).toHaveLength(1);
    const only = shown[0]!;
    expect(only.recommendation_reason?.reason).toBe(
      only.id === p.davePopular ? 'popular' : 'followed_user',
    );
  });

  it('leaves out my own pins and what I already saved', () => {
    const ids = home.map((x) => x.id);
    for (const key of ['veraCamping', 'veraKnitting', 'campingSource', 'knittingSource']) {
      expect(ids, key).not.toContain(p[key]);
    }
  });

  it('never shows a secret board, nor anyone a block stands between (both directions)', () => {
    const ids = home.map((x) => x.id);
    expect(ids).not.toContain(p.aliceSecretPin);
    expect(ids).not.toContain(p.erinPin); // Erin blocked me
    expect(ids).not.toContain(p.frankPin); // I blocked Frank
    expect(ids).not.toContain(p.ginaSaveOfFrank); // a third party's save of Frank's pin
  });

  it('every pin carries a reason, and "Why am I seeing this?" explains each in plain words', () => {
    for (const pin of home) {
      expect(pin.recommendation_reason, pin.id).not.toBeNull();
      expect(whyThisPin(card(pin)), pin.id).not.toBe(WHY_THIS_PIN.fallback);
    }
  });
});

describe("the card's feedback type and reason line follow from the reason (spec 000 §4, §8, reqs 000-4.24, 000-8.22)", () => {
  it.each<[string, string, string, string | null]>([
    ['a followed profile', 'alicePin1', 'followed', 'Because you follow Alice User'],
    ['a followed board', 'bobPin1', 'followed', "Because you follow Bob's Garden"],
    ['a followed topic', 'sourdough1', 'topic', "Because you're interested in Sourdough"],
    ['saved to a board', 'carolCamping', 'pfyBoard', 'Inspired by your board Kitchen'],
    ['recent activity', 'ginaKnitting', 'pfy', 'Inspired by your recent activity'],
    ['fresh makes no claim', 'ginaFresh', 'default', null],
  ])('%s', async (_case, key, type, line) => {
    const pin = (await homeOf(viewer)).find((x) => x.id === p[key]);
    expect(pin, key).toBeDefined();
    const decided = feedbackType(card(pin!), ctxFor());
    expect(decided).toBe(type);
    expect(reasonLine(decided, card(pin!))).toBe(line);
  });
});

describe('paging', () => {
  it('small pages return every pin once, the same originals as one big page', async () => {
    const big = await homeOf(viewer);
    const { pins, pages } = await allPages(viewer, 'UserHomefeedResource', {}, 3);
    const ids = pins.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBeGreaterThan(3);
    const rootOf = async (id: string) => {
      const row = await server.ctx.stores.pins.byId(id);
      return String(row?.origin_pin_id ?? id);
    };
    const roots = async (list: FeedPin[]) =>
      new Set(await Promise.all(list.map((x) => rootOf(x.id))));
    expect([...(await roots(pins))].sort()).toEqual([...(await roots(big))].sort());
  });

  it('refuses a bookmark it never gave out', async () => {
    const forged = Buffer.from(JSON.stringify({ c: { z: '1' } })).toString('base64url');
    const res = await viewer.get('UserHomefeedResource', { bookmarks: [forged] });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.code).toBe('invalid_parameters');
  });
});

describe('the feed changes with what the viewer follows', () => {
  it('following then unfollowing a user, a board and a topic moves their pins', async () => {
    const walt = await createUser(server.ctx, { first_name: 'Walt' });
    const api = await clientFor(server, walt);
    const reason = async (key: string) => reasonOf(await homeOf(api), p[key]!)?.reason;
    expect(await reason('alicePin1')).toBe('fresh');
    expect(await reason('bobPin2')).toBe('fresh');
    expect(await reason('sourdough2')).toBe('fresh');

    await api.post('UserFollowResource', 'create', { user_id: alice.id });
    await api.write('PUT', `/v3/boards/${bobBoard.id}/follow/`);
    await api.post('InterestFollowResource', 'create', { interest_id: interest.Sourdough!.id });
    expect(await reason('alicePin1')).toBe('followed_user');
    expect(await reason('bobPin2')).toBe('followed_board');
    expect(await reason('sourdough2')).toBe('followed_interest');

    await api.post('UserFollowResource', 'delete', { user_id: alice.id });
    await api.write('DELETE', `/v3/boards/${bobBoard.id}/follow/`);
    await api.post('InterestFollowResource', 'delete', { interest_id: interest.Sourdough!.id });
    expect(await reason('alicePin1')).toBe('fresh');
    expect(await reason('bobPin2')).toBe('fresh');
    expect(await reason('sourdough2')).toBe('fresh');
  });

  it('a hidden pin leaves the feed with every copy of it, and comes back on unhide', async () => {
    const before = (await homeOf(viewer)).map((x) => x.id);
    expect(before).toContain(p.bobPin1);
    expect((await viewer.write('PUT', `/v3/p2p/${p.bobPin1}/hide/`)).status).toBe(200);
    expect((await homeOf(viewer)).map((x) => x.id)).not.toContain(p.bobPin1);
    // Hiding a save hides its original (and other saves of it).
    expect((await viewer.write('PUT', `/v3/p2p/${p.ginaSaveOfDave}/hide/`)).status).toBe(200);
    const hidden = (await homeOf(viewer)).map((x) => x.id);
    expect(hidden).not.toContain(p.davePopular);
    expect(hidden).not.toContain(p.aliceSaveOfDave);
    await viewer.write('PUT', `/v3/p2p/${p.bobPin1}/unhide/`);
    await viewer.write('PUT', `/v3/p2p/${p.ginaSaveOfDave}/unhide/`);
    expect((await homeOf(viewer)).map((x) => x.id)).toContain(p.bobPin1);
  });
});

describe('signed out', () => {
  it('popular and fresh public pins only, every pin once, nothing private', async () => {
    const anonymous = await clientFor(server, null);
    const { pins } = await allPages(anonymous, 'UserHomefeedResource', {}, 4);
    const ids = pins.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pin of pins) {
      expect(['popular', 'fresh']).toContain(pin.recommendation_reason?.reason);
    }
    expect(ids).toContain(p.davePopular);
    expect(ids).toContain(p.erinPin);
    expect(ids).not.toContain(p.aliceSecretPin);
    expect(ids).not.toContain(p.ginaSaveOfDave); // saves count as popularity, not as pins
    const popular = pins.find((x) => x.id === p.davePopular);
    expect(popular?.recommendation_reason).toEqual({
      reason: 'popular',
      reason_id: null,
      board: null,
    });
  });

  it('answers the same bytes to every signed-out visitor (the read cache keys them)', async () => {
    const a = await (await clientFor(server, null)).get('UserHomefeedResource', {});
    const b = await (await clientFor(server, null)).get('UserHomefeedResource', {});
    expect(a.raw).toBe(b.raw);
  });
});
