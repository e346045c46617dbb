// A model-based permission test (docs/ARCHITECTURE.md "Saving and board permissions", the
// permission model test): 1,000 random sequences of real API calls by the owner, an accepted
// collaborator, a pending invitee, a stranger, someone in a block with the owner (either
// direction, or both) and a signed-out visitor, over public, protected and secret boards with
// sections, originals and saves, invitations, follows and reactions. After each call its
// answer, and every board view the model says it changed, are compared with a small pure model
// of the documented rules (permission-model.ts). Zero divergences is the pass mark.
//
// Each sequence builds its own small world in one transaction (permission-world.ts) and runs
// up to 10 commands; the figures (sequences, commands, requests) are printed at the end.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENGINE, startTestServer, type TestServer } from './harness';
import { ACTORS, PEOPLE, type Actor, type Model, type Privacy } from './permission-model';
import {
  boardFeed,
  getBoard,
  getPin,
  getProfile,
  listBoards,
  listCollaborators,
  listInvitations,
  type Step,
} from './permission-reads';
import {
  accept,
  deny,
  followBoard,
  followUser,
  invite,
  removeCollaborator,
  setBlock,
} from './permission-social';
import { buildWorld, type BlockStart, type Stats, type World } from './permission-world';
import {
  bulkDelete,
  createBoard,
  createPin,
  createSection,
  deleteBoard,
  deletePin,
  deleteSection,
  react,
  renameSection,
  repin,
  updateBoard,
} from './permission-writes';

const SEQUENCES = Number(process.env.PERMISSION_SEQUENCES ?? 1000);
const MAX_COMMANDS = 10;
/** PostgreSQL waits on round trips, so lanes overlap them; SQLite is in-process CPU work. */
const LANES = ENGINE === 'postgres' ? 4 : 1;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

class Command implements fc.AsyncCommand<Model, World> {
  constructor(
    private readonly label: string,
    private readonly step: Step,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, world: World): Promise<void> {
    world.stats.commands += 1;
    await this.step(model, world);
  }
  toString(): string {
    return this.label;
  }
}

const actor = fc.constantFrom<Actor>(...ACTORS);
const person = fc.constantFrom(...PEOPLE);
const index = fc.nat({ max: 63 });
const privacy = fc.constantFrom<Privacy>('public', 'protected', 'secret');
const boardName = fc.constantFrom('Ideas', ' ideas ', 'Trips', 'Public');
const sectionTitle = fc.constantFrom('Corner', 'corner', 'Window');
const maybeBoard = fc.option(index, { nil: null });
const command = <T extends unknown[]>(
  name: string,
  args: fc.Arbitrary<T>,
  step: (...a: T) => Step,
) =>
  args.map(
    (a) => new Command(`${name}(${a.map((x) => JSON.stringify(x)).join(', ')})`, step(...a)),
  );

const commands = [
  fc.oneof(
    { weight: 3, arbitrary: command('getBoard', fc.tuple(actor, index), getBoard) },
    { weight: 3, arbitrary: command('boardFeed', fc.tuple(actor, index), boardFeed) },
    { weight: 2, arbitrary: command('listBoards', fc.tuple(actor, person), listBoards) },
    { weight: 2, arbitrary: command('getPin', fc.tuple(actor, index), getPin) },
    { weight: 2, arbitrary: command('getProfile', fc.tuple(actor, person), getProfile) },
    { weight: 1, arbitrary: command('listInvitations', fc.tuple(actor), listInvitations) },
    {
      weight: 2,
      arbitrary: command('listCollaborators', fc.tuple(actor, index), listCollaborators),
    },
  ),
  fc.oneof(
    {
      weight: 1,
      arbitrary: command('createBoard', fc.tuple(actor, boardName, privacy), createBoard),
    },
    {
      weight: 3,
      arbitrary: command(
        'updateBoard',
        fc.tuple(
          actor,
          index,
          fc.oneof(
            privacy.map((p) => ({ privacy: p })),
            boardName.map((n) => ({ name: n })),
          ),
        ),
        updateBoard,
      ),
    },
    { weight: 1, arbitrary: command('deleteBoard', fc.tuple(actor, index), deleteBoard) },
    {
      weight: 1,
      arbitrary: command('createSection', fc.tuple(actor, index, sectionTitle), createSection),
    },
    {
      weight: 1,
      arbitrary: command('renameSection', fc.tuple(actor, index, sectionTitle), renameSection),
    },
    { weight: 1, arbitrary: command('deleteSection', fc.tuple(actor, index), deleteSection) },
  ),
  fc.oneof(
    { weight: 3, arbitrary: command('repin', fc.tuple(actor, index, maybeBoard), repin) },
    { weight: 1, arbitrary: command('createPin', fc.tuple(actor, maybeBoard), createPin) },
    { weight: 1, arbitrary: command('deletePin', fc.tuple(actor, index), deletePin) },
    { weight: 1, arbitrary: command('react', fc.tuple(actor, index, fc.boolean()), react) },
    {
      weight: 1,
      arbitrary: command(
        'bulkDelete',
        fc.tuple(actor, index, fc.array(index, { minLength: 1, maxLength: 3 })),
        bulkDelete,
      ),
    },
  ),
  fc.oneof(
    { weight: 2, arbitrary: command('invite', fc.tuple(actor, index, person), invite) },
    { weight: 2, arbitrary: command('accept', fc.tuple(actor, index), accept) },
    { weight: 1, arbitrary: command('deny', fc.tuple(actor, index, person), deny) },
    {
      weight: 1,
      arbitrary: command('removeCollaborator', fc.tuple(actor, index, person), removeCollaborator),
    },
    { weight: 2, arbitrary: command('setBlock', fc.tuple(actor, person, fc.boolean()), setBlock) },
    {
      weight: 1,
      arbitrary: command('followBoard', fc.tuple(actor, index, fc.boolean()), followBoard),
    },
    {
      weight: 1,
      arbitrary: command('followUser', fc.tuple(actor, person, fc.boolean()), followUser),
    },
  ),
];

it(`${SEQUENCES} random sequences of API calls match the permission model (${ENGINE})`, async () => {
  const stats: Stats = { sequences: 0, commands: 0, requests: 0, outcomes: {} };
  const started = performance.now();
  // Independent lanes (each sequence has its own people and boards) keep the database busy
  // while another lane waits on a round trip; together they run SEQUENCES sequences.
  const property = fc.asyncProperty(
    fc.constantFrom<BlockStart>('owner', 'blocked', 'both'),
    fc.commands(commands, { maxCommands: MAX_COMMANDS }),
    async (start, sequence) => {
      stats.sequences += 1;
      const { world, model } = await buildWorld(server, start, stats);
      await fc.asyncModelRun(() => ({ model, real: world }), sequence);
    },
  );
  await Promise.all(
    Array.from({ length: LANES }, (_, lane) =>
      fc.assert(property, { numRuns: Math.floor((SEQUENCES + lane) / LANES) }),
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `permission model (${ENGINE}): ${stats.sequences} sequences, ${stats.commands} commands, ` +
      `${stats.requests} requests, ${seconds} s; writes answered ${JSON.stringify(stats.outcomes)}`,
  );
  expect(stats.sequences).toBe(SEQUENCES);
}, 600_000);
