// Cookie consent (issue 16; spec 000 §3, §4, §7: reqs 000-3.28, 000-4.31, 000-7.03), on both
// engines: a visitor's answer is kept in the cb_consent cookie with the policy revision it
// answered and moved to the account on sign-in; a member's is kept on the account; before an
// answer nothing optional is allowed and no analytics event is stored; Global Privacy Control
// counts as a rejection of marketing; bad input is invalid_parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT, COOKIE_POLICY_REVISION, formatConsentCookie } from '@corkboard/domain';
import { ApiClient } from './client';
import { ACCEPT_ALL, REJECT_ALL } from './consent-fixtures';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOTHING = { analytics: false, marketing: false, personalization: false };
const EVERYTHING = { analytics: true, marketing: true, personalization: true };

interface Consent {
  policy_revision: number;
  choice: (typeof NOTHING & { revision: number; chosen_at: string }) | null;
  needs_banner: boolean;
  gpc: boolean;
  allowed: typeof NOTHING;
}

const consentOf = async (api: ApiClient, headers: Record<string, string> = {}) => {
  const options = encodeURIComponent(JSON.stringify({ options: {} }));
  const answer = await api.request(
    'GET',
    `/resource/CookieConsentResource/get/?data=${options}`,
    undefined,
    headers,
  );
  expect(answer.status).toBe(200);
  return data(answer) as Consent;
};

const answer = async (api: ApiClient, options: Record<string, unknown>) => {
  const res = await api.post('CookieConsentResource', 'update', options);
  expect(res.status, res.raw).toBe(200);
  return data(res) as Consent;
};

const visitor = async () => {
  const api = new ApiClient(server.app);
  await api.request('GET', '/healthz');
  return api;
};

const sendEvents = (api: ApiClient, codes: number[], headers: Record<string, string> = {}) =>
  api.request(
    'POST',
    '/v3/events/',
    JSON.stringify({
      events: codes.map((code) => ({
        id: `consent-${code}-${Math.random().toString(36).slice(2)}`,
        event_type: code,
      })),
    }),
    {
      'content-type': 'application/json',
      'x-csrftoken': api.cookies.get('csrftoken') ?? '',
      ...headers,
    },
  );

const meOf = async (api: ApiClient) =>
  data(await api.get('UserResource', {})) as Record<string, unknown>;

describe('CookieConsentResource, signed out', () => {
  it('"Cookie banner: 1. Visible." before any answer, and nothing optional is allowed', async () => {
    const api = await visitor();
    expect(await consentOf(api)).toEqual({
      policy_revision: COOKIE_POLICY_REVISION,
      choice: null,
      needs_banner: true,
      gpc: false,
      allowed: NOTHING,
    });
    // Reading sets no consent cookie: only an answer does.
    expect(api.cookies.has('cb_consent')).toBe(false);
  });

  it('"Accept all ... saves the settings": kept in an httpOnly cookie with the policy revision', async () => {
    const api = await visitor();
    const res = await api.post('CookieConsentResource', 'update', ACCEPT_ALL);
    expect(res.status).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/cb_consent=1\.111\.\d+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const after = await consentOf(api);
    expect(after.needs_banner).toBe(false);
    expect(after.allowed).toEqual(EVERYTHING);
    expect(after.choice).toMatchObject({ ...EVERYTHING, revision: COOKIE_POLICY_REVISION });
  });

  it('"Reject all" is kept the same way and allows nothing optional', async () => {
    const api = await visitor();
    const after = await answer(api, REJECT_ALL);
    expect(after).toMatchObject({ needs_banner: false, allowed: NOTHING });
    expect(api.cookies.get('cb_consent')).toMatch(/^1\.000\.\d+$/);
    expect((await consentOf(api)).allowed).toEqual(NOTHING);
  });

  it('"Let me choose": each category as chosen', async () => {
    const api = await visitor();
    const after = await answer(api, { ...REJECT_ALL, allow_analytic_cookies: true });
    expect(after.allowed).toEqual({ ...NOTHING, analytics: true });
  });

  it('Global Privacy Control counts as a rejection of marketing, whatever was accepted', async () => {
    const api = await visitor();
    await answer(api, ACCEPT_ALL);
    const withGpc = await consentOf(api, { 'sec-gpc': '1' });
    expect(withGpc.gpc).toBe(true);
    expect(withGpc.allowed).toEqual({ ...EVERYTHING, marketing: false });
    // The answer itself is kept as given: without the signal, marketing is allowed again.
    expect((await consentOf(api)).allowed).toEqual(EVERYTHING);
  });

  it('a cookie that is not ours, or one for an older policy, reads as no answer', async () => {
    const api = await visitor();
    api.cookies.set('cb_consent', 'yes-to-everything');
    expect((await consentOf(api)).needs_banner).toBe(true);
    api.cookies.set('cb_consent', `${COOKIE_POLICY_REVISION}.1x1.1795000000`);
    expect((await consentOf(api)).allowed).toEqual(NOTHING);
  });

  it('refuses a missing or wrong field with invalid_parameters naming it, and needs CSRF', async () => {
    const api = await visitor();
    const missing = await api.post('CookieConsentResource', 'update', {
      allow_analytic_cookies: true,
      allow_marketing_cookies: true,
    });
    expect(errorCode(missing)).toBe('invalid_parameters');
    expect(missing.raw).toContain('allow_personalization_cookies');
    const wrong = await api.post('CookieConsentResource', 'update', {
      ...ACCEPT_ALL,
      allow_marketing_cookies: 'yes',
    });
    expect(errorCode(wrong)).toBe('invalid_parameters');
    expect(wrong.raw).toContain('allow_marketing_cookies');
    const forged = await api.post('CookieConsentResource', 'update', ACCEPT_ALL, { csrf: false });
    expect(errorCode(forged)).toBe('csrf_failed');
    expect(api.cookies.has('cb_consent')).toBe(false);
  });
});

