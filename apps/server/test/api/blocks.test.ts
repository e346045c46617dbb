// Blocking (spec 002 §1, §4, §7, reqs 002-1.02, 002-7.12, 002-7.13; docs/API.md §3
// UserBlockResource). Ours (docs/ARCHITECTURE.md "Follows, collaboration and blocking"): a blocked
// user cannot see the blocker's boards or pins through any path (feeds, search, profile, repins),
// follow, invite or collaborate; existing collaborations end. Decided (policy/blocks.ts): symmetric
// for content, a third party's repin of the blocker's pin is hidden too, and unblocking restores
// visibility but not what the block ended (follows, collaborations, invitations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { addCollaborator, createBoard, createPin, createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

type U = { id: string; username: string };
type B = { id: string; slug: string; privacy: string };
let server: TestServer;
/** blocker blocks blocked; third saves the blocker's pin; bystander is a control. */
let blocker: U;
let blocked: U;
let third: U;
let bystander: U;
let blockerBoard: B;
let blockerSecret: B;
let blockedSecret: B;
let blockedBoard: B;
let thirdBoard: B;
let thirdGroup: B;
let blockerPin: string;
let blockerSecretPin: string;
let blockedPin: string;
let thirdRepin: string;
let thirdRepinSignature: string;
let thirdPin: string;
let blockerPinOnThirdGroup: string;
let thirdPinOnBlockerBoard: string;
let thirdRepinOfBlocked: string;
const api = new Map<string, ApiClient>();
const as = (u: U) => api.get(u.id)!;

const ids = (res: ApiAnswer) =>
  (res.body.resource_response.data as { id: string }[]).map((p) => p.id);
const code = (res: ApiAnswer) => res.body.resource_response.error?.code ?? 'ok';

beforeAll(async () => {
  server = await startTestServer();
  blocker = await createUser(server.ctx, { first_name: 'Bea' });
  blocked = await createUser(server.ctx, { first_name: 'Ned' });
  third = await createUser(server.ctx, { first_name: 'Tess' });
  bystander = await createUser(server.ctx);
  blockerBoard = await createBoard(server.ctx, blocker.id, { slug: 'bea-kitchen' });
  blockerSecret = await createBoard(server.ctx, blocker.id, { privacy: 'secret' });
  blockedBoard = await createBoard(server.ctx, blocked.id, { slug: 'ned-garden' });
  blockedSecret = await createBoard(server.ctx, blocked.id, { privacy: 'secret' });
  thirdBoard = await createBoard(server.ctx, third.id, { slug: 'tess-saves' });
  thirdGroup = await createBoard(server.ctx, third.id, { slug: 'tess-group' });
  blockerPin = await createPin(server.ctx, blockerBoard, blocker.id, { title: 'Bea original' });
  blockerSecretPin = await createPin(server.ctx, blockerSecret, blocker.id);
  blockedPin = await createPin(server.ctx, blockedBoard, blocked.id, { title: 'Ned original' });
  thirdRepin = await createPin(server.ctx, thirdBoard, third.id, { origin_pin_id: blockerPin });
  thirdRepinSignature = (await server.ctx.stores.pins.byId(thirdRepin))!.image_signature;
  thirdPin = await createPin(server.ctx, thirdBoard, third.id, { title: 'Tess original' });
  // The blocker collaborates on the third party's board and pinned to it.
  await addCollaborator(server.ctx, thirdGroup.id, blocker.id, third.id);
  blockerPinOnThirdGroup = await createPin(server.ctx, thirdGroup, blocker.id);
  // The third party collaborates on the blocker's board and pinned to it: hidden by board owner.
  await addCollaborator(server.ctx, blockerBoard.id, third.id, blocker.id);
  thirdPinOnBlockerBoard = await createPin(server.ctx, blockerBoard, third.id);
  thirdRepinOfBlocked = await createPin(server.ctx, thirdBoard, third.id, {
    origin_pin_id: blockedPin,
  });
  // Ties the block must end: collaborations both ways, follows both ways, an open invitation.
  await addCollaborator(server.ctx, blockerSecret.id, blocked.id, blocker.id);
  await addCollaborator(server.ctx, blockedSecret.id, blocker.id, blocked.id);
  for (const u of [blocker, blocked, third, bystander]) {
    const client = new ApiClient(server.app);
    await client.signIn(u.username, PASSWORD);
    api.set(u.id, client);
  }
  await as(blocked).post('UserFollowResource', 'create', { user_id: blocker.id });
  await as(blocker).post('UserFollowResource', 'create', { user_id: blocked.id });
  await as(blocked).write('PUT', `/v3/boards/${blockerBoard.id}/follow/`);
  await as(blocker).write('PUT', `/v3/boards/${blockedBoard.id}/follow/`);
  const pendingBoard = await createBoard(server.ctx, blocker.id);
  await as(blocker).post('BoardInviteResource', 'create', {
    board_id: pendingBoard.id,
    invited_user_id: blocked.id,
  });
});
afterAll(() => server.close());

