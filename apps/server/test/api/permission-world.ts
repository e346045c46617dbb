// The small world each sequence of permission-model.test.ts starts from, written in one
// transaction through the test factories (users, boards, pins) with sessions and processed
// uploads inserted directly, so a sequence costs one commit rather than argon2 sign-ins. It
// answers the real ids (the World) and the model of the same state.
import type { AppContext } from '../../src/app/context';
import { newToken } from '../../src/http/session';
import { inTransaction } from '../../src/storage/transaction';
import type { ApiAnswer, ApiClient } from './client';
import { createBoard, createImage, createPin, createUser } from './factories';
import type { TestServer } from './harness';
import { clientWithSession, createSession } from './sessions';
import {
  ACTORS,
  PEOPLE,
  type Actor,
  type Model,
  type Person,
  type Privacy,
} from './permission-model';

/** Who blocked whom between the owner and the blocked person at the start. */
export type BlockStart = 'owner' | 'blocked' | 'both';

export interface Stats {
  sequences: number;
  commands: number;
  requests: number;
  /** Writes by the answer the model predicted (and the server gave). */
  outcomes: Record<string, number>;
}

export interface World {
  server: TestServer;
  ids: Record<Person, string>;
  usernames: Record<Person, string>;
  clients: Record<Actor, ApiClient>;
  uploads: Record<Person, string>;
  stats: Stats;
}

/** One request as an actor, counted. */
export async function call(
  w: World,
  actor: Actor,
  request: (api: ApiClient) => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  w.stats.requests += 1;
  return request(w.clients[actor]);
}

/**
 * The owner's public, protected and secret boards, each with a section ("Corner") and an
 * original pin of the owner; the collaborator accepted and the invitee invited on all three;
 * the blocked person's public board with an original, which the collaborator saved to the
 * owner's public board before the block; the stranger's public board with a save of the
 * owner's public pin, on which the blocked person collaborates, pins and follows; the
 * stranger follows the owner's public and protected boards; people follow people (the
 * stranger and the invitee the owner, the blocked person the stranger, the collaborator the
 * blocked person); and the block between the owner and the blocked person, in the direction
 * asked.
 */
export async function buildWorld(
  server: TestServer,
  blockStart: BlockStart,
  stats: Stats,
): Promise<{ world: World; model: Model }> {
  const tokens = {} as Record<Person, string>;
  const usernames = {} as Record<Person, string>;
  const { ids, uploads, model } = await inTransaction(server.ctx.storage, async (stores, trx) => {
    const ctx = { ...server.ctx, stores, storage: { ...server.ctx.storage, db: trx } };
    const app = ctx as AppContext;
    const ids = {} as Record<Person, string>;
    for (const p of PEOPLE) {
      const user = await createUser(app);
      ids[p] = user.id;
      usernames[p] = user.username;
    }
    const now = Date.now();
    for (const p of PEOPLE) tokens[p] = await createSession(stores, ids[p]);
    const signature = await createImage(app, 'permission-model');
    const uploads = {} as Record<Person, string>;
    for (const p of PEOPLE) {
      const row = await trx
        .insertInto('uploads')
        .values({
          user_id: ids[p],
          kind: 'pinimage',
          status: 'succeeded',
          token_hash: newToken(),
          signature,
          failure_reason: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      uploads[p] = String(row.id);
    }
    const model: Model = {
      boards: [],
      sections: [],
      pins: [],
      members: new Map(),
      follows: new Set(),
      userFollows: new Set(),
      blocks: new Set(),
    };
    const addBoard = async (owner: Person, name: string, privacy: Privacy) => {
      const b = await createBoard(app, ids[owner], { name, privacy, slug: name.toLowerCase() });
      model.boards.push({ id: b.id, owner, name, privacy, quickSaves: false, deleted: false });
      return b;
    };
    const addPin = async (
      b: { id: string; privacy: string },
      pinner: Person,
      origin: string | null = null,
    ) => {
      const id = await createPin(app, b, ids[pinner], { origin_pin_id: origin });
      model.pins.push({ id, board: b.id, pinner, origin, section: null, deleted: false });
      return id;
    };
    const ownerBoards = [];
    for (const [name, privacy] of [
      ['Public', 'public'],
      ['Protected', 'protected'],
      ['Secret', 'secret'],
    ] as const) {
      const b = await addBoard('owner', name, privacy);
      ownerBoards.push(b);
      const section = await stores.boards.insertSection({
        board_id: b.id,
        title: 'Corner',
        slug: 'corner',
        sort_index: 0,
        created_at: now,
      });
      model.sections.push({ id: section, board: b.id, title: 'Corner', deleted: false });
      await addPin(b, 'owner');
      for (const [who, status] of [
        ['collaborator', 'accepted'],
        ['invitee', 'invited'],
      ] as const) {
        await trx
          .insertInto('board_collaborators')
          .values({
            board_id: b.id,
            user_id: ids[who],
            status,
            invited_by: ids.owner,
            created_at: now,
          })
          .execute();
        model.members.set(`${b.id}|${who}`, { status, invitedBy: 'owner' });
      }
    }
    const [pub, prot] = [ownerBoards[0]!, ownerBoards[1]!];
    const blockedPin = await addPin(await addBoard('blocked', 'Mine', 'public'), 'blocked');
    await addPin(pub, 'collaborator', blockedPin);
    const ownersPin = model.pins[0]!.id;
    const found = await addBoard('stranger', 'Found', 'public');
    await addPin(found, 'stranger', ownersPin);
    // The blocked person works on the stranger's board: follows it, collaborates, pins there.
    await trx
      .insertInto('board_collaborators')
      .values({
        board_id: found.id,
        user_id: ids.blocked,
        status: 'accepted',
        invited_by: ids.stranger,
        created_at: now,
      })
      .execute();
    model.members.set(`${found.id}|blocked`, { status: 'accepted', invitedBy: 'stranger' });
    await addPin(found, 'blocked');
    for (const [who, b] of [
      ['stranger', pub],
      ['stranger', prot],
      ['blocked', found],
    ] as const) {
      await trx
        .insertInto('board_follows')
        .values({ user_id: ids[who], board_id: b.id, created_at: now })
        .execute();
      model.follows.add(`${who}|${b.id}`);
    }
    for (const [a, b] of [
      ['stranger', 'owner'],
      ['invitee', 'owner'],
      ['blocked', 'stranger'],
      ['collaborator', 'blocked'],
    ] as const) {
      await stores.users.follow(ids[a], ids[b], now);
      model.userFollows.add(`${a}|${b}`);
    }
    const blockers: [Person, Person][] =
      blockStart === 'both'
        ? [
            ['owner', 'blocked'],
            ['blocked', 'owner'],
          ]
        : blockStart === 'owner'
          ? [['owner', 'blocked']]
          : [['blocked', 'owner']];
    for (const [a, b] of blockers) {
      await trx
        .insertInto('user_blocks')
        .values({
          blocker_id: ids[a],
          blocked_id: ids[b],
          block_source: null,
          block_context: null,
          created_at: now,
        })
        .execute();
      model.blocks.add(`${a}|${b}`);
    }
    return { ids, uploads, model };
  });
  server.ctx.readCache.invalidate();
  const clients = {} as Record<Actor, ApiClient>;
  for (const a of ACTORS)
    clients[a] = clientWithSession(server, a === 'signedOut' ? null : tokens[a]);
  return { world: { server, ids, usernames, clients, uploads, stats }, model };
}

/** The person an id stands for (answers carry ids). */
export function personOf(w: World, id: string): Person | undefined {
  return PEOPLE.find((p) => w.ids[p] === id);
}
