// Feedback on a card (spec 000 §2, §4, §7, §8, reqs 000-2.20, 000-4.25, 000-7.10 to 000-7.15,
// 000-2.08; issue 6): "Pin hidden" toast with undo and an optional unfollow shortcut, the right
// endpoint per surface (/v3/p2p/…/hide/, /v3/news_hub/…/hide/ and their undo), "Undoing an unfollow
// re-follows", the report (PinFeedbackResource update) and /edit, the home feed tuner
// (HomefeedTunerResource).
import { FEEDBACK } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createInterest, pinsOf, tag } from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

type U = { id: string; username: string };
let server: TestServer;
let viewer: ApiClient;
let vic: U;
let paula: U;
let board: { id: string; privacy: string; name: string };
let interest: { id: string; name: string; url_name: string };
const p: Record<string, string> = {};

const homeIds = async (api: ApiClient) =>
  pinsOf(await api.get('UserHomefeedResource', { page_size: 250 })).map((x) => x.id);

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  vic = await createUser(ctx, { first_name: 'Vic' });
  paula = await createUser(ctx, { first_name: 'Paula' });
  const bram = await createUser(ctx, { first_name: 'Bram' });
  const tina = await createUser(ctx, { first_name: 'Tina' });
  const blocker = await createUser(ctx, { first_name: 'Bea' });
  const paulaBoard = await createBoard(ctx, paula.id, { name: 'Paula board' });
  board = { ...(await createBoard(ctx, bram.id, { name: 'Garden' })), name: 'Garden' };
  const tinaBoard = await createBoard(ctx, tina.id, { name: 'Tina board' });
  const secret = await createBoard(ctx, tina.id, { name: 'Secret', privacy: 'secret' });
  const blockerBoard = await createBoard(ctx, blocker.id, { name: 'Bea' });
  interest = await createInterest(ctx, 'Camping');
  p.paula = await createPin(ctx, paulaBoard, paula.id, { title: 'By Paula' });
  p.paula2 = await createPin(ctx, paulaBoard, paula.id, { title: 'By Paula again' });
  p.garden = await createPin(ctx, board, bram.id, { title: 'On Garden' });
  p.camping = await createPin(ctx, tinaBoard, tina.id, { title: 'Camping' });
  await tag(ctx, p.camping, interest);
  p.plain = await createPin(ctx, tinaBoard, tina.id, { title: 'Plain' });
  p.secret = await createPin(ctx, secret, tina.id, { title: 'Secret' });
  p.blocker = await createPin(ctx, blockerBoard, blocker.id, { title: 'Blocker' });
  viewer = await clientFor(server, vic);
  await viewer.post('UserFollowResource', 'create', { user_id: paula.id });
  await viewer.write('PUT', `/v3/boards/${board.id}/follow/`);
  await viewer.post('InterestFollowResource', 'create', { interest_id: interest.id });
  await (
    await clientFor(server, blocker)
  ).post('UserBlockResource', 'create', {
    blocked_user_id: vic.id,
  });
});
afterAll(() => server.close());

