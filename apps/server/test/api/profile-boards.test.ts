// A profile's boards (spec 002 §7, req 002-7.05; the "custom" order of req 002-3.04): the boards a
// user owns and the group boards they joined, and the "custom" order the owner sets by dragging
// (BoardOrderResource update).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollaborator, createBoard, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { allIds, clientFor, errorCode } from './saving-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newUser = async () => {
  const user = await createUser(server.ctx);
  return { user, api: await clientFor(server, user) };
};

describe('BoardsResource lists joined group boards', () => {
  it('shows a group board on its collaborator profile, to the collaborator and to others', async () => {
    const owner = await newUser();
    const member = await newUser();
    const stranger = await newUser();
    const own = await createBoard(server.ctx, member.user.id, { name: 'Mine' });
    const group = await createBoard(server.ctx, owner.user.id, { name: 'Group' });
    await addCollaborator(server.ctx, group.id, member.user.id, owner.user.id);
    const listed = (api: typeof member.api) =>
      allIds(api, 'BoardsResource', { username: member.user.username });
    expect(await listed(member.api)).toEqual(expect.arrayContaining([own.id, group.id]));
    expect(await listed(stranger.api)).toEqual(expect.arrayContaining([own.id, group.id]));
  });

  it('keeps a secret group board to its members: listed for the collaborator, not_found for the rest', async () => {
    const owner = await newUser();
    const member = await newUser();
    const stranger = await newUser();
    const secret = await createBoard(server.ctx, owner.user.id, { privacy: 'secret' });
    await addCollaborator(server.ctx, secret.id, member.user.id, owner.user.id);
    const listed = (api: typeof member.api) =>
      allIds(api, 'BoardsResource', { username: member.user.username });
    expect(await listed(member.api)).toContain(secret.id);
    expect(await listed(owner.api)).toContain(secret.id);
    expect(await listed(stranger.api)).not.toContain(secret.id);
    const signedOut = await clientFor(server, null);
    expect(await listed(signedOut)).not.toContain(secret.id);
  });

  it('hides a joined board whose owner stands in a block with the viewer', async () => {
    const owner = await newUser();
    const member = await newUser();
    const blocked = await newUser();
    const group = await createBoard(server.ctx, owner.user.id);
    await addCollaborator(server.ctx, group.id, member.user.id, owner.user.id);
    const res = await owner.api.post('UserBlockResource', 'create', {
      blocked_user_id: blocked.user.id,
    });
    expect(res.status, res.raw).toBe(200);
    const seen = await allIds(blocked.api, 'BoardsResource', { username: member.user.username });
    expect(seen).not.toContain(group.id);
  });
});

describe('BoardOrderResource update: drag to reorder (custom order)', () => {
  const customOrder = (api: Awaited<ReturnType<typeof newUser>>['api'], username: string) =>
    allIds(api, 'BoardsResource', { username, board_order: 'custom' });

  it('moves a board before another, and to the end with no before_board_id', async () => {
    const { user, api } = await newUser();
    const [a, b, c] = [
      await createBoard(server.ctx, user.id),
      await createBoard(server.ctx, user.id),
      await createBoard(server.ctx, user.id),
    ];
    expect(await customOrder(api, user.username)).toEqual([a.id, b.id, c.id]);
    let res = await api.post('BoardOrderResource', 'update', {
      board_id: c.id,
      before_board_id: a.id,
    });
    expect(res.status, res.raw).toBe(200);
    expect(await customOrder(api, user.username)).toEqual([c.id, a.id, b.id]);
    res = await api.post('BoardOrderResource', 'update', { board_id: c.id });
    expect(res.status, res.raw).toBe(200);
    expect(await customOrder(api, user.username)).toEqual([a.id, b.id, c.id]);
  });

  it('lets only the owner reorder: a collaborator is forbidden, a stranger of a secret board gets not_found', async () => {
    const owner = await newUser();
    const member = await newUser();
    const stranger = await newUser();
    const a = await createBoard(server.ctx, owner.user.id, { privacy: 'secret' });
    const b = await createBoard(server.ctx, owner.user.id);
    await addCollaborator(server.ctx, a.id, member.user.id, owner.user.id);
    const move = { board_id: a.id, before_board_id: null };
    expect(errorCode(await member.api.post('BoardOrderResource', 'update', move))).toBe(
      'forbidden',
    );
    expect(errorCode(await stranger.api.post('BoardOrderResource', 'update', move))).toBe(
      'not_found',
    );
    const signedOut = await clientFor(server, null);
    expect((await signedOut.post('BoardOrderResource', 'update', move)).status).toBe(401);
    expect(await customOrder(owner.api, owner.user.username)).toEqual([a.id, b.id]);
  });

  it('refuses a target that is not another board of the same owner', async () => {
    const { user, api } = await newUser();
    const other = await newUser();
    const mine = await createBoard(server.ctx, user.id);
    const theirs = await createBoard(server.ctx, other.user.id);
    for (const before of [mine.id, theirs.id]) {
      const res = await api.post('BoardOrderResource', 'update', {
        board_id: mine.id,
        before_board_id: before,
      });
      expect(errorCode(res), res.raw).toBe('invalid_parameters');
    }
  });
});