// Every read path, as [label, viewer, read, what it must hide]. `object` reads answer
// not_found when hidden; `list` reads leave the pin out; `cover` leaves its image out.
type Probe =
  | { kind: 'object'; read: (a: ApiClient) => Promise<ApiAnswer> }
  | { kind: 'list'; read: (a: ApiClient) => Promise<ApiAnswer>; pin: () => string }
  | { kind: 'cover'; read: (a: ApiClient) => Promise<ApiAnswer>; signature: () => string };

const probes: [string, () => U, Probe][] = [
  [
    "PinResource: the blocker's pin",
    () => blocked,
    { kind: 'object', read: (a) => a.get('PinResource', { id: blockerPin }) },
  ],
  [
    "PinResource: a third party's repin of the blocker's pin",
    () => blocked,
    { kind: 'object', read: (a) => a.get('PinResource', { id: thirdRepin }) },
  ],
  [
    "PinResource: the blocker's pin on a third party's board",
    () => blocked,
    { kind: 'object', read: (a) => a.get('PinResource', { id: blockerPinOnThirdGroup }) },
  ],
  [
    "BoardResource by id: the blocker's board",
    () => blocked,
    { kind: 'object', read: (a) => a.get('BoardResource', { board_id: blockerBoard.id }) },
  ],
  [
    "BoardResource by username and slug: the blocker's board",
    () => blocked,
    {
      kind: 'object',
      read: (a) => a.get('BoardResource', { username: blocker.username, slug: blockerBoard.slug }),
    },
  ],
  [
    "BoardFeedResource: the blocker's board",
    () => blocked,
    { kind: 'object', read: (a) => a.get('BoardFeedResource', { board_id: blockerBoard.id }) },
  ],
  [
    "BoardFeedResource: a third party's repin of the blocker's pin",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('BoardFeedResource', { board_id: thirdBoard.id }),
      pin: () => thirdRepin,
    },
  ],
  [
    "BoardFeedResource: the blocker's pin on a third party's group board",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('BoardFeedResource', { board_id: thirdGroup.id }),
      pin: () => blockerPinOnThirdGroup,
    },
  ],
  [
    "BoardsResource: the blocker's boards",
    () => blocked,
    { kind: 'object', read: (a) => a.get('BoardsResource', { username: blocker.username }) },
  ],
  [
    "BoardsResource: a third party's board cover made of the blocker's pin",
    () => blocked,
    {
      kind: 'cover',
      read: (a) => a.get('BoardsResource', { username: third.username }),
      signature: () => thirdRepinSignature,
    },
  ],
  [
    "UserPinsResource: the blocker's pins",
    () => blocked,
    { kind: 'object', read: (a) => a.get('UserPinsResource', { username: blocker.username }) },
  ],
  [
    "UserSavedResource: the blocker's saves",
    () => blocked,
    { kind: 'object', read: (a) => a.get('UserSavedResource', { username: blocker.username }) },
  ],
  [
    "UserSavedResource: a third party's repin of the blocker's pin",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('UserSavedResource', { username: third.username }),
      pin: () => thirdRepin,
    },
  ],
  [
    "UserResource by username: the blocker's profile",
    () => blocked,
    { kind: 'object', read: (a) => a.get('UserResource', { username: blocker.username }) },
  ],
  [
    "UserResource by id: the blocker's profile",
    () => blocked,
    { kind: 'object', read: (a) => a.get('UserResource', { user_id: blocker.id }) },
  ],
  [
    "UserHomefeedResource: the blocker's pin",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('UserHomefeedResource', { page_size: 250 }),
      pin: () => blockerPin,
    },
  ],
  [
    "UserHomefeedResource: the blocker's pin on a third party's board",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('UserHomefeedResource', { page_size: 250 }),
      pin: () => blockerPinOnThirdGroup,
    },
  ],
  [
    "UserHomefeedResource: a third party's pin on the blocker's board",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('UserHomefeedResource', { page_size: 250 }),
      pin: () => thirdPinOnBlockerBoard,
    },
  ],
  [
    "UserPinsResource: a third party's pin on the blocker's board",
    () => blocked,
    {
      kind: 'list',
      read: (a) => a.get('UserPinsResource', { username: third.username }),
      pin: () => thirdPinOnBlockerBoard,
    },
  ],
  [
    "PinResource: a third party's pin on the blocker's board",
    () => blocked,
    { kind: 'object', read: (a) => a.get('PinResource', { id: thirdPinOnBlockerBoard }) },
  ],
  // Symmetric: the blocker no longer sees the content of the user they blocked.
  [
    "UserSavedResource: a third party's repin of the blocked user's pin, to the blocker",
    () => blocker,
    {
      kind: 'list',
      read: (a) => a.get('UserSavedResource', { username: third.username }),
      pin: () => thirdRepinOfBlocked,
    },
  ],
  [
    "PinResource: the blocked user's pin, to the blocker",
    () => blocker,
    { kind: 'object', read: (a) => a.get('PinResource', { id: blockedPin }) },
  ],
  [
    "BoardResource: the blocked user's board, to the blocker",
    () => blocker,
    { kind: 'object', read: (a) => a.get('BoardResource', { board_id: blockedBoard.id }) },
  ],
  [
    "BoardsResource: the blocked user's boards, to the blocker",
    () => blocker,
    { kind: 'object', read: (a) => a.get('BoardsResource', { username: blocked.username }) },
  ],
  [
    "UserPinsResource: the blocked user's pins, to the blocker",
    () => blocker,
    { kind: 'object', read: (a) => a.get('UserPinsResource', { username: blocked.username }) },
  ],
  [
    "UserHomefeedResource: the blocked user's pin, to the blocker",
    () => blocker,
    {
      kind: 'list',
      read: (a) => a.get('UserHomefeedResource', { page_size: 250 }),
      pin: () => blockedPin,
    },
  ],
];

