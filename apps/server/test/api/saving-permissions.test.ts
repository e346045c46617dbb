// The permission matrix of saving and board management (the issue: "API tests cover every
// permission case on both engines (owner, collaborator, other user, blocked user, signed-out,
// for public, protected and secret boards)"). One row per action × viewer × board privacy;
// each row runs against a fresh board and checks both the answer and whether the write
// happened.
//
// The rules (the domain's board-access rule, packages/domain saving/board-access.ts): signed out → unauthorized; a board
// the viewer may not see (someone else's secret board; any board of a user who blocked them or
// whom they blocked) → not_found, never forbidden; otherwise the action's allowed roles, else
// forbidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer, ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, createSection, errorCode } from './saving-fixtures';

type Viewer = 'owner' | 'collaborator' | 'other' | 'blocked' | 'signedOut';
type Privacy = 'public' | 'protected' | 'secret';
type Role = 'owner' | 'collaborator' | 'other';

interface World {
  boardId: string;
  ownerPin: string;
  collaboratorPin: string;
  sectionId: string;
  /** A board of the viewer (the target of moves), when the viewer is signed in. */
  viewerBoardId: string | null;
}

interface Action {
  name: string;
  /** Roles allowed when the board is visible to them. */
  allowed: Role[];
  run(api: ApiClient, w: World): Promise<ApiAnswer>;
  /** Whether the write happened, read straight from the database. */
  happened(w: World): Promise<boolean>;
}

let server: TestServer;
const users = {} as Record<Exclude<Viewer, 'signedOut'>, { id: string; username: string }>;
const clients = {} as Record<Viewer, ApiClient>;
let publicSourcePin: string;

const pinRow = (id: string) => server.ctx.stores.pins.byId(id);
const boardRow = (id: string) => server.ctx.stores.boards.byId(id);

