// Reactions (issue 13, "The closeup, complete"): PinReactionResource create and delete, one
// reaction per person per pin, `pins.reaction_counts` kept in step by the database, the
// viewer's own reaction on the closeup (PinResource get), and every refusal with nothing
// recorded. On both engines.
import { REACTION_TYPES } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser, storyPinJson } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
let ada: ApiClient;
let bob: ApiClient;
let visitor: ApiClient;
let adaId: string;
let bobId: string;
let owner: { id: string; username: string };
let board: { id: string; privacy: string };
let secret: { id: string; privacy: string };
let shared: { id: string; privacy: string };

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  owner = await createUser(ctx, { first_name: 'Olive' });
  const a = await createUser(ctx, { first_name: 'Ada' });
  const b = await createUser(ctx, { first_name: 'Bob' });
  adaId = a.id;
  bobId = b.id;
  board = await createBoard(ctx, owner.id, { name: 'Kitchen' });
  secret = await createBoard(ctx, owner.id, { name: 'Hidden', privacy: 'secret' });
  shared = await createBoard(ctx, owner.id, { name: 'Together' });
  await addCollaborator(ctx, shared.id, b.id, owner.id);
  ada = await clientFor(server, a);
  bob = await clientFor(server, b);
  visitor = await clientFor(server, null);
});
afterAll(() => server.close());

const newPin = (on = board) => createPin(server.ctx, on, owner.id);
const react = (api: ApiClient, pinId: string, type: string) =>
  api.post('PinReactionResource', 'create', { pin_id: pinId, reaction_type: type });
const unreact = (api: ApiClient, pinId: string) =>
  api.post('PinReactionResource', 'delete', { pin_id: pinId });
const closeup = async (api: ApiClient, pinId: string) =>
  data(await api.get('PinResource', { id: pinId })) as {
    reaction_counts: Record<string, number>;
    viewer_reaction: string | null;
    on_collaborative_board: boolean;
  };
async function rows(pinId: string) {
  return server.ctx.storage.db
    .selectFrom('pin_reactions')
    .select(['user_id', 'reaction_type'])
    .where('pin_id', '=', pinId)
    .execute();
}
async function setPin(pinId: string, fields: Record<string, number | string | null>) {
  await server.ctx.storage.db.updateTable('pins').set(fields).where('id', '=', pinId).execute();
  server.ctx.readCache.invalidate();
}

describe('PinReactionResource: react, change, take back', () => {
  it('a reaction answers the counts and the viewer reaction, and the closeup shows both', async () => {
    const pin = await newPin();
    const res = await react(ada, pin, 'like');
    expect(data(res)).toEqual({
      pin_id: pin,
      reaction_counts: { like: 1 },
      viewer_reaction: 'like',
    });
    expect(await closeup(ada, pin)).toMatchObject({
      reaction_counts: { like: 1 },
      viewer_reaction: 'like',
      on_collaborative_board: false,
    });
    // Others see the count, not Ada's reaction.
    expect(await closeup(bob, pin)).toMatchObject({
      reaction_counts: { like: 1 },
      viewer_reaction: null,
    });
    expect(await closeup(visitor, pin)).toMatchObject({
      reaction_counts: { like: 1 },
      viewer_reaction: null,
    });
  });

  it('another type replaces the reaction (one per person per pin); the same again changes nothing', async () => {
    const pin = await newPin();
    await react(ada, pin, 'like');
    const res = await react(ada, pin, 'wow');
    expect(data(res)).toEqual({ pin_id: pin, reaction_counts: { wow: 1 }, viewer_reaction: 'wow' });
    const again = await react(ada, pin, 'wow');
    expect(data(again)).toEqual({
      pin_id: pin,
      reaction_counts: { wow: 1 },
      viewer_reaction: 'wow',
    });
    expect(await rows(pin)).toEqual([{ user_id: expect.anything(), reaction_type: 'wow' }]);
  });

  it('taking it back leaves the pin at {} (a grid item leaves the field out again)', async () => {
    const pin = await newPin();
    await react(ada, pin, 'haha');
    const res = await unreact(ada, pin);
    expect(data(res)).toEqual({ pin_id: pin, reaction_counts: {}, viewer_reaction: null });
    expect(await closeup(ada, pin)).toMatchObject({ reaction_counts: {}, viewer_reaction: null });
    // Taking back a reaction one never gave is the same answer.
    expect(data(await unreact(ada, pin))).toEqual({
      pin_id: pin,
      reaction_counts: {},
      viewer_reaction: null,
    });
  });

  it("two people's reactions add up, by type", async () => {
    const pin = await newPin();
    await react(ada, pin, 'like');
    const res = await react(bob, pin, 'like');
    expect(data(res)).toMatchObject({ reaction_counts: { like: 2 }, viewer_reaction: 'like' });
    await react(bob, pin, 'thanks');
    expect((await closeup(visitor, pin)).reaction_counts).toEqual({ like: 1, thanks: 1 });
    await unreact(ada, pin);
    expect((await closeup(visitor, pin)).reaction_counts).toEqual({ thanks: 1 });
  });

  it('concurrent reactions of many people all count', async () => {
    const pin = await newPin();
    const people = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const user = await createUser(server.ctx, { first_name: `P${i}` });
        return clientFor(server, user);
      }),
    );
    const answers = await Promise.all(people.map((api) => react(api, pin, 'like')));
    for (const res of answers) expect(res.status).toBe(200);
    expect((await closeup(visitor, pin)).reaction_counts).toEqual({ like: 6 });
  });

  it('counts a pin had before (imported, the demo) stay, and reactions add to them', async () => {
    const pin = await newPin();
    await setPin(pin, { reaction_counts: JSON.stringify({ like: 4, '1': 2 }) });
    expect(data(await react(ada, pin, 'like'))).toMatchObject({
      reaction_counts: { like: 5, '1': 2 },
    });
    expect(data(await unreact(ada, pin))).toMatchObject({ reaction_counts: { like: 4, '1': 2 } });
  });

  it('a reaction is on the pin shown: reacting to a save counts on the save, not its original', async () => {
    const original = await newPin();
    const adaBoard = await createBoard(server.ctx, adaId, { name: 'Ada saves' });
    const save = await createPin(server.ctx, adaBoard, adaId, { origin_pin_id: original });
    await react(bob, save, 'like');
    expect((await closeup(bob, save)).reaction_counts).toEqual({ like: 1 });
    expect((await closeup(bob, original)).reaction_counts).toEqual({});
  });

  it('every type of the list is taken', async () => {
    const pin = await newPin();
    for (const type of REACTION_TYPES) {
      expect(data(await react(ada, pin, type)), type).toMatchObject({ viewer_reaction: type });
    }
  });

  it('when a person or a pin goes, their reactions go (cascade), and counts follow', async () => {
    const pin = await newPin();
    const gone = await createUser(server.ctx, { first_name: 'Gone' });
    await react(await clientFor(server, gone), pin, 'like');
    await react(ada, pin, 'like');
    await server.ctx.storage.db.deleteFrom('users').where('id', '=', gone.id).execute();
    server.ctx.readCache.invalidate();
    expect((await closeup(visitor, pin)).reaction_counts).toEqual({ like: 1 });
    await server.ctx.storage.db.deleteFrom('pins').where('id', '=', pin).execute();
    expect(await rows(pin)).toEqual([]);
  });
});