async function check(viewer: U, probe: Probe, visible: boolean) {
  const res = await probe.read(as(viewer));
  if (probe.kind === 'object') {
    expect(res.status).toBe(visible ? 200 : 404);
    if (!visible) expect(code(res)).toBe('not_found');
    return;
  }
  expect(res.status).toBe(200);
  if (probe.kind === 'list') {
    expect(ids(res).includes(probe.pin())).toBe(visible);
    return;
  }
  const urls = (res.body.resource_response.data as { images: { '170x': { url: string }[] } }[])
    .flatMap((b) => b.images['170x'])
    .map((i) => i.url);
  expect(urls.some((u) => u.includes(probe.signature()))).toBe(visible);
}

describe('before any block, everything is visible', () => {
  it.each(probes)('%s', async (_label, viewer, probe) => {
    await check(viewer(), probe, true);
  });
});

describe('after the block', () => {
  beforeAll(async () => {
    const res = await as(blocker).post('UserBlockResource', 'create', {
      blocked_user_id: blocked.id,
      block_source: 'profile',
      block_context: 'more menu',
    });
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toEqual({
      blocked_user_id: blocked.id,
      blocked_by_me: true,
    });
  });

  it.each(probes)('hides %s', async (_label, viewer, probe) => {
    await check(viewer(), probe, false);
  });

  it('is idempotent', async () => {
    const res = await as(blocker).post('UserBlockResource', 'create', {
      blocked_user_id: blocked.id,
    });
    expect(res.status).toBe(200);
  });

  it('still shows third parties and bystanders everything', async () => {
    expect((await as(bystander).get('PinResource', { id: blockerPin })).status).toBe(200);
    expect((await as(third).get('PinResource', { id: thirdRepin })).status).toBe(200);
    const feed = await as(blocked).get('BoardFeedResource', { board_id: thirdBoard.id });
    expect(ids(feed)).toEqual([thirdRepinOfBlocked, thirdPin]);
  });

  it('still shows the blocker the blocked profile, marked blocked_by_me, to unblock', async () => {
    const res = await as(blocker).get('UserResource', { username: blocked.username });
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toMatchObject({
      id: blocked.id,
      blocked_by_me: true,
      explicitly_followed_by_me: false,
    });
  });

  it('ended the follows both ways, of users and of boards', async () => {
    const me = await as(blocked).get('UserResource', {});
    expect(me.body.resource_response.data).toMatchObject({
      following_count: 0,
      follower_count: 0,
    });
    const board = await as(bystander).get('BoardResource', { board_id: blockerBoard.id });
    expect(board.body.resource_response.data.follower_count).toBe(0);
    const theirs = await as(bystander).get('BoardResource', { board_id: blockedBoard.id });
    expect(theirs.body.resource_response.data.follower_count).toBe(0);
  });

  it('ended the collaborations both ways, and the open invitation', async () => {
    const rows = await server.ctx.storage.db
      .selectFrom('board_collaborators')
      .select(['board_id', 'user_id'])
      .where('user_id', 'in', [blocker.id, blocked.id])
      .execute();
    expect(rows.map((r) => String(r.board_id))).toEqual([thirdGroup.id]);
    const invites = await as(blocked).get('BoardInvitesResource', {});
    expect(invites.body.resource_response.data).toEqual([]);
  });

  it.each([
    [
      'the blocked user follows the blocker (not_found)',
      () => as(blocked).post('UserFollowResource', 'create', { user_id: blocker.id }),
      'not_found',
    ],
    [
      'the blocker follows the blocked user (forbidden: unblock first)',
      () => as(blocker).post('UserFollowResource', 'create', { user_id: blocked.id }),
      'forbidden',
    ],
    [
      "the blocked user follows the blocker's board (not_found)",
      () => as(blocked).write('PUT', `/v3/boards/${blockerBoard.id}/follow/`),
      'not_found',
    ],
    [
      "the blocker follows the blocked user's board (not_found)",
      () => as(blocker).write('PUT', `/v3/boards/${blockedBoard.id}/follow/`),
      'not_found',
    ],
    [
      'the blocker invites the blocked user (forbidden)',
      () =>
        as(blocker).post('BoardInviteResource', 'create', {
          board_id: blockerBoard.id,
          invited_user_id: blocked.id,
        }),
      'forbidden',
    ],
    [
      'the blocked user invites the blocker (not_found)',
      () =>
        as(blocked).post('BoardInviteResource', 'create', {
          board_id: blockedBoard.id,
          invited_user_id: blocker.id,
        }),
      'not_found',
    ],
    [
      "the blocked user accepts an invitation to the blocker's board (not_found)",
      () =>
        as(blocked).post('BoardInviteResource', 'update', {
          board_id: blockerSecret.id,
          status: 'accepted',
        }),
      'not_found',
    ],
  ] as const)('refuses: %s', async (_label, call, expected) => {
    expect(code(await call())).toBe(expected);
  });

  it('lets a third party invite the blocked user to a board the blocker collaborates on', async () => {
    // Allowed (the block is between the two of them, not with the owner); each one's pins on
    // that board stay hidden from the other.
    const options = { board_id: thirdGroup.id, invited_user_id: blocked.id };
    expect(code(await as(third).post('BoardInviteResource', 'create', options))).toBe('ok');
    expect(code(await as(third).post('BoardInviteResource', 'delete', options))).toBe('ok');
  });

  it('the blocked user may not read the blocker as a collaborator of a shared board', async () => {
    const res = await as(blocked).get('BoardCollaboratorsResource', { board_id: thirdGroup.id });
    expect(
      res.body.resource_response.data.map((c: { user: { id: string } }) => c.user.id),
    ).not.toContain(blocker.id);
  });

  it('refuses blocking yourself (invalid_parameters) and unknown users (not_found)', async () => {
    const self = await as(blocker).post('UserBlockResource', 'create', {
      blocked_user_id: blocker.id,
    });
    expect(self.status).toBe(400);
    expect(self.body.resource_response.message).toMatch(/^blocked_user_id:/);
    const unknown = await as(blocker).post('UserBlockResource', 'create', {
      blocked_user_id: '999999999',
    });
    expect(unknown.status).toBe(404);
  });

  it('answers unauthorized when signed out', async () => {
    const anon = new ApiClient(server.app);
    for (const action of ['create', 'delete']) {
      const res = await anon.post('UserBlockResource', action, { blocked_user_id: blocked.id });
      expect(res.status).toBe(401);
    }
  });
});

