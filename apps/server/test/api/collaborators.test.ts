// Collaboration (spec 002 §3, §4, §7, reqs 002-3.05, 002-4.05, 002-4.06, 002-7.06, 002-7.07;
// docs/API.md §3): BoardInviteResource create|update|delete, BoardInvitesResource get,
// BoardCollaboratorResource delete, BoardCollaboratorsResource get. The owner and accepted
// collaborators invite; the invitee accepts or denies ("Board invite denied: ... the invite is
// deleted"); the owner removes a collaborator or a collaborator leaves; collaborators see a secret
// board and its pins, and lose them when they go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createPin, createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

type U = { id: string; username: string };
let server: TestServer;
let owner: U;
let invitee: U;
let second: U;
let third: U;
let stranger: U;
let blocked: U;
let secret: { id: string; slug: string; privacy: string };
let publicBoard: { id: string; slug: string; privacy: string };
let secretPin: string;
const api = new Map<string, ApiClient>();
const as = (u: U) => api.get(u.id)!;
const anon = () => new ApiClient(server.app);

const invite = (by: U, boardId: string, user: U) =>
  as(by).post('BoardInviteResource', 'create', { board_id: boardId, invited_user_id: user.id });
const accept = (by: U, boardId: string, status = 'accepted') =>
  as(by).post('BoardInviteResource', 'update', { board_id: boardId, status });
const deny = (by: U, boardId: string, user: U) =>
  as(by).post('BoardInviteResource', 'delete', { board_id: boardId, invited_user_id: user.id });
const remove = (by: U, boardId: string, user: U) =>
  as(by).post('BoardCollaboratorResource', 'delete', {
    board_id: boardId,
    invited_user_id: user.id,
  });
const pendingBoards = async (u: U) =>
  (
    (await as(u).get('BoardInvitesResource', {})).body.resource_response.data as {
      board_id: string;
    }[]
  ).map((i) => i.board_id);
const code = (res: { body: { resource_response: { error?: { code: string } } } }) =>
  res.body.resource_response.error?.code ?? 'ok';

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.ctx, { first_name: 'Olive' });
  invitee = await createUser(server.ctx, { first_name: 'Ivan' });
  second = await createUser(server.ctx);
  third = await createUser(server.ctx);
  stranger = await createUser(server.ctx);
  blocked = await createUser(server.ctx);
  secret = await createBoard(server.ctx, owner.id, {
    name: 'Gift plans',
    slug: 'gift-plans',
    privacy: 'secret',
  });
  publicBoard = await createBoard(server.ctx, owner.id, { name: 'Kitchen', slug: 'kitchen' });
  secretPin = await createPin(server.ctx, secret, owner.id, { title: 'Surprise' });
  for (const u of [owner, invitee, second, third, stranger, blocked]) {
    const client = new ApiClient(server.app);
    await client.signIn(u.username, PASSWORD);
    api.set(u.id, client);
  }
  await as(owner).post('UserBlockResource', 'create', { blocked_user_id: blocked.id });
});
afterAll(() => server.close());

