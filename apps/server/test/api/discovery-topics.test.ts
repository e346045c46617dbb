// Topics and surfaces (issue 6; spec 002 §2.1, reqs 002-2.22, 002-2.23: /topics/{urlName},
// /ideas/{interest}/{id}, /videos/{category}/{id}, /shopping/{category}/{id}, /today/ ...):
// TopicResource, TopicFeedResource, InterestsResource, InterestFollowResource,
// TodayArticlesResource.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { allPages, createInterest, pinsOf, savePin, setPin, tag } from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

type I = { id: string; name: string; url_name: string; kind: string };
let server: TestServer;
let fan: { id: string; username: string };
let topic: I;
let category: I;
let quiet: I;
const p: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  const maker = await createUser(ctx, { first_name: 'Mia' });
  fan = await createUser(ctx, { first_name: 'Fan' });
  const board = await createBoard(ctx, maker.id, { name: 'Kitchen' });
  const secret = await createBoard(ctx, maker.id, { name: 'Hidden', privacy: 'secret' });
  const fanBoard = await createBoard(ctx, fan.id, { name: 'Fan board' });
  topic = await createInterest(ctx, 'Sourdough');
  category = await createInterest(ctx, 'Food and drink', 'category');
  quiet = await createInterest(ctx, 'Quiet category', 'category');
  for (let i = 1; i <= 5; i += 1) {
    p[`t${i}`] = await createPin(ctx, board, maker.id, { title: `Sourdough ${i}` });
    await tag(ctx, p[`t${i}`]!, topic, category);
  }
  p.video = await createPin(ctx, board, maker.id, { title: 'Video' });
  await setPin(ctx, p.video, { is_video: 1 });
  p.product = await createPin(ctx, board, maker.id, { title: 'Product' });
  await setPin(ctx, p.product, { is_shoppable: 1 });
  p.secret = await createPin(ctx, secret, maker.id, { title: 'Secret sourdough' });
  p.quietPin = await createPin(ctx, board, maker.id, { title: 'Quiet' });
  await tag(ctx, p.video, category);
  await tag(ctx, p.product, category);
  await tag(ctx, p.secret, topic, category);
  await tag(ctx, p.quietPin, quiet);
  // Saves make the topic and the category "trending" and "best" on /today/.
  p.save = await savePin(ctx, fanBoard, fan.id, p.t1!);
});
afterAll(() => server.close());

const feed = (api: ApiClient, options: Record<string, unknown>) =>
  api.get('TopicFeedResource', { page_size: 250, ...options });
const feedIds = async (api: ApiClient, options: Record<string, unknown>) =>
  pinsOf(await feed(api, options)).map((x) => x.id);