describe('after unblocking', () => {
  beforeAll(async () => {
    const res = await as(blocker).post('UserBlockResource', 'delete', {
      blocked_user_id: blocked.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toEqual({
      blocked_user_id: blocked.id,
      blocked_by_me: false,
    });
  });

  it.each(probes)('shows again %s', async (_label, viewer, probe) => {
    await check(viewer(), probe, true);
  });

  it('does not restore follows, collaborations or invitations', async () => {
    const profile = await as(blocked).get('UserResource', { username: blocker.username });
    expect(profile.body.resource_response.data).toMatchObject({
      explicitly_followed_by_me: false,
      follower_count: 0,
      blocked_by_me: false,
    });
    const board = await as(blocked).get('BoardResource', { board_id: blockerBoard.id });
    expect(board.body.resource_response.data.followed_by_me).toBe(false);
    expect(code(await as(blocked).get('PinResource', { id: blockerSecretPin }))).toBe('not_found');
    expect(code(await as(blocker).get('BoardResource', { board_id: blockedSecret.id }))).toBe(
      'not_found',
    );
    expect((await as(blocked).get('BoardInvitesResource', {})).body.resource_response.data).toEqual(
      [],
    );
  });

  it('lets them follow each other again', async () => {
    const res = await as(blocked).post('UserFollowResource', 'create', { user_id: blocker.id });
    expect(res.body.resource_response.data.explicitly_followed_by_me).toBe(true);
  });

  it('unblocking again is a success', async () => {
    const res = await as(blocker).post('UserBlockResource', 'delete', {
      blocked_user_id: blocked.id,
    });
    expect(res.status).toBe(200);
  });
});