describe('the invite lifecycle', () => {
  it('the owner invites: the answer carries the board, both users and the invite link', async () => {
    const res = await invite(owner, secret.id, invitee);
    expect(res.status).toBe(200);
    const data = res.body.resource_response.data;
    expect(data).toMatchObject({
      board_id: secret.id,
      invited_user_id: invitee.id,
      status: 'invited',
      board: { id: secret.id, name: 'Gift plans', privacy: 'secret' },
      inviter: { id: owner.id, username: owner.username },
      invited_user: { id: invitee.id },
      board_url: `/${owner.username}/gift-plans/`,
      invite_url: `/${owner.username}/gift-plans/?accept_invite=true&seamless=true`,
    });
  });

  it('inviting again answers the same open invitation', async () => {
    const res = await invite(owner, secret.id, invitee);
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data.status).toBe('invited');
  });

  it('the invitee finds it among their open invitations, with its inviter', async () => {
    const res = await as(invitee).get('BoardInvitesResource', {});
    expect(res.status).toBe(200);
    expect(res.body.resource_response.bookmark).toBe('-end-');
    expect(res.body.resource_response.data).toEqual([
      expect.objectContaining({
        board_id: secret.id,
        status: 'invited',
        inviter: expect.objectContaining({ id: owner.id }),
      }),
    ]);
  });

  it('an open invitation does not show the secret board or its pins yet', async () => {
    expect(code(await as(invitee).get('BoardResource', { board_id: secret.id }))).toBe('not_found');
    expect(code(await as(invitee).get('PinResource', { id: secretPin }))).toBe('not_found');
  });

  it('only "accepted" is an answer (denying deletes the invitation instead)', async () => {
    const res = await accept(invitee, secret.id, 'declined');
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(/^status:/);
  });

  it('nobody but the invitee accepts (not_found)', async () => {
    expect(code(await accept(stranger, secret.id))).toBe('not_found');
    expect(code(await accept(second, publicBoard.id))).toBe('not_found');
  });

  it('the invitee accepts: then sees the secret board, its feed and its pins', async () => {
    const res = await accept(invitee, secret.id);
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data.status).toBe('accepted');
    const board = await as(invitee).get('BoardResource', { board_id: secret.id });
    expect(board.status).toBe(200);
    expect(board.body.resource_response.data).toMatchObject({
      collaborated_by_me: true,
      is_collaborative: true,
      collaborator_count: 1,
    });
    const feed = await as(invitee).get('BoardFeedResource', { board_id: secret.id });
    expect(feed.body.resource_response.data.map((p: { id: string }) => p.id)).toEqual([secretPin]);
    expect((await as(invitee).get('PinResource', { id: secretPin })).status).toBe(200);
    const boards = await as(invitee).get('BoardsResource', { username: owner.username });
    expect(boards.body.resource_response.data.map((b: { id: string }) => b.id)).toContain(
      secret.id,
    );
    expect(await pendingBoards(invitee)).toEqual([]);
  });

  it('accepting again changes nothing; inviting a collaborator is a conflict', async () => {
    expect((await accept(invitee, secret.id)).status).toBe(200);
    const res = await invite(owner, secret.id, invitee);
    expect(res.status).toBe(409);
    expect(code(res)).toBe('conflict');
  });

  it('an accepted collaborator may invite too', async () => {
    const res = await invite(invitee, secret.id, second);
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data.inviter.id).toBe(invitee.id);
  });

  it('the invitee denies: the invitation is deleted', async () => {
    expect(await pendingBoards(second)).toEqual([secret.id]);
    const res = await deny(second, secret.id, second);
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toBeNull();
    expect(await pendingBoards(second)).toEqual([]);
    expect(code(await accept(second, secret.id))).toBe('not_found');
    // No longer invited, they no longer reach the secret board at all.
    expect(code(await deny(second, secret.id, second))).toBe('not_found');
  });

  it('the owner, or whoever sent it, cancels an invitation (again: still a success)', async () => {
    await invite(owner, publicBoard.id, second);
    for (let i = 0; i < 2; i += 1) {
      expect((await deny(owner, publicBoard.id, second)).status).toBe(200);
    }
    expect(await pendingBoards(second)).toEqual([]);
    await invite(invitee, secret.id, third);
    expect((await deny(invitee, secret.id, third)).status).toBe(200);
    expect(await pendingBoards(third)).toEqual([]);
  });

  it('an accepted collaboration is no invitation: BoardInviteResource delete is not_found', async () => {
    expect(code(await deny(owner, secret.id, invitee))).toBe('not_found');
  });

  it('lists collaborators; open invitations only to the owner and collaborators', async () => {
    await invite(owner, publicBoard.id, third);
    await invite(owner, publicBoard.id, invitee);
    await accept(invitee, publicBoard.id);
    const byOwner = await as(owner).get('BoardCollaboratorsResource', { board_id: publicBoard.id });
    expect(
      byOwner.body.resource_response.data.map((c: { user: { id: string }; status: string }) => [
        c.user.id,
        c.status,
      ]),
    ).toEqual([
      [third.id, 'invited'],
      [invitee.id, 'accepted'],
    ]);
    const byStranger = await as(stranger).get('BoardCollaboratorsResource', {
      board_id: publicBoard.id,
    });
    expect(byStranger.body.resource_response.data).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: invitee.id }) }),
    ]);
    expect(
      code(await as(stranger).get('BoardCollaboratorsResource', { board_id: secret.id })),
    ).toBe('not_found');
  });

  it('pages the open invitations newest first', async () => {
    const extra = await createBoard(server.ctx, owner.id);
    await invite(owner, extra.id, third);
    const first = await as(third).get('BoardInvitesResource', { page_size: 1 });
    expect(first.body.resource_response.data.map((i: { board_id: string }) => i.board_id)).toEqual([
      extra.id,
    ]);
    const next = await as(third).get('BoardInvitesResource', {
      page_size: 1,
      bookmarks: [first.body.resource_response.bookmark],
    });
    expect(next.body.resource_response.data.map((i: { board_id: string }) => i.board_id)).toEqual([
      publicBoard.id,
    ]);
    expect(next.body.resource_response.bookmark).toBe('-end-');
  });
});

