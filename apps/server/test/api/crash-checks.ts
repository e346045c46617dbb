// What the crash test checks after each restart. Every answered write is there, as answered
// (read through the test's own connection to the database, and through the restarted server's
// API and media routes); what was in flight may or may not be there, but is never more than
// what was sent, and nothing is half there: no pin without its image row or board, no save
// without its board's last_pinned_at move (one transaction), no succeeded upload without its
// image, no image without every media file readable.
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Pin, UploadStatuses } from '@corkboard/contracts';
import type { Database } from '../../src/storage/schema/database';
import { dataOf } from './crash-http';
import type { FileAck, Person, RoundLoad, Upload } from './crash-load';

/** Rows the whole test wrote (the database holds nothing else). */
export interface Tally {
  repins: number;
  uploads: number;
}

/** What came back of the writes in flight at the kill. */
export interface InFlightFound {
  saves: number;
  tickets: number;
  /** Files whose POST was unanswered, by the status they have after the restart. */
  files: Record<string, number>;
  /** Those of them that succeeded. */
  succeeded: Upload[];
  /** Pins made by unanswered pin creations. */
  pins: { id: string; person: Person }[];
}

const CHUNK = 500;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

export async function tally(db: Kysely<Database>): Promise<Tally> {
  const repins = await db
    .selectFrom('pins')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('method', '=', 'repin')
    .executeTakeFirstOrThrow();
  const uploads = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { repins: Number(repins.n), uploads: Number(uploads.n) };
}

async function pinsById(db: Kysely<Database>, ids: readonly string[]) {
  const out = new Map<string, { board: string; pinner: string; image: string }>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('pins')
      .select(['id', 'board_id', 'pinner_id', 'image_signature'])
      .where('id', 'in', part)
      .execute();
    for (const r of rows) {
      out.set(String(r.id), {
        board: String(r.board_id),
        pinner: String(r.pinner_id),
        image: r.image_signature,
      });
    }
  }
  return out;
}

async function uploadStatuses(db: Kysely<Database>, ids: readonly string[]) {
  const out = new Map<string, { status: string; signature: string | null }>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('uploads')
      .select(['id', 'status', 'signature'])
      .where('id', 'in', part)
      .execute();
    for (const r of rows) out.set(String(r.id), { status: r.status, signature: r.signature });
  }
  return out;
}

/**
 * Every answered pin (a save, a pin from an upload) is there as answered: its person's, on the
 * board it answered, with the upload's image when it came from one.
 */
export async function checkPins(
  db: Kysely<Database>,
  pins: readonly { id: string; boardId: string; person: Person; signature?: string }[],
  what: string,
) {
  const rows = await pinsById(
    db,
    pins.map((p) => p.id),
  );
  const wrong = pins
    .filter((p) => {
      const row = rows.get(p.id);
      return (
        row?.board !== p.boardId ||
        row.pinner !== p.person.id ||
        (p.signature !== undefined && row.image !== p.signature)
      );
    })
    .map((p) => p.id);
  expect(wrong, `answered ${what} missing or changed after the restart`).toEqual([]);
}

/** Every file answered `succeeded` is still succeeded, with the same image. */
export async function checkFiles(db: Kysely<Database>, files: readonly FileAck[]) {
  const rows = await uploadStatuses(
    db,
    files.map((f) => f.uploadId),
  );
  const wrong = files
    .filter((f) => {
      const row = rows.get(f.uploadId);
      return row?.status !== 'succeeded' || row.signature !== f.signature;
    })
    .map((f) => f.uploadId);
  expect(wrong, 'answered uploads no longer succeeded').toEqual([]);
}

