// The client event log (issue 15, "Client event log"), on both engines: `POST /v3/events/`
// takes a batch of the spec's event codes signed in or out, stores each client event id once
// (a batch sent again is counted as duplicates), refuses a bad batch with invalid_parameters
// naming the field, needs the CSRF header like every write, caps the body and the rate, and
// sweeps what is past retention. Operators read the counts; to anyone else that resource does
// not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_EVENT,
  CLIENT_EVENT_BATCHES_PER_MINUTE,
  CLIENT_EVENT_LIMITS,
} from '@corkboard/domain';
import { ApiClient } from './client';
import { createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { acceptAllCookies } from './consent-fixtures';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
let ops: ApiClient;
let ada: ApiClient;
let adaId: string;
let visitor: ApiClient;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer({ OPERATORS: 'events_ops' });
  const o = await createUser(server.ctx, { username: 'events_ops' });
  const a = await createUser(server.ctx, { first_name: 'Ada' });
  adaId = a.id;
  ops = await clientFor(server, o);
  ada = await clientFor(server, a);
  visitor = await clientFor(server, null);
  await visitor.request('GET', '/healthz');
  // Analytics events are kept only with analytics consent (issue 16; consent.test.ts checks
  // what happens without it): both say yes here.
  for (const api of [ada, visitor]) await acceptAllCookies(api);
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const eventId = () => `test-event-${(sequence += 1)}-${Math.random().toString(36).slice(2)}`;

const post = (api: ApiClient, body: unknown, headers: Record<string, string> = {}) =>
  api.request('POST', '/v3/events/', typeof body === 'string' ? body : JSON.stringify(body), {
    'content-type': 'application/json',
    'x-csrftoken': api.cookies.get('csrftoken') ?? '',
    ...headers,
  });

const viewed = (extra: Record<string, unknown> = {}) => ({
  id: eventId(),
  event_type: CLIENT_EVENT.experienceViewed,
  ...extra,
});

describe('POST /v3/events/', () => {
  it('sweeps events past the retention (90 days) when a batch arrives', async () => {
    const now = Date.now();
    const store = server.ctx.stores.clientEvents;
    const old = viewed();
    const kept = viewed();
    await store.insertBatch([old], null, now - (CLIENT_EVENT_LIMITS.retentionDays + 1) * DAY_MS);
    await store.insertBatch([kept], null, now - (CLIENT_EVENT_LIMITS.retentionDays - 1) * DAY_MS);
    expect(data(await post(visitor, { events: [viewed()] }))).toEqual({
      accepted: 1,
      duplicates: 0,
      declined: 0,
    });
    expect(await store.byId(old.id)).toBeUndefined();
    expect(await store.byId(kept.id)).toBeDefined();
  });

  it('stores a signed-in batch with its fields and the person; each id once', async () => {
    const callout = {
      id: eventId(),
      event_type: CLIENT_EVENT.calloutAction,
      time: 1_790_000_000_000,
      view_type: 3,
      component: 14,
      element: 2,
      object_id: '1000069:42',
      aux_data: { reason: 'error', slot: 2, promoted: false },
    };
    const batch = { events: [callout, viewed()] };
    const first = await post(ada, batch);
    expect(first.status).toBe(200);
    expect(data(first)).toEqual({ accepted: 2, duplicates: 0, declined: 0 });
    // Sent again (a retry after a lost answer): nothing stored twice.
    expect(data(await post(ada, batch))).toEqual({ accepted: 0, duplicates: 2, declined: 0 });
    const row = await server.ctx.stores.clientEvents.byId(callout.id);
    expect(row).toMatchObject({
      event_type: 101,
      view_type: 3,
      component: 14,
      element: 2,
      object_id: '1000069:42',
    });
    expect(String(row?.user_id)).toBe(adaId);
    expect(Number(row?.client_time)).toBe(callout.time);
    expect(JSON.parse(String(row?.aux_data))).toEqual(callout.aux_data);
  });

  it('the same id twice in one batch is one event', async () => {
    const once = viewed();
    expect(data(await post(visitor, { events: [once, once] }))).toEqual({
      accepted: 1,
      duplicates: 1,
      declined: 0,
    });
  });

  it("a signed-out visitor's events are stored without a person", async () => {
    const event = viewed();
    expect(data(await post(visitor, { events: [event] }))).toEqual({
      accepted: 1,
      duplicates: 0,
      declined: 0,
    });
    expect((await server.ctx.stores.clientEvents.byId(event.id))?.user_id).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['no events', { events: [] }, 'events'],
    ['not a batch', { event: [] }, 'event'],
    ['an unknown event code', { events: [{ id: 'abcdefgh12', event_type: 704 }] }, 'event_type'],
    ['a fractional code', { events: [{ id: 'abcdefgh12', event_type: 4503.5 }] }, 'event_type'],
    ['a short id', { events: [{ id: 'abc', event_type: 4503 }] }, 'id'],
    ['an id with spaces', { events: [{ id: 'abc def ghi', event_type: 4503 }] }, 'id'],
    [
      'an unknown field',
      { events: [{ id: 'abcdefgh12', event_type: 4503, colour: 'red' }] },
      'colour',
    ],
    [
      'aux_data holding an object',
      { events: [{ id: 'abcdefgh12', event_type: 4503, aux_data: { a: { b: 1 } } }] },
      'aux_data',
    ],
    [
      'aux_data with too many keys',
      {
        events: [
          {
            id: 'abcdefgh12',
            event_type: 4503,
            aux_data: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])),
          },
        ],
      },
      'aux_data',
    ],
    [
      'a time past what both engines store exactly',
      { events: [{ id: 'abcdefgh12', event_type: 4503, time: 2 ** 60 }] },
      'time',
    ],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => viewed()) }, 'events'],
    ['text PostgreSQL cannot store', { events: [viewed({ object_id: 'a\u0000b' })] }, 'object_id'],
  ])(
    'refuses %s with invalid_parameters naming the field, storing nothing',
    async (_case, body, field) => {
      const res = await post(visitor, body);
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('invalid_parameters');
      expect(res.body.resource_response.message).toContain(field);
    },
  );

  it('refuses a body that is not JSON in the envelope, never a bare 500', async () => {
    const res = await post(visitor, '{"events": [');
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid_parameters');
  });

  it('refuses a body over 32 KB with payload_too_large', async () => {
    const big = { events: [viewed({ aux_data: { a: 'x'.repeat(40 * 1024) } })] };
    const res = await post(visitor, big);
    expect(res.status).toBe(413);
    expect(errorCode(res)).toBe('payload_too_large');
  });

  it('needs the CSRF header like every write', async () => {
    const res = await post(visitor, { events: [viewed()] }, { 'x-csrftoken': '' });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('csrf_failed');
  });

  it(`refuses a 61st batch a minute from one address with rate_limited and Retry-After`, async () => {
    const busy = new ApiClient(server.app, { address: '192.0.2.77' });
    await busy.request('GET', '/healthz');
    for (let i = 0; i < CLIENT_EVENT_BATCHES_PER_MINUTE; i += 1) {
      expect((await post(busy, { events: [viewed()] })).status).toBe(200);
    }
    const refused = await post(busy, { events: [viewed()] });
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("ClientEventCountsResource: the operator's counts", () => {
  it('counts by type, most first, over the window asked for', async () => {
    await post(ada, {
      events: [
        {
          id: eventId(),
          event_type: CLIENT_EVENT.offsiteCheckError,
          aux_data: { reason: 'error' },
        },
        {
          id: eventId(),
          event_type: CLIENT_EVENT.offsiteCheckError,
          aux_data: { reason: 'missing' },
        },
      ],
    });
    const res = await ops.get('ClientEventCountsResource', { days: 7 });
    expect(res.status).toBe(200);
    const counts = data(res).counts as { event_type: number; name: string; count: number }[];
    expect(counts.find((c) => c.event_type === CLIENT_EVENT.offsiteCheckError)).toEqual({
      event_type: CLIENT_EVENT.offsiteCheckError,
      name: 'offsiteCheckError',
      count: 2,
    });
    const sorted = [...counts].sort((a, b) => b.count - a.count);
    expect(counts.map((c) => c.count)).toEqual(sorted.map((c) => c.count));
    // The 91-day-old event of the first test was swept; the 89-day-old one is outside 30 days.
    const month = data(await ops.get('ClientEventCountsResource', { days: 30 })).counts as {
      event_type: number;
      count: number;
    }[];
    const viewedCount = month.find((c) => c.event_type === CLIENT_EVENT.experienceViewed)?.count;
    expect(viewedCount).toBe(
      counts.find((c) => c.event_type === CLIENT_EVENT.experienceViewed)?.count,
    );
  });

  it('refuses a window it does not offer', async () => {
    expect(errorCode(await ops.get('ClientEventCountsResource', { days: 2 }))).toBe(
      'invalid_parameters',
    );
  });

  it('answers exactly as an unknown resource to everyone but operators', async () => {
    for (const api of [visitor, ada]) {
      const res = await api.get('ClientEventCountsResource', {});
      expect(res.status).toBe(404);
      expect(res.body.resource_response.message).toBe(
        'There is no resource ClientEventCountsResource with action get.',
      );
    }
  });
});