describe('removing collaborators and leaving', () => {
  it('a collaborator removes nobody else (forbidden); the owner cannot leave (invalid)', async () => {
    await invite(owner, secret.id, second);
    await accept(second, secret.id);
    expect(code(await remove(invitee, secret.id, second))).toBe('forbidden');
    expect(code(await remove(stranger, publicBoard.id, invitee))).toBe('forbidden');
    expect(code(await remove(stranger, secret.id, invitee))).toBe('not_found');
    const res = await remove(owner, secret.id, owner);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(/^invited_user_id:/);
  });

  it('the owner removes a collaborator, who then loses the secret board and its pins', async () => {
    const res = await remove(owner, secret.id, second);
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toBeNull();
    expect(code(await as(second).get('BoardResource', { board_id: secret.id }))).toBe('not_found');
    expect(code(await as(second).get('BoardFeedResource', { board_id: secret.id }))).toBe(
      'not_found',
    );
    expect(code(await as(second).get('PinResource', { id: secretPin }))).toBe('not_found');
    const boards = await as(second).get('BoardsResource', { username: owner.username });
    expect(boards.body.resource_response.data.map((b: { id: string }) => b.id)).not.toContain(
      secret.id,
    );
    expect((await remove(owner, secret.id, second)).status).toBe(200);
  });

  it('a collaborator leaves by themselves and loses the board', async () => {
    expect((await remove(invitee, secret.id, invitee)).status).toBe(200);
    expect(code(await as(invitee).get('PinResource', { id: secretPin }))).toBe('not_found');
    const board = await as(owner).get('BoardResource', { board_id: secret.id });
    expect(board.body.resource_response.data).toMatchObject({
      collaborator_count: 0,
      is_collaborative: false,
    });
  });
});