describe('PinReactionResource: refusals, and nothing recorded', () => {
  it('an unknown type is invalid_parameters naming the field', async () => {
    const pin = await newPin();
    const res = await react(ada, pin, 'love');
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.message).toMatch(/^reaction_type/);
    expect(errorCode(await ada.post('PinReactionResource', 'create', { pin_id: pin }))).toBe(
      'invalid_parameters',
    );
    expect(await rows(pin)).toEqual([]);
  });

  it('signed out is unauthorized', async () => {
    const pin = await newPin();
    expect(errorCode(await react(visitor, pin, 'like'))).toBe('unauthorized');
    expect(errorCode(await unreact(visitor, pin))).toBe('unauthorized');
    expect(await rows(pin)).toEqual([]);
  });

  it('without the CSRF header it is csrf_failed', async () => {
    const pin = await newPin();
    const res = await ada.post(
      'PinReactionResource',
      'create',
      { pin_id: pin, reaction_type: 'like' },
      { csrf: false },
    );
    expect(errorCode(res)).toBe('csrf_failed');
    expect(await rows(pin)).toEqual([]);
  });

  it('a pin the viewer may not see (a secret board, an unknown id) is not_found', async () => {
    const pin = await newPin(secret);
    expect(errorCode(await react(ada, pin, 'like'))).toBe('not_found');
    expect(errorCode(await unreact(ada, pin))).toBe('not_found');
    expect(errorCode(await react(ada, '999999999', 'like'))).toBe('not_found');
    expect(await rows(pin)).toEqual([]);
  });

  it('across a block it is not_found', async () => {
    const pin = await newPin();
    await server.ctx.storage.db
      .insertInto('user_blocks')
      .values({ blocker_id: owner.id, blocked_id: bobId, created_at: Date.now() })
      .execute();
    expect(errorCode(await react(bob, pin, 'like'))).toBe('not_found');
    await server.ctx.storage.db.deleteFrom('user_blocks').where('blocked_id', '=', bobId).execute();
    expect(await rows(pin)).toEqual([]);
  });

  it.each<[string, Record<string, number | string | null>]>([
    ['a promoted video ("video ... pins that are promoted")', { is_video: 1, is_promoted: 1 }],
    [
      'a promoted idea pin ("story pins that are promoted")',
      { story_pin_data: storyPinJson(), is_promoted: 1 },
    ],
    ['a downstream promotion', { is_promoted: 1, is_downstream_promotion: 1 }],
    ['an ad (no reaction row)', { is_promoted: 1 }],
    ['a video (no reaction row)', { is_video: 1 }],
  ])('%s is forbidden', async (_name, fields) => {
    const pin = await newPin();
    await setPin(pin, fields);
    expect(errorCode(await react(ada, pin, 'like'))).toBe('forbidden');
    expect(await rows(pin)).toEqual([]);
    expect((await closeup(ada, pin)).reaction_counts).toEqual({});
  });

  it('a pin on a collaborative board is forbidden, and the closeup says the board is one', async () => {
    const pin = await newPin(shared);
    expect(errorCode(await react(ada, pin, 'like'))).toBe('forbidden');
    expect(errorCode(await react(bob, pin, 'like'))).toBe('forbidden');
    expect(await rows(pin)).toEqual([]);
    expect(await closeup(ada, pin)).toMatchObject({
      on_collaborative_board: true,
      reaction_counts: {},
    });
  });

  it('a reaction given before the board became collaborative can still be taken back', async () => {
    const solo = await createBoard(server.ctx, owner.id, { name: 'Soon shared' });
    const pin = await newPin(solo);
    await react(ada, pin, 'like');
    await addCollaborator(server.ctx, solo.id, bobId, owner.id);
    expect(errorCode(await react(ada, pin, 'wow'))).toBe('forbidden');
    expect(data(await unreact(ada, pin))).toEqual({
      pin_id: pin,
      reaction_counts: {},
      viewer_reaction: null,
    });
  });
});
