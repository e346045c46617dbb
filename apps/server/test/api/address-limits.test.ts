// Limits by address (docs/ARCHITECTURE.md "Abuse limits and request handling"): accounts are
// free, so sign-up, the email lookup and every per-account quota (uploads, link previews,
// preview images) also count per address. Each test works from its own addresses.
import {
  CREATE_PIN_ERRORS,
  EMAIL_LOOKUPS_PER_MINUTE_PER_ADDRESS,
  LINK_PREVIEWS_PER_MINUTE,
  PREVIEW_IMAGES_PER_MINUTE,
  RATE_LIMIT_ERRORS,
  SIGN_UPS_PER_HOUR_PER_ADDRESS,
  UPLOADS_PER_HOUR,
} from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_MESSAGE } from '../../src/commands/uploads';
import { ApiClient, type ApiAnswer } from './client';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const from = (address: string) => new ApiClient(server.app, { address });
let accounts = 0;
const signUp = (api: ApiClient, email = `new${(accounts += 1)}@example.test`) =>
  api.post('UserRegisterResource', 'create', {
    email,
    password: 'long enough pw',
    first_name: 'New',
  });
const exists = (api: ApiClient, email: string) =>
  api.request('GET', `/v3/register/exists/?email=${encodeURIComponent(email)}`);

function expectLimited(res: ApiAnswer, message: string) {
  expect(res.status, res.raw).toBe(429);
  expect(res.body.resource_response.error?.code).toBe('rate_limited');
  expect(res.body.resource_response.message).toBe(message);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function signedIn(address: string) {
  const user = await createUser(server.ctx);
  const api = from(address);
  expect((await api.signIn(user.username, PASSWORD)).status).toBe(200);
  return api;
}

describe('sign-up', () => {
  it(`creates at most ${SIGN_UPS_PER_HOUR_PER_ADDRESS} accounts an hour from one address`, async () => {
    const api = from('203.0.113.1');
    for (let i = 0; i < SIGN_UPS_PER_HOUR_PER_ADDRESS; i += 1) {
      expect((await signUp(api)).status).toBe(200);
    }
    expectLimited(await signUp(api), RATE_LIMIT_ERRORS.signUps);
    expect((await signUp(from('203.0.113.2'))).status).toBe(200);
  });

  it('gives back the sign-up of a refused attempt (an email already registered)', async () => {
    const taken = await createUser(server.ctx);
    const api = from('203.0.113.3');
    expect((await signUp(api, taken.email.toUpperCase())).status).toBe(409);
    for (let i = 0; i < SIGN_UPS_PER_HOUR_PER_ADDRESS; i += 1) {
      expect((await signUp(api)).status).toBe(200);
    }
  });
});

describe('GET /v3/register/exists/', () => {
  it(`answers at most ${EMAIL_LOOKUPS_PER_MINUTE_PER_ADDRESS} lookups a minute from one address`, async () => {
    const api = from('203.0.113.10');
    for (let i = 0; i < EMAIL_LOOKUPS_PER_MINUTE_PER_ADDRESS; i += 1) {
      expect((await exists(api, `someone${i}@example.test`)).status).toBe(200);
    }
    expectLimited(await exists(api, 'one-more@example.test'), RATE_LIMIT_ERRORS.emailLookups);
    expect((await exists(from('203.0.113.11'), 'one-more@example.test')).status).toBe(200);
  });

  it('counts sign-up attempts as lookups: a conflict also tells whether an email exists', async () => {
    const taken = await createUser(server.ctx);
    const api = from('203.0.113.12');
    for (let i = 0; i < EMAIL_LOOKUPS_PER_MINUTE_PER_ADDRESS - 1; i += 1) {
      expect((await exists(api, `someone${i}@example.test`)).status).toBe(200);
    }
    expect((await signUp(api, taken.email)).status).toBe(409);
    expectLimited(await exists(api, taken.email), RATE_LIMIT_ERRORS.emailLookups);
    expectLimited(await signUp(api, taken.email), RATE_LIMIT_ERRORS.emailLookups);
  });

  it('finds an email in any case or spacing', async () => {
    const user = await createUser(server.ctx);
    const res = await exists(from('203.0.113.13'), `  ${user.email.toUpperCase()} `);
    expect(res.body.resource_response.data).toEqual({ exists: true });
  });
});

describe('per-account quotas have an address dimension', () => {
  it(`uploads: ${2 * UPLOADS_PER_HOUR} an hour from one address, whoever signs in`, async () => {
    const register = (api: ApiClient) => api.post('VIPResource', 'create', { type: 'pinimage' });
    const [first, second, third] = [
      await signedIn('203.0.113.20'),
      await signedIn('203.0.113.20'),
      await signedIn('203.0.113.20'),
    ];
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) {
      expect((await register(first!)).status).toBe(200);
      expect((await register(second!)).status).toBe(200);
    }
    // The account's own quota answers first for an account that used it up…
    expectLimited(await register(first!), UPLOAD_QUOTA_MESSAGE);
    // …and the address's for a fresh account at the same address.
    expectLimited(await register(third!), CREATE_PIN_ERRORS.uploadsFromAddress);
    expect((await register(await signedIn('203.0.113.21'))).status).toBe(200);
  });

  it(`link previews: ${LINK_PREVIEWS_PER_MINUTE} a minute a person, twice that an address`, async () => {
    // A private address is refused by the guarded fetcher at once: each call still counts.
    const preview = (api: ApiClient) =>
      api.get('LinkPreviewResource', { url: 'http://127.0.0.1/page' });
    const [first, second, third] = [
      await signedIn('203.0.113.30'),
      await signedIn('203.0.113.30'),
      await signedIn('203.0.113.30'),
    ];
    for (let i = 0; i < LINK_PREVIEWS_PER_MINUTE; i += 1) {
      expect((await preview(first!)).body.resource_response.error?.code).toBe('invalid_parameters');
      expect((await preview(second!)).status).toBe(400);
    }
    expectLimited(await preview(first!), CREATE_PIN_ERRORS.previewRate);
    expectLimited(await preview(third!), CREATE_PIN_ERRORS.previewRate);
    expect((await preview(await signedIn('203.0.113.31'))).status).toBe(400);
  });

  it(`preview images: ${PREVIEW_IMAGES_PER_MINUTE} a minute a person, twice that an address`, async () => {
    const url = server.ctx.services.links.signer.urlFor('http://127.0.0.1/image.jpg');
    const image = (api: ApiClient) => api.request('GET', url);
    const [first, second, third] = [
      await signedIn('203.0.113.40'),
      await signedIn('203.0.113.40'),
      await signedIn('203.0.113.40'),
    ];
    for (let i = 0; i < PREVIEW_IMAGES_PER_MINUTE; i += 1) {
      expect((await image(first!)).status).toBe(404);
      expect((await image(second!)).status).toBe(404);
    }
    const limited = [await image(first!), await image(third!)];
    for (const res of limited) {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await image(await signedIn('203.0.113.41'))).status).toBe(404);
  });
});
