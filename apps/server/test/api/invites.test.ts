// Shared ideas (issue 16, area INVITE), on both engines: "invite_code on a pin page identifies
// an inviter"; InviteCodeMetadataResource "reads resource_response.data (sender,
// invite_channel)", signed out too; "the invite is null on failure": an unknown code, a sender
// in a block with the viewer, a suspended sender and a pin the viewer may not see all answer
// `not_found`. The Send dialog's codes are one per sender, pin and channel; a pin sent in a
// conversation carries a message code (channel 5, one without a popover).
import { INVITE_CHANNEL } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createPin } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode, signedInPerson } from './saving-fixtures';

let server: TestServer;

interface Invite {
  invite_code: string;
  invite_channel: number;
  pin_id: string;
  url: string;
  sender: {
    id: string;
    first_name: string;
    full_name: string;
    image_medium_url: string | null;
    is_default_image: boolean;
    should_show_messaging: boolean;
  };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = (name: string) => signedInPerson(server, name);
async function pinOf(userId: string, privacy: 'public' | 'secret' = 'public') {
  const board = await createBoard(server.ctx, userId, { name: `Ideas ${privacy}`, privacy });
  return createPin(server.ctx, board, userId, { title: 'A blue door' });
}
async function share(api: Awaited<ReturnType<typeof person>>['api'], pinId: string, channel = 1) {
  const res = await api.post('InviteCodeResource', 'create', {
    pin_id: pinId,
    invite_channel: channel,
  });
  expect(res.status).toBe(200);
  return data(res) as Invite;
}
const lookup = (api: Awaited<ReturnType<typeof person>>['api'], code: string) =>
  api.get('InviteCodeMetadataResource', { invite_code: code });

describe('InviteCodeResource create: the Send dialog asks for a code to share', () => {
  it('copy link makes a code whose link is the pin page with ?invite_code=', async () => {
    const ana = await person('Ana');
    const pin = await pinOf(ana.id);
    const invite = await share(ana.api, pin);
    expect(invite.invite_code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(invite).toMatchObject({
      invite_channel: INVITE_CHANNEL.copy_link,
      pin_id: pin,
      url: `/pin/a-blue-door--${pin}/?invite_code=${invite.invite_code}`,
      sender: { id: ana.id, first_name: 'Ana', full_name: 'Ana User' },
    });
  });

  it('the same code each time for the same pin and channel; another channel gets its own', async () => {
    const ana = await person('Ana');
    const pin = await pinOf(ana.id);
    const first = await share(ana.api, pin);
    expect((await share(ana.api, pin)).invite_code).toBe(first.invite_code);
    const sheet = await share(ana.api, pin, INVITE_CHANNEL.share_sheet);
    expect(sheet.invite_code).not.toBe(first.invite_code);
    expect(sheet.invite_channel).toBe(INVITE_CHANNEL.share_sheet);
    const bob = await person('Bob');
    expect((await share(bob.api, pin)).invite_code).not.toBe(first.invite_code);
  });

  it('refused: signed out, a pin the viewer may not see, a channel clients do not make', async () => {
    const ana = await person('Ana');
    const bob = await person('Bob');
    const secret = await pinOf(ana.id, 'secret');
    const visitor = await clientFor(server, null);
    const ask = (api: typeof visitor, pin: string, channel: number) =>
      api.post('InviteCodeResource', 'create', { pin_id: pin, invite_channel: channel });
    expect(errorCode(await ask(visitor, secret, 1))).toBe('unauthorized');
    expect(errorCode(await ask(bob.api, secret, 1))).toBe('not_found');
    expect(errorCode(await ask(ana.api, secret, INVITE_CHANNEL.message))).toBe(
      'invalid_parameters',
    );
    expect(errorCode(await ask(ana.api, secret, 9))).toBe('invalid_parameters');
    // The owner may share their own secret pin's link; only who can see it will see it.
    expect((await share(ana.api, secret)).pin_id).toBe(secret);
  });
});

describe('InviteCodeMetadataResource get: "Looked up by invite_code"', () => {
  it('signed out: the sender (first_name, is_default_image, image_medium_url) and invite_channel', async () => {
    const ana = await person('Ana');
    const invite = await share(ana.api, await pinOf(ana.id));
    const visitor = await clientFor(server, null);
    const res = await lookup(visitor, invite.invite_code);
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({
      ...invite,
      sender: { ...invite.sender, should_show_messaging: false },
    });
    expect(invite.sender).toMatchObject({ image_medium_url: null, is_default_image: true });
  });

  it('signed in, someone else: should_show_messaging; the sender themself: not', async () => {
    const ana = await person('Ana');
    const bob = await person('Bob');
    const invite = await share(ana.api, await pinOf(ana.id));
    expect((data(await lookup(bob.api, invite.invite_code)) as Invite).sender).toMatchObject({
      should_show_messaging: true,
    });
    expect((data(await lookup(ana.api, invite.invite_code)) as Invite).sender).toMatchObject({
      should_show_messaging: false,
    });
  });

  it('"The invite is null on failure": each failure is the same not_found', async () => {
    const ana = await person('Ana');
    const bob = await person('Bob');
    const carol = await person('Carol');
    const visitor = await clientFor(server, null);
    expect(errorCode(await lookup(visitor, 'NoSuchCode12'))).toBe('not_found');
    expect(errorCode(await lookup(visitor, 'bad code'))).toBe('invalid_parameters');
    // A secret pin's code names nobody to those who may not see the pin.
    const secret = await share(ana.api, await pinOf(ana.id, 'secret'));
    expect(errorCode(await lookup(visitor, secret.invite_code))).toBe('not_found');
    expect(errorCode(await lookup(bob.api, secret.invite_code))).toBe('not_found');
    // A block either way.
    const invite = await share(ana.api, await pinOf(ana.id));
    const blocked = await bob.api.post('UserBlockResource', 'create', {
      blocked_user_id: ana.id,
      block_source: 'profile',
      block_context: 'more menu',
    });
    expect(blocked.status).toBe(200);
    expect(errorCode(await lookup(bob.api, invite.invite_code))).toBe('not_found');
    expect(errorCode(await lookup(carol.api, invite.invite_code))).not.toBeDefined();
    // A suspended sender.
    await server.ctx.stores.moderation.suspend(ana.id, Date.now());
    expect(errorCode(await lookup(carol.api, invite.invite_code))).toBe('not_found');
  });

  it('a deleted pin takes its codes with it', async () => {
    const ana = await person('Ana');
    const pin = await pinOf(ana.id);
    const invite = await share(ana.api, pin);
    expect((await ana.api.post('PinResource', 'delete', { id: pin })).status).toBe(200);
    expect(errorCode(await lookup(ana.api, invite.invite_code))).toBe('not_found');
  });
});

describe('a pin sent in a conversation is a shared idea on the message channel', () => {
  it('the message carries a code whose lookup names the sender, on channel 5', async () => {
    const ana = await person('Ana');
    const bob = await person('Bob');
    const pin = await pinOf(ana.id);
    const res = await ana.api.post('ConversationResource', 'create', {
      user_id: bob.id,
      pin_id: pin,
    });
    const message = (data(res) as { last_message: { invite_code: string | null } }).last_message;
    expect(message.invite_code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const invite = data(await lookup(bob.api, message.invite_code!)) as Invite;
    expect(invite).toMatchObject({
      invite_channel: INVITE_CHANNEL.message,
      pin_id: pin,
      sender: { id: ana.id, first_name: 'Ana' },
    });
    const words = await ana.api.post('ConversationMessagesResource', 'create', {
      conversation_id: (data(res) as { id: string }).id,
      text: 'and words alone',
    });
    expect((data(words) as { invite_code: string | null }).invite_code).toBeNull();
  });
});
