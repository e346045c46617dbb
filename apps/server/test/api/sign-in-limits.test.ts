// Sign-in limits (docs/ARCHITECTURE.md "Abuse limits and request handling"): failures count per
// account and address, per address across accounts, and per account across addresses for
// unknown devices only; every spelling of an account is one account; unknown identifiers count
// the same; a limited attempt never reaches argon2. Each test signs in from its own addresses.
import argon2 from 'argon2';
import { AUTH, SIGN_IN_LIMITS } from '@corkboard/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const from = (address: string) => new ApiClient(server.app, { address });

function expectLimited(res: ApiAnswer) {
  expect(res.status).toBe(429);
  expect(res.body.resource_response.error?.code).toBe('rate_limited');
  expect(res.body.resource_response.message).toBe(AUTH.tooManyAttempts);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function fail(api: ApiClient, login: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await api.signIn(login, 'not the password')).status).toBe(401);
  }
}

describe('sign-in limits', () => {
  it('counts every spelling of an account (username, email in any case or spacing) as one', async () => {
    const user = await createUser(server.ctx);
    const api = from('198.51.100.1');
    const spellings = [
      user.username,
      user.username.toUpperCase(),
      user.email,
      `  ${user.email.toUpperCase()} `,
    ];
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await api.signIn(spellings[i % spellings.length]!, 'wrong')).status).toBe(401);
    }
    for (const login of spellings) expectLimited(await api.signIn(login, PASSWORD));
  });

  it('counts an unknown identifier like an account, with the same answers', async () => {
    const api = from('198.51.100.2');
    await fail(api, 'Nobody-Here@Example.test', SIGN_IN_LIMITS.perAccountAndAddress);
    expectLimited(await api.signIn('  nobody-here@example.test', 'whatever'));
  });

  it('lets the right password through from a fresh address while another address is limited', async () => {
    const user = await createUser(server.ctx);
    const attacker = from('198.51.100.3');
    await fail(attacker, user.username, SIGN_IN_LIMITS.perAccountAndAddress);
    expectLimited(await attacker.signIn(user.username, PASSWORD));
    const owner = await from('198.51.100.4').signIn(user.email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.resource_response.data.id).toBe(user.id);
  });

  it('holds unknown devices at the account-wide ceiling but lets the owner’s known device in', async () => {
    const user = await createUser(server.ctx);
    const owner = from('198.51.100.10');
    const first = await owner.signIn(user.username, PASSWORD);
    expect(String(first.headers['set-cookie'])).toMatch(/cb_device=[^;]+;.*HttpOnly/i);
    await owner.post('UserSessionResource', 'delete', {});
    // Guessers spread over addresses reach the ceiling for the account…
    const addresses =
      SIGN_IN_LIMITS.perAccountFromUnknownDevices / SIGN_IN_LIMITS.perAccountAndAddress;
    for (let i = 0; i < addresses; i += 1) {
      await fail(from(`198.51.100.${20 + i}`), user.username, SIGN_IN_LIMITS.perAccountAndAddress);
    }
    // …so an unknown device waits, even with the right password from a fresh address…
    expectLimited(await from('198.51.100.40').signIn(user.username, PASSWORD));
    // …and so does a device cookie signed for another account with this account put in it…
    const stranger = await createUser(server.ctx);
    const forger = from('198.51.100.41');
    expect((await forger.signIn(stranger.username, PASSWORD)).status).toBe(200);
    const [deviceId, , signature] = forger.cookies.get('cb_device')!.split('.');
    forger.cookies.set('cb_device', `${deviceId}.${user.id}.${signature}`);
    expectLimited(await forger.signIn(user.username, PASSWORD));
    // …while the owner's device, wherever it is now, signs in.
    const travelling = from('198.51.100.42');
    travelling.cookies.set('cb_device', owner.cookies.get('cb_device')!);
    const back = await travelling.signIn(user.email, PASSWORD);
    expect(back.status).toBe(200);
    expect(back.body.resource_response.data.id).toBe(user.id);
  });

  it('limits one address across accounts (credential stuffing)', async () => {
    const api = from('198.51.100.50');
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 1) {
      expect((await api.signIn(`stuffed-${i}@example.test`, 'password1')).status).toBe(401);
    }
    const user = await createUser(server.ctx);
    expectLimited(await api.signIn(user.username, PASSWORD));
    expect((await from('198.51.100.51').signIn(user.username, PASSWORD)).status).toBe(200);
  });

  it('never verifies a password once limited', async () => {
    const user = await createUser(server.ctx);
    const api = from('198.51.100.60');
    await fail(api, user.username, SIGN_IN_LIMITS.perAccountAndAddress);
    const verify = vi.spyOn(argon2, 'verify');
    expectLimited(await api.signIn(user.username, PASSWORD));
    expectLimited(await api.signIn(user.email, 'not the password'));
    expect(verify).not.toHaveBeenCalled();
    // The spy does see a verification that is not limited.
    await fail(from('198.51.100.61'), user.username, 1);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
