// The email check (issue 16: "email verification (/email_verification_error)"), on both
// engines: a sign-up is mailed a link to GET /email/verify/?t=…, which verifies the address
// once and goes to the settings; a used, made-up or week-old link goes to
// /email_verification_error/; the settings can mail it again, a few times an hour, and not once
// the address is verified.
import { EMAIL_VERIFY_MAILS_PER_HOUR } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { linkMailed, mailsTo } from './mail-fixtures';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let count = 0;
/** Signs up through the API, as the sign-up page does. */
async function signUp(): Promise<{ api: ApiClient; email: string }> {
  count += 1;
  const api = new ApiClient(server.app, { address: `198.51.100.${count}` });
  const email = `checked-${count}-${Date.now()}@example.test`;
  const res = await api.post('UserRegisterResource', 'create', {
    email,
    password: 'a long password',
    first_name: 'Checked',
  });
  expect(res.status, res.raw).toBe(200);
  return { api, email };
}

const open = (link: URL) =>
  new ApiClient(server.app).request('GET', `${link.pathname}${link.search}`);
const checkOf = async (api: ApiClient) =>
  data(await api.get('EmailVerificationResource', {})) as { email: string; verified: boolean };

describe('the email check', () => {
  it('mails a sign-up a link that verifies the address once, then goes to the settings', async () => {
    const { api, email } = await signUp();
    expect(await checkOf(api)).toEqual({ email, verified: false });
    const mail = (await mailsTo(server, email))[0];
    expect(mail?.subject).toBe('Verify your Corkboard email');
    const link = await linkMailed(server, email, 'Verify');
    expect(link.pathname).toBe('/email/verify/');
    const first = await open(link);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/settings/');
    expect(await checkOf(api)).toEqual({ email, verified: true });
    const again = await open(link);
    expect(again.headers.location).toBe('/email_verification_error/');
  });

  it('sends a made-up, a malformed or a week-old link to /email_verification_error/', async () => {
    const { api, email } = await signUp();
    const link = await linkMailed(server, email, 'Verify');
    for (const t of ['A'.repeat(43), 'short', '']) {
      const res = await open(new URL(`/email/verify/?t=${t}`, link));
      expect(res.headers.location).toBe('/email_verification_error/');
    }
    await server.ctx.storage.db
      .updateTable('email_verifications')
      .set({ created_at: Date.now() - 8 * 24 * 60 * 60_000 })
      .where('email', '=', email)
      .execute();
    expect((await open(link)).headers.location).toBe('/email_verification_error/');
    expect((await checkOf(api)).verified).toBe(false);
  });

  it(`mails the link again on request, ${EMAIL_VERIFY_MAILS_PER_HOUR} times an hour; the newest works`, async () => {
    const { api, email } = await signUp();
    const first = await linkMailed(server, email, 'Verify');
    for (let i = 0; i < EMAIL_VERIFY_MAILS_PER_HOUR; i += 1) {
      expect(data(await api.post('EmailVerificationResource', 'create', {}))).toEqual({
        sent: true,
      });
    }
    expect(errorCode(await api.post('EmailVerificationResource', 'create', {}))).toBe(
      'rate_limited',
    );
    expect(await mailsTo(server, email)).toHaveLength(1 + EMAIL_VERIFY_MAILS_PER_HOUR);
    expect((await open(first)).headers.location).toBe('/email_verification_error/');
    const newest = await linkMailed(server, email, 'Verify');
    expect((await open(newest)).headers.location).toBe('/settings/');
    const done = await api.post('EmailVerificationResource', 'create', {});
    expect(done.body.resource_response.error?.message).toBe('email: already verified');
  });

  it('is unauthorized signed out; an account from before has not been asked', async () => {
    const visitor = new ApiClient(server.app);
    expect(errorCode(await visitor.get('EmailVerificationResource', {}))).toBe('unauthorized');
    expect(errorCode(await visitor.post('EmailVerificationResource', 'create', {}))).toBe(
      'unauthorized',
    );
    const older = await clientFor(server, await createUser(server.ctx));
    expect((await checkOf(older)).verified).toBe(false);
  });
});