/** Nothing is half written, anywhere in the database; SQLite's file checks clean. */
export async function checkWhole(db: Kysely<Database>, engine: 'sqlite' | 'postgres') {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(rows, 'pragma integrity_check').toEqual([{ integrity_check: 'ok' }]);
    const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
    expect(broken, 'pragma foreign_key_check').toEqual([]);
  }
  const { rows: pinsWithoutParts } = await sql<{ id: string }>`
    select p.id from pins p
    left join images i on i.signature = p.image_signature
    left join boards b on b.id = p.board_id
    where i.signature is null or b.id is null`.execute(db);
  expect(pinsWithoutParts, 'pins without their image row or board').toEqual([]);
  const { rows: uploadsWithoutImage } = await sql<{ id: string }>`
    select u.id from uploads u
    left join images i on i.signature = u.signature
    where u.status = 'succeeded' and i.signature is null`.execute(db);
  expect(uploadsWithoutImage, 'succeeded uploads without their image row').toEqual([]);
  // A pin and its board's last_pinned_at are one transaction (save-pin.ts, create-pin.ts).
  const { rows: staleBoards } = await sql<{ id: string }>`
    select b.id from boards b join pins p on p.board_id = b.id
    group by b.id, b.last_pinned_at
    having max(p.created_at) > b.last_pinned_at`.execute(db);
  expect(staleBoards, 'boards whose pins were written without their last_pinned_at').toEqual([]);
}

/** What came back of the writes in flight at the kill; never more than was sent. */
export async function inFlightFound(
  db: Kysely<Database>,
  load: RoundLoad,
  before: Tally,
  after: Tally,
): Promise<InFlightFound> {
  const saves = after.repins - before.repins - load.saves.length;
  expect(saves, 'saves found beyond those answered').toBeGreaterThanOrEqual(0);
  expect(saves, 'saves found beyond those sent').toBeLessThanOrEqual(load.savesUnanswered);
  const tickets = after.uploads - before.uploads - load.tickets.length;
  expect(tickets, 'uploads registered beyond those answered').toBeGreaterThanOrEqual(0);
  expect(tickets, 'uploads registered beyond those sent').toBeLessThanOrEqual(
    load.ticketsUnanswered,
  );
  const statuses = await uploadStatuses(
    db,
    load.filesUnanswered.map((f) => f.uploadId),
  );
  const files: Record<string, number> = {};
  const succeeded: Upload[] = [];
  for (const f of load.filesUnanswered) {
    const status = statuses.get(f.uploadId)?.status ?? 'missing';
    files[status] = (files[status] ?? 0) + 1;
    if (status === 'succeeded') succeeded.push(f);
  }
  expect(files.missing, 'registrations that were answered are gone').toBeUndefined();
  const titles = load.pinsUnanswered.map((p) => p.title);
  const rows = titles.length
    ? await db.selectFrom('pins').select(['id', 'title']).where('title', 'in', titles).execute()
    : [];
  expect(rows.length, 'pins found beyond those sent').toBeLessThanOrEqual(titles.length);
  const pins = rows.map((r) => {
    const sent = load.pinsUnanswered.find((p) => p.title === r.title)!;
    return { id: String(r.id), person: sent.person };
  });
  return { saves, tickets, files, succeeded, pins };
}

/**
 * Through the restarted server: each pin reads on its board, and every size of its image is
 * served whole (decodes to the size the pin says).
 */
export async function checkPinsServed(
  pins: readonly { id: string; person: Person; boardId?: string }[],
) {
  for (const p of pins) {
    const pin = dataOf(await p.person.browser.get<Pin>('PinResource', { id: p.id }), `pin ${p.id}`);
    if (p.boardId) expect(pin.board.id, `the board of pin ${p.id}`).toBe(p.boardId);
    for (const [size, variant] of Object.entries(pin.images)) {
      const file = await p.person.browser.file(variant.url);
      expect(file.status, `${variant.url} (${size}) of pin ${p.id}`).toBe(200);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.width, meta.height], `${variant.url} decodes whole`).toEqual([
        variant.width,
        variant.height,
      ]);
    }
  }
}

/** Through the restarted server: each upload reads `succeeded` with its image served. */
export async function checkUploadsServed(uploads: readonly Upload[]) {
  for (const u of uploads) {
    const statuses = dataOf(
      await u.person.browser.get<UploadStatuses>('VIPResource', { upload_ids: [u.uploadId] }),
      `VIPResource get ${u.uploadId}`,
    );
    const status = statuses[u.uploadId];
    expect(status?.status, `upload ${u.uploadId}`).toBe('succeeded');
    const file = await u.person.browser.file(status!.image!.url);
    expect(file.status, status!.image!.url).toBe(200);
  }
}
