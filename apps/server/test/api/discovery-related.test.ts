// Related pins under every closeup (RelatedPinFeedResource) and a board's "More ideas"
// (BoardMoreIdeasFeedResource), issue 6: "pins sharing boards, annotations/interests, or
// domain, ranked", keyset-paged, never the pin itself or its copies, never private (docs/DESIGN.md
// §5: "a secret board ... not_found ... on every path: feeds, search, related pins").
import { feedbackType, type CardContext, type CardPinInput } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import {
  allPages,
  createInterest,
  pinsOf,
  savePin,
  setPin,
  tag,
  type FeedPin,
} from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, errorCode } from './saving-fixtures';

type U = { id: string; username: string };
let server: TestServer;
let owner: U;
let stranger: U;
let breadBoard: { id: string; privacy: string };
let secretBoard: { id: string; privacy: string };
const p: Record<string, string> = {};

const ids = (pins: FeedPin[]) => pins.map((x) => x.id);
const related = async (api: ApiClient, pinId: string) =>
  api.get('RelatedPinFeedResource', { pin_id: pinId, page_size: 250 });

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  owner = await createUser(ctx, { first_name: 'Olga' });
  const saver = await createUser(ctx, { first_name: 'Sam' });
  const other = await createUser(ctx, { first_name: 'Otto' });
  stranger = await createUser(ctx, { first_name: 'Stan' });
  const blocker = await createUser(ctx, { first_name: 'Bea' });
  breadBoard = await createBoard(ctx, owner.id, { name: 'Bread' });
  secretBoard = await createBoard(ctx, owner.id, { name: 'Plans', privacy: 'secret' });
  const loaves = await createBoard(ctx, saver.id, { name: 'Loaves' });
  const otherBoard = await createBoard(ctx, other.id, { name: 'Misc' });
  const blockerBoard = await createBoard(ctx, blocker.id, { name: 'Bea' });
  const sourdough = await createInterest(ctx, 'Sourdough');
  const knitting = await createInterest(ctx, 'Knitting');
  const pin = async (b: { id: string; privacy: string }, u: U, title: string, domain: string) => {
    const id = await createPin(ctx, b, u.id, { title });
    await setPin(ctx, id, { domain });
    return id;
  };
  // Created oldest first; every score ties are broken newest first.
  p.y = await pin(otherBoard, other, 'Y: saved beside it and about it', 'y.example');
  await tag(ctx, p.y, sourdough);
  p.q1 = await pin(otherBoard, other, 'Q1: about it', 'q.example');
  await tag(ctx, p.q1, sourdough);
  p.z = await pin(otherBoard, other, 'Z: same site', 'bread.example');
  p.closeup = await pin(breadBoard, owner, 'The closeup', 'bread.example');
  await tag(ctx, p.closeup, sourdough);
  p.q2 = await pin(otherBoard, other, 'Q2: about it, same site', 'bread.example');
  await tag(ctx, p.q2, sourdough);
  p.x2 = await pin(breadBoard, owner, 'X2: on its board', 'x.example');
  await tag(ctx, p.x2, knitting);
  p.saveOfCloseup = await savePin(ctx, loaves, saver.id, p.closeup);
  p.x1 = await pin(loaves, saver, 'X1: on a board that saved it', 'x.example');
  p.saveOfY = await savePin(ctx, loaves, saver.id, p.y);
  // Private: a secret board holding a save of the closeup and of V (so V shares only that).
  p.v = await pin(otherBoard, other, 'V: only beside it on a secret board', 'v.example');
  await savePin(ctx, secretBoard, owner.id, p.closeup);
  await savePin(ctx, secretBoard, owner.id, p.v);
  p.secretPin = await pin(secretBoard, owner, 'Secret, about it', 'bread.example');
  await tag(ctx, p.secretPin, sourdough);
  p.blockerPin = await pin(blockerBoard, blocker, 'By someone who blocks', 'bread.example');
  await tag(ctx, p.blockerPin, sourdough);
  p.unrelated = await pin(otherBoard, other, 'Nothing shared', 'far.example');
  const blockerApi = await clientFor(server, blocker);
  await blockerApi.post('UserBlockResource', 'create', { blocked_user_id: stranger.id });
});
afterAll(() => server.close());