describe('the client event log before and after an answer', () => {
  it('before an answer, analytics events are declined and not stored; a survey answer is kept', async () => {
    const api = await visitor();
    const res = await sendEvents(api, [CLIENT_EVENT.experienceViewed, CLIENT_EVENT.surveyAnswer]);
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ accepted: 1, duplicates: 0, declined: 1 });
  });

  it('after "Reject all" they are still declined; after "Accept all" they are stored', async () => {
    const api = await visitor();
    await answer(api, REJECT_ALL);
    expect(data(await sendEvents(api, [CLIENT_EVENT.calloutAction]))).toEqual({
      accepted: 0,
      duplicates: 0,
      declined: 1,
    });
    await answer(api, ACCEPT_ALL);
    expect(data(await sendEvents(api, [CLIENT_EVENT.calloutAction]))).toEqual({
      accepted: 1,
      duplicates: 0,
      declined: 0,
    });
  });
});

describe('a member’s answer', () => {
  it('is kept on the account, and Me shows it ("the user is refreshed afterwards")', async () => {
    const user = await createUser(server.ctx);
    const api = await clientFor(server, user);
    expect((await consentOf(api)).needs_banner).toBe(true);
    expect(await meOf(api)).toMatchObject({ allow_analytic_cookies: null });
    await answer(api, { ...ACCEPT_ALL, allow_marketing_cookies: false, surface_tag: 'banner' });
    expect(await meOf(api)).toMatchObject({
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'banner',
    });
    // Another browser of the same account finds the answer: it is the account's.
    const elsewhere = await clientFor(server, user);
    expect(await consentOf(elsewhere)).toMatchObject({
      needs_banner: false,
      allowed: { analytics: true, marketing: false, personalization: true },
    });
  });

  it('UserSettingsResource update with a cookie field answers the current policy too', async () => {
    const user = await createUser(server.ctx);
    const api = await clientFor(server, user);
    const res = await api.post('UserSettingsResource', 'update', { allow_analytic_cookies: false });
    expect(res.status).toBe(200);
    const after = await consentOf(api);
    expect(after.needs_banner).toBe(false);
    expect(after.choice).toMatchObject({ ...NOTHING, revision: COOKIE_POLICY_REVISION });
    expect(api.cookies.get('cb_consent')).toMatch(/^1\.000\.\d+$/);
    // A setting that is not a cookie answers nothing.
    const other = await clientFor(server, await createUser(server.ctx));
    await other.post('UserSettingsResource', 'update', { dark_mode: true });
    expect((await consentOf(other)).needs_banner).toBe(true);
  });

  it('withdrawing is one write, and it takes effect on the next request', async () => {
    const user = await createUser(server.ctx);
    const api = await clientFor(server, user);
    await answer(api, ACCEPT_ALL);
    await answer(api, REJECT_ALL);
    expect((await consentOf(api)).allowed).toEqual(NOTHING);
    expect(data(await sendEvents(api, [CLIENT_EVENT.experienceViewed]))).toMatchObject({
      accepted: 0,
      declined: 1,
    });
  });
});

describe('"their choice is kept against the visitor and moved to the account on sign-in"', () => {
  it('a visitor who answered and then signs in finds the answer on the account', async () => {
    const user = await createUser(server.ctx);
    const api = await visitor();
    await answer(api, { ...REJECT_ALL, allow_personalization_cookies: true });
    expect((await api.signIn(user.username, PASSWORD)).status).toBe(200);
    expect(await meOf(api)).toMatchObject({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    });
    const settings = await server.ctx.stores.userSettings.get(user.id);
    expect(Number(settings?.cookie_policy_revision)).toBe(COOKIE_POLICY_REVISION);
  });

  it('the account’s newer answer stands, and this browser takes it', async () => {
    const user = await createUser(server.ctx);
    const member = await clientFor(server, user);
    await answer(member, ACCEPT_ALL);
    const api = await visitor();
    // An answer this browser gave a day before the account's.
    api.cookies.set(
      'cb_consent',
      formatConsentCookie({
        ...NOTHING,
        revision: COOKIE_POLICY_REVISION,
        chosenAt: Date.now() - 24 * 60 * 60 * 1000,
      }),
    );
    expect((await api.signIn(user.username, PASSWORD)).status).toBe(200);
    expect((await consentOf(api)).allowed).toEqual(EVERYTHING);
    expect(api.cookies.get('cb_consent')).toMatch(/^1\.111\.\d+$/);
  });

  it('signing out keeps the answer in this browser', async () => {
    const user = await createUser(server.ctx);
    const api = await clientFor(server, user);
    await answer(api, REJECT_ALL);
    expect((await api.post('UserSessionResource', 'delete', {})).status).toBe(200);
    expect(await consentOf(api)).toMatchObject({ needs_banner: false, allowed: NOTHING });
  });
});