describe('permissions', () => {
  it.each([
    [
      'a stranger, on a board they can see (forbidden)',
      () => invite(stranger, publicBoard.id, second),
      'forbidden',
    ],
    [
      'a stranger, on a secret board (not_found)',
      () => invite(stranger, secret.id, second),
      'not_found',
    ],
    [
      'an invitee who has not accepted (forbidden)',
      () => invite(third, publicBoard.id, second),
      'forbidden',
    ],
    [
      'anyone inviting themselves (invalid)',
      () => invite(owner, publicBoard.id, owner),
      'invalid_parameters',
    ],
    [
      'anyone inviting the owner (invalid)',
      () => invite(invitee, publicBoard.id, owner),
      'invalid_parameters',
    ],
    [
      'a user that does not exist',
      () => invite(owner, publicBoard.id, { id: '999999999', username: 'x' }),
      'not_found',
    ],
    ['a board that does not exist', () => invite(owner, '999999999', second), 'not_found'],
  ] as const)('invite by %s', async (_label, call, expected) => {
    expect(code(await call())).toBe(expected);
  });

  it('a stranger cannot delete an invitation they did not send', async () => {
    await invite(owner, publicBoard.id, second);
    expect(code(await deny(stranger, publicBoard.id, second))).toBe('forbidden');
    expect(await pendingBoards(second)).toContain(publicBoard.id);
    await deny(second, publicBoard.id, second);
  });

  it.each([
    ['BoardInviteResource', 'create', { board_id: '1', invited_user_id: '2' }],
    ['BoardInviteResource', 'update', { board_id: '1', status: 'accepted' }],
    ['BoardInviteResource', 'delete', { board_id: '1', invited_user_id: '2' }],
    ['BoardCollaboratorResource', 'delete', { board_id: '1', invited_user_id: '2' }],
  ])('%s %s answers unauthorized when signed out', async (name, action, options) => {
    const res = await anon().post(name, action, options);
    expect(res.status).toBe(401);
  });

  it('BoardInvitesResource get answers unauthorized when signed out', async () => {
    expect((await anon().get('BoardInvitesResource', {})).status).toBe(401);
  });

  it('an invitee of a secret board reaches only their own invitation: every other invite or collaborator action is not_found, as the board is to them ("Private things answer not_found")', async () => {
    const hidden = await createBoard(server.ctx, owner.id, { privacy: 'secret' });
    await invite(owner, hidden.id, third);
    await invite(owner, hidden.id, second);
    expect(code(await as(third).get('BoardResource', { board_id: hidden.id }))).toBe('not_found');
    expect(code(await invite(third, hidden.id, stranger))).toBe('not_found');
    expect(code(await deny(third, hidden.id, second))).toBe('not_found');
    expect(code(await remove(third, hidden.id, second))).toBe('not_found');
    expect(code(await remove(third, hidden.id, owner))).toBe('not_found');
    // The same calls by someone who never heard of the board answer the same.
    expect(code(await invite(stranger, hidden.id, third))).toBe('not_found');
    expect(code(await deny(stranger, hidden.id, second))).toBe('not_found');
    expect(code(await remove(stranger, hidden.id, second))).toBe('not_found');
    expect(code(await accept(stranger, hidden.id))).toBe('not_found');
    // Their own invitation stays theirs to answer, and second's is untouched.
    expect(await pendingBoards(second)).toContain(hidden.id);
    expect((await deny(third, hidden.id, third)).status).toBe(200);
    expect(code(await deny(third, hidden.id, third))).toBe('not_found');
    await accept(second, hidden.id);
    expect(code(await invite(second, hidden.id, third))).toBe('ok');
  });

  it('an invitee of a board they can see is forbidden to invite or remove others', async () => {
    const open = await createBoard(server.ctx, owner.id);
    await invite(owner, open.id, third);
    await invite(owner, open.id, stranger);
    expect(code(await invite(third, open.id, second))).toBe('forbidden');
    expect(code(await deny(third, open.id, stranger))).toBe('forbidden');
    expect(code(await remove(third, open.id, stranger))).toBe('forbidden');
  });

  it('blocks: the blocker may not invite the blocked (forbidden), nor they the blocker (not_found)', async () => {
    expect(code(await invite(owner, publicBoard.id, blocked))).toBe('forbidden');
    const theirs = await createBoard(server.ctx, blocked.id);
    expect(code(await invite(blocked, theirs.id, owner))).toBe('not_found');
  });

  it('blocks: a collaborator may not invite someone the owner blocked (forbidden)', async () => {
    await invite(owner, publicBoard.id, second);
    await accept(second, publicBoard.id);
    expect(code(await invite(second, publicBoard.id, blocked))).toBe('forbidden');
  });
});
