// Forgotten passwords and a compromised account (issue 16: "/password/reset and /pw/{username},
// /secure/panic (sign out everywhere and reset the password)"; "Email is real: SMTP when
// SMTP_URL is set; without it, mail is written to the data folder"), on both engines:
// - asking for a link answers the same for an account and for nobody, and mails only the account;
// - the link sets a new password once, within the hour, for its own account only; the old
//   password, every other session and every older link stop working, and the owner is told;
// - a suspended account gets no link; asking is limited by address and account;
// - /secure/panic ends every session, this one too, and mails a link;
// - the settings change the password with the current one: the other sessions end.
import {
  CHANGE_PASSWORD,
  PASSWORD_RESET,
  PASSWORD_RESETS_PER_HOUR_PER_ACCOUNT,
  SIGN_IN_LIMITS,
} from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo as caughtMailsTo, startMailCatcher } from '../../../../e2e/mail-catcher';
import { outboxDir, readOutbox } from '../../src/mail/outbox';
import { ApiClient } from './client';
import { linkMailed, mailsTo as mailsMailedTo } from './mail-fixtures';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ OPERATORS: 'mail_ops' });
});
afterAll(() => server.close());

const NEW_PASSWORD = 'a brand new passphrase';
let addressCount = 0;
/** A visitor from an address of its own, so the per-address limit is the test's to spend. */
const visitor = () => new ApiClient(server.app, { address: `198.51.100.${++addressCount}` });

const mailsTo = (email: string) => mailsMailedTo(server, email);

/** The reset link's username and token, from the newest reset mail to `email`. */
async function linkMailedTo(email: string) {
  const url = await linkMailed(server, email, 'Reset');
  const [, pw, username] = url.pathname.split('/');
  expect(pw).toBe('pw');
  return { username: username ?? '', token: url.searchParams.get('t') ?? '', url };
}

const ask = (api: ApiClient, login: string) =>
  api.post('PasswordResetResource', 'create', { username_or_email: login });
const stateOf = async (api: ApiClient, link: { username: string; token: string }) =>
  (
    data(
      await api.get('PasswordResetResource', { username: link.username, token: link.token }),
    ) as { state: string }
  ).state;
const reset = (
  api: ApiClient,
  link: { username: string; token: string },
  password = NEW_PASSWORD,
) =>
  api.post('PasswordResetResource', 'update', {
    username: link.username,
    token: link.token,
    password,
  });

