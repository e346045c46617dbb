// The settings' profile and account deletion (issue 16, "/settings (profile, ... delete
// account)"), on both engines: names, About and username change, the username checked as at
// sign-up and unique; deleting an account asks its password, signs it out, and takes its boards,
// pins, comments and messages, while the saves others made keep their copies. Every refusal
// changes nothing.
import { ACCOUNT_ERRORS, ABOUT_MAX } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createPin, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode, signedInPerson } from './saving-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = (name: string) => signedInPerson(server, name);
const row = (id: string) =>
  server.ctx.storage.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

describe('UserProfileResource update', () => {
  it('changes names, About and the username; the profile moves to the new address', async () => {
    const ada = await person('Ada');
    const res = await ada.api.post('UserProfileResource', 'update', {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      about: 'Engines and lace.',
      username: `Ada_${Date.now() % 100000}`,
    });
    expect(res.status).toBe(200);
    const me = data(res) as { username: string; full_name: string; about: string };
    expect(me).toMatchObject({ full_name: 'Ada Lovelace', about: 'Engines and lace.' });
    expect(me.username).toBe(me.username.toLowerCase());
    const visitor = await clientFor(server, null);
    expect((await visitor.get('UserResource', { username: me.username })).status).toBe(200);
    expect(errorCode(await visitor.get('UserResource', { username: ada.username }))).toBe(
      'not_found',
    );
  });

  it('refuses a taken or invalid username, a blank first name, an overlong About; signed out', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const taken = await ada.api.post('UserProfileResource', 'update', { username: bob.username });
    expect(errorCode(taken)).toBe('conflict');
    expect(taken.body.resource_response.message).toBe(ACCOUNT_ERRORS.usernameTaken);
    for (const username of ['ab', '12345', 'settings', 'has space']) {
      const res = await ada.api.post('UserProfileResource', 'update', { username });
      expect(errorCode(res)).toBe('invalid_parameters');
    }
    const blank = await ada.api.post('UserProfileResource', 'update', { first_name: '   ' });
    expect(blank.body.resource_response.message).toBe(ACCOUNT_ERRORS.firstNameBlank);
    expect(
      errorCode(
        await ada.api.post('UserProfileResource', 'update', { about: 'x'.repeat(ABOUT_MAX + 1) }),
      ),
    ).toBe('invalid_parameters');
    expect(await row(ada.id)).toMatchObject({ username: ada.username, first_name: 'Ada' });
    const visitor = await clientFor(server, null);
    expect(
      errorCode(await visitor.post('UserProfileResource', 'update', { first_name: 'X' })),
    ).toBe('unauthorized');
  });
});

describe('UserAccountResource delete', () => {
  it('a wrong password deletes nothing', async () => {
    const ada = await person('Ada');
    const res = await ada.api.post('UserAccountResource', 'delete', { password: 'not it at all' });
    expect(errorCode(res)).toBe('forbidden');
    expect(res.body.resource_response.message).toBe(ACCOUNT_ERRORS.wrongPassword);
    expect(await row(ada.id)).toBeDefined();
  });

  it("deletes the account and what is of it, signs it out; others' saves keep their copies", async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const board = await createBoard(server.ctx, ada.id, { name: 'Mine' });
    const pin = await createPin(server.ctx, board, ada.id);
    const bobBoard = await createBoard(server.ctx, bob.id, { name: 'Saved' });
    const save = data(
      await bob.api.post('RepinResource', 'create', { pin_id: pin, board_id: bobBoard.id }),
    ) as { id: string };
    await ada.api.post('PinCommentResource', 'create', { pin_id: save.id, text: 'mine too' });
    await ada.api.post('ConversationResource', 'create', { user_id: bob.id, text: 'bye' });
    await bob.api.post('UserFollowResource', 'create', { user_id: ada.id });

    const res = await ada.api.post('UserAccountResource', 'delete', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await row(ada.id)).toBeUndefined();
    // Signed out: the session went with the account.
    expect(errorCode(await ada.api.post('UserFollowResource', 'create', { user_id: bob.id }))).toBe(
      'unauthorized',
    );
    const db = server.ctx.storage.db;
    expect(await db.selectFrom('pins').select('id').where('id', '=', pin).execute()).toEqual([]);
    expect(await db.selectFrom('boards').select('id').where('id', '=', board.id).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('pin_comments').select('id').where('user_id', '=', ada.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('conversation_messages')
        .select('id')
        .where('sender_id', '=', ada.id)
        .execute(),
    ).toEqual([]);
    // Bob's save stays, with its copied content; his news and lists hold nothing of Ada.
    expect((await bob.api.get('PinResource', { id: save.id })).status).toBe(200);
    expect(data(await bob.api.get('ConversationsResource', {}))).toEqual([]);
    const signIn = await (
      await clientFor(server, null)
    ).post('UserSessionResource', 'create', {
      username_or_email: ada.username,
      password: PASSWORD,
    });
    expect(signIn.status).not.toBe(200);
  });
});