const ACTIONS: Action[] = [
  {
    name: 'RepinResource create to the board',
    allowed: ['owner', 'collaborator'],
    run: (api, w) =>
      api.post('RepinResource', 'create', { pin_id: publicSourcePin, board_id: w.boardId }),
    happened: async (w) =>
      (await server.ctx.stores.pins.onBoard(w.boardId, null, { limit: 10, beforeId: null })).some(
        (p) => String(p.origin_pin_id) === publicSourcePin,
      ),
  },
  {
    name: 'RepinResource create of a pin on the board (to the quick-saves board)',
    allowed: ['owner', 'collaborator', 'other'],
    run: (api, w) => api.post('RepinResource', 'create', { pin_id: w.ownerPin }),
    happened: async (w) => {
      const rows = await server.ctx.storage.db
        .selectFrom('pins')
        .select('id')
        .where('origin_pin_id', '=', w.ownerPin)
        .execute();
      return rows.length > 0;
    },
  },
  {
    name: 'BoardResource update name',
    allowed: ['owner'],
    run: (api, w) =>
      api.post('BoardResource', 'update', { board_id: w.boardId, name: `Renamed ${w.boardId}` }),
    happened: async (w) => (await boardRow(w.boardId))?.name === `Renamed ${w.boardId}`,
  },
  {
    name: 'BoardResource update privacy',
    allowed: ['owner'],
    run: async (api, w) => {
      const current = (await boardRow(w.boardId))!.privacy;
      return api.post('BoardResource', 'update', {
        board_id: w.boardId,
        privacy: current === 'public' ? 'secret' : 'public',
      });
    },
    happened: async (w) =>
      (await pinRow(w.ownerPin))?.board_privacy !== initialPrivacy.get(w.boardId),
  },
  {
    name: 'BoardResource delete',
    allowed: ['owner'],
    run: (api, w) => api.post('BoardResource', 'delete', { board_id: w.boardId }),
    happened: async (w) => (await boardRow(w.boardId)) === undefined,
  },
  {
    name: 'BoardSectionResource create',
    allowed: ['owner', 'collaborator'],
    run: (api, w) =>
      api.post('BoardSectionResource', 'create', { board_id: w.boardId, title: 'New one' }),
    happened: async (w) =>
      (await server.ctx.stores.boards.sections(w.boardId, null)).some((s) => s.title === 'New one'),
  },
  {
    name: 'BoardSectionResource update',
    allowed: ['owner', 'collaborator'],
    run: (api, w) =>
      api.post('BoardSectionResource', 'update', { section_id: w.sectionId, title: 'Renamed' }),
    happened: async (w) =>
      (await server.ctx.stores.boardWrites.section(w.sectionId))?.title === 'Renamed',
  },
  {
    name: 'BoardSectionResource delete',
    allowed: ['owner', 'collaborator'],
    run: (api, w) => api.post('BoardSectionResource', 'delete', { section_id: w.sectionId }),
    happened: async (w) => (await server.ctx.stores.boardWrites.section(w.sectionId)) === undefined,
  },
  {
    name: "PinResource delete of the owner's pin",
    allowed: ['owner'],
    run: (api, w) => api.post('PinResource', 'delete', { id: w.ownerPin }),
    happened: async (w) => (await pinRow(w.ownerPin)) === undefined,
  },
  {
    name: "PinResource delete of the collaborator's pin",
    allowed: ['owner', 'collaborator'],
    run: (api, w) => api.post('PinResource', 'delete', { id: w.collaboratorPin }),
    happened: async (w) => (await pinRow(w.collaboratorPin)) === undefined,
  },
  {
    name: "PinResource update title of the owner's pin",
    allowed: ['owner'],
    run: (api, w) => api.post('PinResource', 'update', { id: w.ownerPin, title: 'Edited' }),
    happened: async (w) => (await pinRow(w.ownerPin))?.title === 'Edited',
  },
  {
    name: "PinResource update title of the collaborator's pin",
    allowed: ['collaborator'],
    run: (api, w) => api.post('PinResource', 'update', { id: w.collaboratorPin, title: 'Edited' }),
    happened: async (w) => (await pinRow(w.collaboratorPin))?.title === 'Edited',
  },
  {
    name: "PinResource update section of the owner's pin",
    allowed: ['owner', 'collaborator'],
    run: (api, w) => api.post('PinResource', 'update', { id: w.ownerPin, section: w.sectionId }),
    happened: async (w) => String((await pinRow(w.ownerPin))?.section_id) === w.sectionId,
  },
  {
    name: "PinResource update board_id of the owner's pin (to the viewer's own board)",
    allowed: ['owner'],
    run: (api, w) =>
      api.post('PinResource', 'update', { id: w.ownerPin, board_id: w.viewerBoardId ?? w.boardId }),
    happened: async (w) =>
      w.viewerBoardId !== null && String((await pinRow(w.ownerPin))?.board_id) === w.viewerBoardId,
  },
  {
    name: "BulkEditResource delete of the owner's pins",
    allowed: ['owner'],
    run: (api, w) =>
      api.post('BulkEditResource', 'delete', { board_id: w.boardId, pin_ids: [w.ownerPin] }),
    happened: async (w) => (await pinRow(w.ownerPin)) === undefined,
  },
  {
    name: "BulkEditResource delete of the collaborator's pins",
    allowed: ['owner', 'collaborator'],
    run: (api, w) =>
      api.post('BulkEditResource', 'delete', { board_id: w.boardId, pin_ids: [w.collaboratorPin] }),
    happened: async (w) => (await pinRow(w.collaboratorPin)) === undefined,
  },
];

const initialPrivacy = new Map<string, string>();