describe('PasswordResetResource create: a reset link by mail', () => {
  it('answers the same for an account and for nobody, and mails only the account', async () => {
    const user = await createUser(server.ctx, { first_name: 'Ada' });
    const known = await ask(visitor(), user.email.toUpperCase());
    const unknown = await ask(visitor(), 'nobody-here@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(data(known)).toEqual({ sent: true });
    expect(data(unknown)).toEqual(data(known));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Corkboard password');
    expect(mails[0]!.text).toContain('Hi Ada,');
    expect(mails[0]!.from).toContain('no-reply@');
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
    const link = await linkMailedTo(user.email);
    expect(link.url.origin).toBe(server.ctx.config.publicUrl);
    expect(link.username).toBe(user.username);
    expect(await stateOf(visitor(), link)).toBe('usable');
  });

  it('finds the account by username too', async () => {
    const user = await createUser(server.ctx);
    await ask(visitor(), `  ${user.username.toUpperCase()} `);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('mails no link to a suspended account, and answers as for anyone', async () => {
    const user = await createUser(server.ctx);
    await server.ctx.stores.moderation.suspend(user.id, Date.now());
    const res = await ask(visitor(), user.email);
    expect(data(res)).toEqual({ sent: true });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it(`gives one account ${PASSWORD_RESETS_PER_HOUR_PER_ACCOUNT} links an hour, whoever asks`, async () => {
    const user = await createUser(server.ctx);
    for (let i = 0; i < PASSWORD_RESETS_PER_HOUR_PER_ACCOUNT; i += 1) {
      expect((await ask(visitor(), user.username)).status).toBe(200);
    }
    const refused = await ask(visitor(), user.username);
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo(user.email)).toHaveLength(PASSWORD_RESETS_PER_HOUR_PER_ACCOUNT);
  });

  it('refuses an empty login, unknown fields and a write without the CSRF header', async () => {
    const api = visitor();
    const empty = await ask(api, '   ');
    expect(errorCode(empty)).toBe('invalid_parameters');
    expect(empty.body.resource_response.error?.message).toMatch(/username_or_email/);
    const extra = await api.post('PasswordResetResource', 'create', {
      username_or_email: 'a',
      admin: true,
    });
    expect(errorCode(extra)).toBe('invalid_parameters');
    const noCsrf = await api.post(
      'PasswordResetResource',
      'create',
      { username_or_email: 'a' },
      { csrf: false },
    );
    expect(errorCode(noCsrf)).toBe('csrf_failed');
  });
});

describe('PasswordResetResource update: the link sets a new password once', () => {
  it('sets the password, signs in here, and signs every other session out', async () => {
    const user = await createUser(server.ctx, { first_name: 'Grace' });
    const laptop = await clientFor(server, user);
    await ask(visitor(), user.email);
    const link = await linkMailedTo(user.email);
    const phone = visitor();
    const res = await reset(phone, link);
    expect(res.status, res.raw).toBe(200);
    expect((data(res) as { username: string }).username).toBe(user.username);
    // Signed in on the device that reset; the laptop's session is over.
    expect(data(await phone.get('UserResource', {}))).toMatchObject({ username: user.username });
    expect(data(await laptop.get('UserResource', {}))).toBeNull();
    // The old password no longer works; the new one does.
    expect((await visitor().signIn(user.username, PASSWORD)).status).toBe(401);
    expect((await visitor().signIn(user.username, NEW_PASSWORD)).status).toBe(200);
    // The owner is told, with the way back if it wasn't them.
    const told = (await mailsTo(user.email)).find((m) => m.subject.includes('was changed'));
    expect(told?.text).toContain('/password/reset/');
  });

  it('works once: the same link again is used', async () => {
    const user = await createUser(server.ctx);
    await ask(visitor(), user.email);
    const link = await linkMailedTo(user.email);
    expect((await reset(visitor(), link)).status).toBe(200);
    expect(await stateOf(visitor(), link)).toBe('used');
    const again = await reset(visitor(), link, 'yet another passphrase');
    expect(errorCode(again)).toBe('invalid_parameters');
    expect(again.body.resource_response.error?.message).toBe(`token: ${PASSWORD_RESET.linkUsed}`);
    expect((await visitor().signIn(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('two tabs sending one link at once: one sets the password, the other is refused', async () => {
    const user = await createUser(server.ctx);
    await ask(visitor(), user.email);
    const link = await linkMailedTo(user.email);
    const answers = await Promise.all([
      reset(visitor(), link, 'first tab passphrase'),
      reset(visitor(), link, 'second tab passphrase'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('a newer link retires the older one', async () => {
    const user = await createUser(server.ctx);
    await ask(visitor(), user.email);
    const older = await linkMailedTo(user.email);
    await ask(visitor(), user.email);
    const newer = await linkMailedTo(user.email);
    expect(newer.token).not.toBe(older.token);
    expect(await stateOf(visitor(), older)).toBe('used');
    expect(await stateOf(visitor(), newer)).toBe('usable');
  });

  it('stops working after an hour', async () => {
    const user = await createUser(server.ctx);
    await ask(visitor(), user.email);
    const link = await linkMailedTo(user.email);
    await server.ctx.storage.db
      .updateTable('password_resets')
      .set({ created_at: Date.now() - 61 * 60_000 })
      .where('user_id', '=', user.id)
      .execute();
    expect(await stateOf(visitor(), link)).toBe('expired');
    const res = await reset(visitor(), link);
    expect(res.body.resource_response.error?.message).toBe(`token: ${PASSWORD_RESET.linkExpired}`);
    expect((await visitor().signIn(user.username, PASSWORD)).status).toBe(200);
  });

  it("is the link's own account's only: another username, a made-up token are unknown", async () => {
    const owner = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    await ask(visitor(), owner.email);
    const link = await linkMailedTo(owner.email);
    expect(await stateOf(visitor(), { ...link, username: other.username })).toBe('unknown');
    expect(await stateOf(visitor(), { ...link, token: 'A'.repeat(43) })).toBe('unknown');
    const res = await reset(visitor(), { ...link, username: other.username });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect((await visitor().signIn(other.username, PASSWORD)).status).toBe(200);
  });

  it('refuses a short password and a malformed token, naming the field', async () => {
    const user = await createUser(server.ctx);
    await ask(visitor(), user.email);
    const link = await linkMailedTo(user.email);
    const short = await reset(visitor(), link, 'short');
    expect(short.body.resource_response.error?.message).toMatch(/^password:/);
    const bad = await reset(visitor(), { ...link, token: 'not-a-token' });
    expect(bad.body.resource_response.error?.message).toMatch(/^token:/);
    expect(await stateOf(visitor(), link)).toBe('usable');
  });
});

describe('UserSecurePanicResource create: log out everywhere and reset the password', () => {
  it('ends every session, this one too, and mails a reset link', async () => {
    const user = await createUser(server.ctx);
    const laptop = await clientFor(server, user);
    const phone = await clientFor(server, user);
    const res = await phone.post('UserSecurePanicResource', 'create', {});
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toMatchObject({ signed_out: 2 });
    expect((data(res) as { email_hint: string }).email_hint).toMatch(/^u••••.@example\.test$/);
    expect(data(await phone.get('UserResource', {}))).toBeNull();
    expect(data(await laptop.get('UserResource', {}))).toBeNull();
    const link = await linkMailedTo(user.email);
    expect(await stateOf(visitor(), link)).toBe('usable');
  });

  it('is unauthorized signed out', async () => {
    const res = await visitor().post('UserSecurePanicResource', 'create', {});
    expect(errorCode(res)).toBe('unauthorized');
  });
});

describe('UserPasswordResource update: the settings change the password', () => {
  it('needs the current password, keeps this session, ends the others and tells the owner', async () => {
    const user = await createUser(server.ctx);
    const here = await clientFor(server, user);
    const elsewhere = await clientFor(server, user);
    const wrong = await here.post('UserPasswordResource', 'update', {
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.body.resource_response.error?.message).toBe(
      `current_password: ${CHANGE_PASSWORD.wrongCurrent}`,
    );
    const res = await here.post('UserPasswordResource', 'update', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toEqual({ signed_out: 1 });
    expect(data(await here.get('UserResource', {}))).toMatchObject({ username: user.username });
    expect(data(await elsewhere.get('UserResource', {}))).toBeNull();
    expect((await visitor().signIn(user.username, NEW_PASSWORD)).status).toBe(200);
    const told = (await mailsTo(user.email)).filter((m) => m.subject.includes('was changed'));
    expect(told).toHaveLength(1);
  });

  it('limits wrong guesses of the current password as sign-ins are', async () => {
    const user = await createUser(server.ctx);
    const api = await clientFor(server, user);
    const guess = () =>
      api.post('UserPasswordResource', 'update', {
        current_password: 'a wrong guess',
        new_password: NEW_PASSWORD,
      });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i += 1) {
      expect(errorCode(await guess())).toBe('invalid_parameters');
    }
    expect(errorCode(await guess())).toBe('rate_limited');
  });

  it('is unauthorized signed out', async () => {
    const res = await visitor().post('UserPasswordResource', 'update', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(errorCode(res)).toBe('unauthorized');
  });
});

describe('MailOutboxResource: operators read the kept mail', () => {
  it('lists the newest mail first for an operator; anyone else gets not_found', async () => {
    const operator = await createUser(server.ctx, { username: 'mail_ops' });
    const user = await createUser(server.ctx);
    await ask(visitor(), user.email);
    await server.ctx.services.mail.idle();
    const answer = data(
      await (await clientFor(server, operator)).get('MailOutboxResource', {}),
    ) as {
      smtp: boolean;
      mails: { to: string; subject: string; text: string }[];
    };
    expect(answer.smtp).toBe(false);
    expect(answer.mails[0]).toMatchObject({
      to: user.email,
      subject: 'Reset your Corkboard password',
    });
    expect(answer.mails[0]!.text).toContain(`/pw/${user.username}/?t=`);
    for (const api of [await clientFor(server, user), visitor()]) {
      expect(errorCode(await api.get('MailOutboxResource', {}))).toBe('not_found');
    }
  });
});

describe('SMTP_URL: mail goes out by SMTP', () => {
  it('delivers the reset mail to the SMTP server, and nothing to the outbox', async () => {
    // The browser suite's SMTP server on loopback (smtp-server, with what it received over HTTP).
    const catcher = await startMailCatcher();
    const viaSmtp = await startTestServer({ SMTP_URL: catcher.smtpUrl });
    try {
      const user = await createUser(viaSmtp.ctx, { first_name: 'Mary' });
      await new ApiClient(viaSmtp.app).post('PasswordResetResource', 'create', {
        username_or_email: user.email,
      });
      await viaSmtp.ctx.services.mail.idle();
      const received = await caughtMailsTo(catcher.readUrl, user.email);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ subject: 'Reset your Corkboard password' });
      expect(received[0]!.text).toMatch(new RegExp(`/pw/${user.username}/\\?t=[A-Za-z0-9_-]{43}`));
      expect(await readOutbox(outboxDir(viaSmtp.ctx.config.dataDir), 10)).toHaveLength(0);
    } finally {
      await viaSmtp.close();
      await catcher.close();
    }
  });
});