describe('PUT /v3/p2p/{pin}/hide/ and /unhide/', () => {
  it('"Pin hidden", with the unfollow shortcut for what brought the pin', async () => {
    const res = await viewer.write('PUT', `/v3/p2p/${p.paula}/hide/`);
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({
      pin_id: p.paula,
      hidden: true,
      surface: 'p2p',
      news_id: null,
      message: 'Pin hidden',
      unfollow: {
        type: 'user',
        id: paula.id,
        name: 'Paula User',
        message: "You unfollowed Paula User and won't see Pins they save anymore.",
      },
    });
    expect(await homeIds(viewer)).not.toContain(p.paula);
    const undo = await viewer.write('PUT', `/v3/p2p/${p.paula}/unhide/`);
    expect(data(undo)).toMatchObject({ pin_id: p.paula, hidden: false, message: null });
    expect(await homeIds(viewer)).toContain(p.paula);
  });

  it.each([
    [
      'a followed board',
      'garden',
      () => ({
        type: 'board',
        id: board.id,
        name: 'Garden',
        message: "You unfollowed the board Garden and won't see Pins saved to it anymore.",
      }),
    ],
    [
      'a followed topic',
      'camping',
      () => ({
        type: 'interest',
        id: interest.id,
        name: 'Camping',
        message: "We'll show you less Pins from Camping in the future.",
      }),
    ],
    ['nothing followed', 'plain', () => null],
  ])('the shortcut for %s', async (_case, key, expected) => {
    const res = await viewer.write('PUT', `/v3/p2p/${p[key]}/hide/`);
    expect(data(res).unfollow).toEqual(expected());
    await viewer.write('PUT', `/v3/p2p/${p[key]}/unhide/`);
  });

  it('hiding twice is the same hide; unhiding what is not hidden changes nothing', async () => {
    expect((await viewer.write('PUT', `/v3/p2p/${p.plain}/hide/`)).status).toBe(200);
    expect((await viewer.write('PUT', `/v3/p2p/${p.plain}/hide/`)).status).toBe(200);
    expect((await viewer.write('PUT', `/v3/p2p/${p.plain}/unhide/`)).status).toBe(200);
    expect((await viewer.write('PUT', `/v3/p2p/${p.plain}/unhide/`)).status).toBe(200);
    expect(await homeIds(viewer)).toContain(p.plain);
  });

  it('"Undoing an unfollow re-follows": the shortcut and its undo go through the follows', async () => {
    const reasonOfPaula2 = async () =>
      pinsOf(await viewer.get('UserHomefeedResource', { page_size: 250 })).find(
        (x) => x.id === p.paula2,
      )?.recommendation_reason?.reason;
    const hide = data(await viewer.write('PUT', `/v3/p2p/${p.paula}/hide/`));
    await viewer.post('UserFollowResource', 'delete', { user_id: hide.unfollow.id });
    // No longer brought by the follow (a public pin may still come as fresh or popular).
    expect(await reasonOfPaula2()).not.toBe('followed_user');
    await viewer.post('UserFollowResource', 'create', { user_id: hide.unfollow.id });
    expect(await reasonOfPaula2()).toBe('followed_user');
    await viewer.write('PUT', `/v3/p2p/${p.paula}/unhide/`);
  });

  it.each([
    ['signed out', null, () => p.plain, 401, 'unauthorized'],
    ['an unknown pin', 'vic', () => '99999999', 404, 'not_found'],
    ["someone else's secret pin", 'vic', () => p.secret, 404, 'not_found'],
    ['a pin across a block', 'vic', () => p.blocker, 404, 'not_found'],
    ['a pin id that is not an id', 'vic', () => 'abc', 400, 'invalid_parameters'],
  ])('%s: %s', async (_case, who, pin, status, code) => {
    const api = who ? viewer : await clientFor(server, null);
    for (const suffix of ['hide', 'unhide']) {
      const res = await api.write('PUT', `/v3/p2p/${pin()}/${suffix}/`);
      expect(res.status).toBe(status);
      expect(errorCode(res)).toBe(code);
    }
  });

  it('without the CSRF header: csrf_failed', async () => {
    const res = await viewer.write('PUT', `/v3/p2p/${p.plain}/hide/`, { csrf: false });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('csrf_failed');
  });
});

describe('PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ and /undo/', () => {
  it('hides with the news id, and the undo brings the pin back', async () => {
    const res = await viewer.write('PUT', `/v3/news_hub/77/pin/${p.plain}/hide/`);
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ surface: 'news_hub', news_id: '77', hidden: true });
    expect(await homeIds(viewer)).not.toContain(p.plain);
    const undo = await viewer.write('PUT', `/v3/news_hub/77/pin/${p.plain}/undo/`);
    expect(data(undo)).toMatchObject({ surface: 'news_hub', news_id: '77', hidden: false });
    expect(await homeIds(viewer)).toContain(p.plain);
  });

  it('a news id that is not an id is invalid_parameters', async () => {
    const res = await viewer.write('PUT', `/v3/news_hub/x/pin/${p.plain}/hide/`);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.message).toMatch(/^news_id:/);
  });
});