describe('RelatedPinFeedResource get {pin_id}', () => {
  it('ranks by shared signals: board 2, interest 1, site 1; ties newest first', async () => {
    const res = await related(await clientFor(server, null), p.closeup!);
    expect(res.status).toBe(200);
    // Scores: Y 3 (Loaves 2 + Sourdough 1); 2: Q2 (Sourdough + bread.example), X1 (Loaves),
    // X2 (Bread), the blocker's pin (Sourdough + bread.example, visible when signed out);
    // 1: Z (bread.example), Q1 (Sourdough). Equal scores: newest (highest id) first.
    const byId = (a?: string, b?: string) => Number(b) - Number(a);
    const expected = [
      p.y,
      ...[p.q2, p.x1, p.x2, p.blockerPin].sort(byId),
      ...[p.z, p.q1].sort(byId),
    ];
    expect(ids(pinsOf(res))).toEqual(expected);
    expect(res.body.resource_response.bookmark).toBe('-end-');
  });

  it('never answers the pin itself, its copies, private pins or what shares only a secret board', async () => {
    const got = ids(pinsOf(await related(await clientFor(server, owner), p.closeup!)));
    for (const key of ['closeup', 'saveOfCloseup', 'saveOfY', 'v', 'secretPin', 'unrelated']) {
      expect(got, key).not.toContain(p[key]);
    }
  });

  it('leaves out pins of someone a block stands between, and pins the viewer hid', async () => {
    const api = await clientFor(server, stranger);
    expect(ids(pinsOf(await related(api, p.closeup!)))).not.toContain(p.blockerPin);
    await api.write('PUT', `/v3/p2p/${p.q2}/hide/`);
    expect(ids(pinsOf(await related(api, p.closeup!)))).not.toContain(p.q2);
    await api.write('PUT', `/v3/p2p/${p.q2}/unhide/`);
    expect(ids(pinsOf(await related(api, p.closeup!)))).toContain(p.q2);
  });

  it('a save shows what its original would, each pin reasoned "related_pin"', async () => {
    const api = await clientFor(server, null);
    const viaSave = pinsOf(await related(api, p.saveOfCloseup!));
    expect(ids(viaSave)).toEqual(ids(pinsOf(await related(api, p.closeup!))));
    for (const pin of viaSave) {
      expect(pin.recommendation_reason).toEqual({
        reason: 'related_pin',
        reason_id: p.saveOfCloseup,
        board: null,
      });
    }
    const ctx: CardContext = {
      viewer: {
        signedIn: false,
        id: null,
        isBot: false,
        isEmployee: false,
        isInternalNetwork: false,
        isTouch: false,
        isMobile: false,
      },
      surface: 'RelatedPinGrid',
      experiments: {},
      viewParameter: 140,
    };
    expect(feedbackType(viaSave[0] as unknown as CardPinInput, ctx)).toBe('related');
  });

  it('pages by (score, id): small pages add up to the one big page', async () => {
    const api = await clientFor(server, null);
    const whole = ids(pinsOf(await related(api, p.closeup!)));
    const { pins, pages } = await allPages(api, 'RelatedPinFeedResource', { pin_id: p.closeup }, 2);
    expect(ids(pins)).toEqual(whole);
    expect(pages).toBe(Math.ceil(whole.length / 2));
  });

  it('a pin the viewer may not see is not_found', async () => {
    const res = await related(await clientFor(server, stranger), p.secretPin!);
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('not_found');
    const unknown = await related(await clientFor(server, null), '999999999');
    expect(unknown.status).toBe(404);
  });
});

describe('BoardMoreIdeasFeedResource get {board_id}', () => {
  it("pins about the board's top interests that are not on the board", async () => {
    const res = await (
      await clientFor(server, null)
    ).get('BoardMoreIdeasFeedResource', {
      board_id: breadBoard.id,
    });
    expect(res.status).toBe(200);
    const got = ids(pinsOf(res));
    for (const key of ['y', 'q1', 'q2']) expect(got, key).toContain(p[key]);
    for (const key of ['closeup', 'x2', 'secretPin', 'z', 'unrelated']) {
      expect(got, key).not.toContain(p[key]);
    }
    expect(pinsOf(res)[0]?.recommendation_reason).toMatchObject({
      reason: 'more_ideas',
      reason_id: breadBoard.id,
      board: { id: breadBoard.id, name: 'Bread' },
    });
  });

  it('leaves out pins saved onto the board too', async () => {
    const api = await clientFor(server, owner);
    const before = ids(
      pinsOf(await api.get('BoardMoreIdeasFeedResource', { board_id: breadBoard.id })),
    );
    expect(before).toContain(p.q1);
    await savePin(server.ctx, breadBoard, owner.id, p.q1!);
    const after = ids(
      pinsOf(await api.get('BoardMoreIdeasFeedResource', { board_id: breadBoard.id })),
    );
    expect(after).not.toContain(p.q1);
  });

  it("a secret board's more ideas are not_found to others, and never show secret pins", async () => {
    const res = await (
      await clientFor(server, stranger)
    ).get('BoardMoreIdeasFeedResource', {
      board_id: secretBoard.id,
    });
    expect(res.status).toBe(404);
    const own = await (
      await clientFor(server, owner)
    ).get('BoardMoreIdeasFeedResource', {
      board_id: secretBoard.id,
    });
    expect(own.status).toBe(200);
    expect(ids(pinsOf(own))).not.toContain(p.secretPin);
  });
});