describe('TopicResource get {url_name}', () => {
  it('answers the interest, its page and cover, follower count and followed_by_me', async () => {
    const res = await (
      await clientFor(server, null)
    ).get('TopicResource', {
      url_name: topic.url_name,
    });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({
      id: topic.id,
      name: 'Sourdough',
      url_name: topic.url_name,
      kind: 'topic',
      url: `/topics/${topic.url_name}/`,
      follower_count: 0,
      followed_by_me: false,
    });
    // The cover is the newest public pin: never the secret one.
    const secretSignature = (await server.ctx.stores.pins.byId(p.secret!))!.image_signature;
    expect(JSON.stringify(data(res).images)).not.toContain(secretSignature);
    expect(data(res).images['236x'].url).toMatch(/^\/i\/236x\//);
  });

  it('by id and on another surface: the category page on /videos/{category}/{id}', async () => {
    const res = await (
      await clientFor(server, null)
    ).get('TopicResource', {
      interest_id: category.id,
      surface: 'videos',
    });
    expect(data(res)).toMatchObject({
      kind: 'category',
      url: `/videos/${category.url_name}/${category.id}/`,
    });
  });

  it('an unknown topic is not_found', async () => {
    const res = await (await clientFor(server, null)).get('TopicResource', { url_name: 'nope' });
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('not_found');
  });
});

describe('InterestFollowResource create|delete {interest_id}', () => {
  it('follows and unfollows (idempotent), answering the interest as it now stands', async () => {
    const api = await clientFor(server, fan);
    for (let i = 0; i < 2; i += 1) {
      const res = await api.post('InterestFollowResource', 'create', { interest_id: topic.id });
      expect(res.status).toBe(200);
      expect(data(res)).toMatchObject({ id: topic.id, followed_by_me: true, follower_count: 1 });
    }
    const seen = await api.get('TopicResource', { url_name: topic.url_name });
    expect(data(seen)).toMatchObject({ followed_by_me: true, follower_count: 1 });
    const res = await api.post('InterestFollowResource', 'delete', { interest_id: topic.id });
    expect(data(res)).toMatchObject({ followed_by_me: false, follower_count: 0 });
  });

  it('signed out: unauthorized; no CSRF token: csrf_failed; unknown: not_found', async () => {
    const anonymous = await clientFor(server, null);
    const out = await anonymous.post('InterestFollowResource', 'create', { interest_id: topic.id });
    expect(out.status).toBe(401);
    expect(errorCode(out)).toBe('unauthorized');
    const api = await clientFor(server, fan);
    const noCsrf = await api.post(
      'InterestFollowResource',
      'create',
      { interest_id: topic.id },
      { csrf: false },
    );
    expect(errorCode(noCsrf)).toBe('csrf_failed');
    const unknown = await api.post('InterestFollowResource', 'create', { interest_id: '999999' });
    expect(unknown.status).toBe(404);
  });
});

describe('TopicFeedResource get', () => {
  it('the public pins about it, newest first, each reasoned by the interest', async () => {
    const res = await feed(await clientFor(server, null), { url_name: topic.url_name });
    expect(res.status).toBe(200);
    const pins = pinsOf(res);
    expect(pins.map((x) => x.id)).toEqual(['t5', 't4', 't3', 't2', 't1'].map((k) => p[k]));
    expect(pins[0]?.recommendation_reason).toEqual({
      reason: 'interest',
      reason_id: topic.id,
      board: null,
    });
    expect(pins[0]?.source_interest).toEqual({
      id: topic.id,
      name: 'Sourdough',
      url_name: topic.url_name,
    });
  });

  it('keyset pages add up to the whole grid', async () => {
    const api = await clientFor(server, null);
    const { pins, pages } = await allPages(api, 'TopicFeedResource', { interest_id: topic.id }, 2);
    expect(pins.map((x) => x.id)).toEqual(await feedIds(api, { interest_id: topic.id }));
    expect(pages).toBe(3);
  });

  it('videos and shopping pages show only video pins and products', async () => {
    const api = await clientFor(server, null);
    expect(await feedIds(api, { interest_id: category.id, surface: 'videos' })).toEqual([p.video]);
    expect(await feedIds(api, { interest_id: category.id, surface: 'shopping' })).toEqual([
      p.product,
    ]);
    expect(await feedIds(api, { interest_id: category.id })).toHaveLength(7);
  });

  it('never a secret pin, even to its owner; hidden pins leave for the one who hid them', async () => {
    const api = await clientFor(server, fan);
    expect(await feedIds(api, { url_name: topic.url_name })).not.toContain(p.secret);
    await api.write('PUT', `/v3/p2p/${p.t3}/hide/`);
    expect(await feedIds(api, { url_name: topic.url_name })).not.toContain(p.t3);
    expect(await feedIds(await clientFor(server, null), { url_name: topic.url_name })).toContain(
      p.t3,
    );
    await api.write('PUT', `/v3/p2p/${p.t3}/unhide/`);
  });
});

describe('InterestsResource get {surface}: the hubs', () => {
  const urlNames = async (surface?: string) =>
    (
      data(
        await (await clientFor(server, null)).get('InterestsResource', surface ? { surface } : {}),
      ) as I[]
    ).map((i) => i.url_name);

  it('/topics/ lists topics; /ideas/ (the default) lists categories', async () => {
    expect(await urlNames('topics')).toEqual([topic.url_name]);
    expect(await urlNames('ideas')).toEqual([category.url_name, quiet.url_name].sort());
    expect(await urlNames()).toEqual(await urlNames('ideas'));
  });

  it('/videos/ and /shopping/ list only categories that have such pins, with their urls', async () => {
    expect(await urlNames('videos')).toEqual([category.url_name]);
    expect(await urlNames('shopping')).toEqual([category.url_name]);
    const res = await (
      await clientFor(server, null)
    ).get('InterestsResource', {
      surface: 'shopping',
    });
    expect(data(res)[0].url).toBe(`/shopping/${category.url_name}/${category.id}/`);
  });

  it('pages by url name', async () => {
    const api = await clientFor(server, null);
    const first = await api.get('InterestsResource', { surface: 'ideas', page_size: 1 });
    const next = await api.get('InterestsResource', {
      surface: 'ideas',
      page_size: 1,
      bookmarks: [first.body.resource_response.bookmark],
    });
    expect([...data(first), ...data(next)].map((i: I) => i.url_name)).toEqual(
      [category.url_name, quiet.url_name].sort(),
    );
    expect(next.body.resource_response.bookmark).toBe('-end-');
  });
});

describe('TodayArticlesResource get: best, trending, popular, shop', () => {
  it('answers articles about different interests, each with a title, link and cover pins', async () => {
    const res = await (await clientFor(server, null)).get('TodayArticlesResource', {});
    expect(res.status).toBe(200);
    const articles = data(res) as {
      kind: string;
      title: string;
      url: string;
      interest: I & { url: string };
      cover_pins: { id: string }[];
    }[];
    const kinds = articles.map((a) => a.kind);
    expect(kinds).toEqual(expect.arrayContaining(['best', 'trending', 'shop']));
    expect(new Set(articles.map((a) => a.interest.id)).size).toBe(articles.length);
    for (const a of articles) {
      expect(a.url).toBe(`/today/${a.kind}/`);
      expect(a.cover_pins.length).toBeGreaterThan(0);
      expect(a.cover_pins.length).toBeLessThanOrEqual(4);
      expect(a.cover_pins.map((x) => x.id)).not.toContain(p.secret);
    }
    const shop = articles.find((a) => a.kind === 'shop')!;
    expect(shop.title).toBe('Shop Food and drink');
    expect(shop.interest.url).toBe(`/shopping/${category.url_name}/${category.id}/`);
    expect(shop.cover_pins.map((x) => x.id)).toEqual([p.product]);
    const trending = articles.find((a) => a.kind === 'trending')!;
    expect(trending.title).toBe('Trending now: Sourdough');
    expect(trending.interest.url).toBe(`/topics/${topic.url_name}/`);
  });

  it('one article by kind', async () => {
    const res = await (
      await clientFor(server, null)
    ).get('TodayArticlesResource', {
      kind: 'trending',
    });
    expect(data(res).map((a: { kind: string }) => a.kind)).toEqual(['trending']);
  });
});