async function freshWorld(privacy: Privacy, viewer: Viewer): Promise<World> {
  const ctx = server.ctx;
  const owner = users.owner;
  const board = await createBoard(ctx, owner.id, { privacy });
  initialPrivacy.set(board.id, privacy);
  await addCollaborator(ctx, board.id, users.collaborator.id, owner.id);
  const ownerPin = await createPin(ctx, board, owner.id);
  const collaboratorPin = await createPin(ctx, board, users.collaborator.id);
  const sectionId = await createSection(ctx, board.id);
  // The owner moves pins to one of their other boards; anyone else to a board of their own.
  const viewerBoardId =
    viewer === 'signedOut' ? null : (await createBoard(ctx, users[viewer].id)).id;
  return { boardId: board.id, ownerPin, collaboratorPin, sectionId, viewerBoardId };
}

function expected(action: Action, viewer: Viewer, privacy: Privacy): number {
  if (viewer === 'signedOut') return 401;
  if (viewer === 'blocked') return 404;
  if (viewer === 'other' && privacy === 'secret') return 404;
  return action.allowed.includes(viewer) ? 200 : 403;
}

const VIEWERS: Viewer[] = ['owner', 'collaborator', 'other', 'blocked', 'signedOut'];
const PRIVACIES: Privacy[] = ['public', 'protected', 'secret'];
const CODES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
};

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ['owner', 'collaborator', 'other', 'blocked'] as const) {
    users[key] = await createUser(server.ctx, { first_name: key });
  }
  for (const viewer of VIEWERS) {
    clients[viewer] = await clientFor(server, viewer === 'signedOut' ? null : users[viewer]);
  }
  const blocked = await clients.owner.post('UserBlockResource', 'create', {
    blocked_user_id: users.blocked.id,
  });
  if (blocked.status !== 200) throw new Error(`block failed: ${blocked.raw}`);
  const third = await createUser(server.ctx);
  publicSourcePin = await createPin(server.ctx, await createBoard(server.ctx, third.id), third.id);
});
afterAll(() => server.close());

describe.each(ACTIONS)('$name', (action) => {
  const rows = PRIVACIES.flatMap((privacy) =>
    VIEWERS.map((viewer) => [viewer, privacy, expected(action, viewer, privacy)] as const),
  );
  it.each(rows)('%s on a %s board → %i', async (viewer, privacy, status) => {
    const world = await freshWorld(privacy, viewer);
    const res = await action.run(clients[viewer], world);
    expect(res.status, res.raw).toBe(status);
    if (status !== 200) expect(errorCode(res)).toBe(CODES[status]);
    expect(await action.happened(world)).toBe(status === 200);
  });
});

describe('the quick-saves board cannot be deleted, even by its owner', () => {
  it('answers forbidden and keeps it', async () => {
    const saved = await clients.owner.post('RepinResource', 'create', { pin_id: publicSourcePin });
    const boardId = saved.body.resource_response.data.board.id;
    const res = await clients.owner.post('BoardResource', 'delete', { board_id: boardId });
    expect(res.status).toBe(403);
    expect(await boardRow(boardId)).toBeDefined();
  });

  it('is renamed and made secret by its owner ("It can be renamed or made secret, but never deleted")', async () => {
    const saved = await clients.owner.post('RepinResource', 'create', { pin_id: publicSourcePin });
    const boardId = saved.body.resource_response.data.board.id;
    const res = await clients.owner.post('BoardResource', 'update', {
      board_id: boardId,
      name: 'My saves',
      privacy: 'secret',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.resource_response.data).toMatchObject({
      name: 'My saves',
      privacy: 'secret',
      layout: 'quick_saves',
    });
  });

  it('is never shared: inviting a collaborator to it is forbidden', async () => {
    const saved = await clients.owner.post('RepinResource', 'create', { pin_id: publicSourcePin });
    const boardId = saved.body.resource_response.data.board.id;
    const res = await clients.owner.post('BoardInviteResource', 'create', {
      board_id: boardId,
      invited_user_id: users.collaborator.id,
    });
    expect(errorCode(res), res.raw).toBe('forbidden');
    expect(res.body.resource_response.error?.message).toMatch(/Quick Saves/);
  });
});