describe('PinFeedbackResource update {pin_id, feedback_type}', () => {
  it('"feedback_type (1)": a report; the state is "reported", with the thanks and Unfollow', async () => {
    const res = await viewer.post('PinFeedbackResource', 'update', {
      pin_id: p.paula2,
      feedback_type: 1,
    });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({
      pin_id: p.paula2,
      feedback_type: 'report',
      feedback_state: 'reported',
      message: FEEDBACK.reportedThanks,
      unfollow: expect.objectContaining({ type: 'user', id: paula.id }),
    });
    expect((await server.ctx.stores.pinHides.feedbackOf(vic.id, p.paula2!))?.type).toBe('report');
    expect(await homeIds(viewer)).not.toContain(p.paula2);
  });

  it('"not_relevant" (or 2) promises more relevant pins', async () => {
    const res = await viewer.post('PinFeedbackResource', 'update', {
      pin_id: p.camping,
      feedback_type: 'not_relevant',
    });
    expect(data(res)).toMatchObject({
      feedback_type: 'not_relevant',
      message: "Got it! We'll try to show you more relevant Pins in the future.",
    });
  });

  it.each([
    ['an unknown feedback type', { feedback_type: 9 }, 400, /^feedback_type: must be one of/],
    ['a missing feedback type', {}, 400, /^feedback_type:/],
    ['an invisible pin', { feedback_type: 1, pin_id: '99999999' }, 404, /Pin was not found/],
  ])('%s', async (_case, options, status, message) => {
    const res = await viewer.post('PinFeedbackResource', 'update', {
      pin_id: p.plain,
      ...options,
    });
    expect(res.status).toBe(status);
    expect(res.body.resource_response.error?.message).toMatch(message);
  });

  it('signed out: unauthorized', async () => {
    const res = await (
      await clientFor(server, null)
    ).post('PinFeedbackResource', 'update', {
      pin_id: p.plain,
      feedback_type: 1,
    });
    expect(errorCode(res)).toBe('unauthorized');
  });
});

describe('HomefeedTunerResource get {}: /edit/, "Tune your home feed"', () => {
  it('lists followed topics, boards and people, and hidden pins, newest first', async () => {
    await viewer.write('PUT', `/v3/p2p/${p.plain}/hide/`);
    const res = await viewer.get('HomefeedTunerResource', {});
    expect(res.status).toBe(200);
    const tuner = data(res);
    expect(tuner.interests.map((i: { id: string }) => i.id)).toEqual([interest.id]);
    expect(tuner.interests[0]).toMatchObject({ followed_by_me: true, name: 'Camping' });
    expect(tuner.boards).toEqual([
      expect.objectContaining({ id: board.id, name: 'Garden', followed_by_me: true }),
    ]);
    expect(tuner.users).toEqual([
      expect.objectContaining({ id: paula.id, explicitly_followed_by_me: true }),
    ]);
    // Newest hide first: the plain pin, then the reported ones.
    expect(tuner.hidden_pins.map((x: { id: string }) => x.id)).toEqual([
      p.plain,
      p.camping,
      p.paula2,
    ]);
    expect(tuner.counts).toEqual({ interests: 1, boards: 1, users: 1, hidden_pins: 3 });
    expect(tuner.limit).toBe(100);
  });

  it('undo from /edit/ is the unhide and unfollow calls', async () => {
    await viewer.write('PUT', `/v3/p2p/${p.plain}/unhide/`);
    await viewer.post('InterestFollowResource', 'delete', { interest_id: interest.id });
    const tuner = data(await viewer.get('HomefeedTunerResource', {}));
    expect(tuner.hidden_pins.map((x: { id: string }) => x.id)).not.toContain(p.plain);
    expect(tuner.interests).toEqual([]);
  });

  it('signed out: unauthorized', async () => {
    const res = await (await clientFor(server, null)).get('HomefeedTunerResource', {});
    expect(res.status).toBe(401);
  });
});
