// The crash test (docs/ARCHITECTURE.md "Crash test"): the real server process under saves and
// uploads over HTTP is killed with SIGKILL 20 times, at a random point while writes are in
// flight, and started again on the same data. Every write it answered must be there after each
// restart; writes in flight may or may not be, but never half. Runs on both engines.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Board, Me, Pin } from '@corkboard/contracts';
import { UPLOADS_PER_HOUR } from '@corkboard/domain';
import { parseConfig } from '../../src/config/config';
import { openStorage } from '../../src/storage/db';
import type { Database } from '../../src/storage/schema/database';
import {
  checkFiles,
  checkPins,
  checkPinsServed,
  checkUploadsServed,
  checkWhole,
  inFlightFound,
  tally,
  type Tally,
} from './crash-checks';
import { dataOf, HttpBrowser, type Target } from './crash-http';
import {
  between,
  driveRound,
  randomPng,
  type FileAck,
  type Person,
  type PinAck,
  type SaveAck,
} from './crash-load';
import { bundleForTest, startServer, type ServerProcess } from './crash-server';
import { PASSWORD } from './factories';
import { createScratchDatabase, ENGINE } from './harness';

const ROUNDS = 20;
const PEOPLE = 4;
const BOARDS_EACH = 2;
const ORIGINALS = 4;
const UPLOADS_A_ROUND = 8;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let bundle: Awaited<ReturnType<typeof bundleForTest>>;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let dataDir: string;
let server: ServerProcess | null = null;
const target: Target = { url: '' };
const people: Person[] = [];
const originals: string[] = [];

/** Time spent starting the server, for the report. */
let startingMs = 0;

async function restart(): Promise<void> {
  const started = Date.now();
  server = await startServer(bundle.main, dataDir, scratch.databaseUrl);
  target.url = server.url;
  startingMs += Date.now() - started;
}

/** The test's own connection to the server's database, opened for one look. */
async function withDatabase<T>(look: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const parsed = parseConfig({ DATA_DIR: dataDir, DATABASE_URL: scratch.databaseUrl ?? '' }, '/');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const storage = openStorage(parsed.config.database);
  try {
    return await look(storage.db);
  } finally {
    await storage.close();
  }
}

/** A person signed up through the API, with boards of their own. */
async function signUp(n: number): Promise<Person> {
  const browser = new HttpBrowser(target);
  const me = dataOf(
    await browser.post<Me>('UserRegisterResource', 'create', {
      email: `crash${n}@example.test`,
      password: PASSWORD,
      first_name: `Crash ${n}`,
      username: `crash${n}`,
    }),
    'sign-up',
  );
  const boardIds: string[] = [];
  for (let b = 0; b < BOARDS_EACH; b += 1) {
    const board = dataOf(
      await browser.post<Board>('BoardResource', 'create', {
        name: `Crash ${n}.${b}`,
        privacy: 'public',
      }),
      'BoardResource create',
    );
    boardIds.push(board.id);
  }
  return { id: me.id, browser, boardIds, uploadsLeft: UPLOADS_PER_HOUR };
}

beforeAll(async () => {
  bundle = await bundleForTest();
  scratch = await createScratchDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-crash-'));
  await restart();
  for (let n = 0; n < PEOPLE; n += 1) people.push(await signUp(n));
  const [author] = people;
  for (let n = 0; n < ORIGINALS; n += 1) {
    const png = await randomPng();
    const pin = dataOf(
      await author!.browser.post<Pin>('PinResource', 'create', {
        image_base64: `data:image/png;base64,${png.toString('base64')}`,
        board_id: author!.boardIds[0],
        title: `Original ${n}`,
      }),
      'PinResource create (an original)',
    );
    author!.uploadsLeft -= 1; // an image by data string counts against the upload quota
    originals.push(pin.id);
  }
});

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  bundle?.remove();
});

it(`keeps every answered save and upload through ${ROUNDS} SIGKILLs under load (${ENGINE})`, async () => {
  const started = Date.now();
  startingMs = 0;
  const answered = { saves: [] as SaveAck[], files: [] as FileAck[], pins: [] as PinAck[] };
  const inFlight = {
    saves: { sent: 0, found: 0 },
    tickets: { sent: 0, found: 0 },
    files: {} as Record<string, number>,
    pins: { sent: 0, found: 0 },
  };
  let before: Tally = await withDatabase(tally);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const load = await driveRound(server!, people, originals, {
      round,
      savesBeforeKill: between(10, 150),
      filesBeforeKill: between(round === 1 ? 1 : 0, 2),
      uploadsMax: UPLOADS_A_ROUND,
    });
    expect(load.problems, `round ${round}: ${server!.output()}`).toEqual([]);
    await restart();

    const found = await withDatabase(async (db) => {
      await checkPins(db, load.saves, 'saves');
      await checkFiles(db, load.files);
      await checkPins(db, load.pins, 'pins from uploads');
      await checkWhole(db, ENGINE);
      const after = await tally(db);
      const found = await inFlightFound(db, load, before, after);
      before = after;
      return found;
    });
    await checkPinsServed([...load.pins, ...found.pins, ...load.saves.slice(-2)]);
    await checkUploadsServed([...load.files, ...found.succeeded]);

    answered.saves.push(...load.saves);
    answered.files.push(...load.files);
    answered.pins.push(...load.pins);
    inFlight.saves.sent += load.savesUnanswered;
    inFlight.saves.found += found.saves;
    inFlight.tickets.sent += load.ticketsUnanswered;
    inFlight.tickets.found += found.tickets;
    inFlight.pins.sent += load.pinsUnanswered.length;
    inFlight.pins.found += found.pins.length;
    for (const [status, n] of Object.entries(found.files)) {
      inFlight.files[status] = (inFlight.files[status] ?? 0) + n;
    }
  }

  // After the last restart, every write answered in any round is still there, as answered.
  await withDatabase(async (db) => {
    await checkPins(db, answered.saves, 'saves');
    await checkFiles(db, answered.files);
    await checkPins(db, answered.pins, 'pins from uploads');
    await checkWhole(db, ENGINE);
  });
  // And after a clean shutdown.
  await server!.stop();
  server = null;
  await withDatabase((db) => checkWhole(db, ENGINE));
  // The run is meaningful: answered writes of both kinds went through the kills.
  expect(answered.saves.length).toBeGreaterThan(0);
  expect(answered.files.length).toBeGreaterThan(0);

  console.log(
    [
      `crash test on ${ENGINE}: ${ROUNDS} SIGKILLs in ${seconds(Date.now() - started)} ` +
        `(${seconds(startingMs)} of it starting the server ${ROUNDS} times)`,
      `  answered and found after the restarts: ${answered.saves.length} saves, ` +
        `${answered.files.length} uploads (succeeded), ${answered.pins.length} pins from uploads`,
      `  in flight at the kills (unanswered): saves ${inFlight.saves.found} of ` +
        `${inFlight.saves.sent} found, registrations ${inFlight.tickets.found} of ` +
        `${inFlight.tickets.sent}, pin creations ${inFlight.pins.found} of ${inFlight.pins.sent}, ` +
        `files ${JSON.stringify(inFlight.files)}`,
    ].join('\n'),
  );
}, 300_000);
