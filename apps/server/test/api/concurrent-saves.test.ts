// Saves that arrive together (docs/ARCHITECTURE.md, "Writes on SQLite"; on SQLite they share a
// group commit, on PostgreSQL each has its own transaction): each is answered on its own, a
// refused one with its own error envelope and nothing written, and every answered save is
// there and announced once, after its commit, with the tables it wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, createSection, data, errorCode } from './saving-fixtures';

let server: TestServer;
let saver: ApiClient;
let board: { id: string };
let foreignSection: string;
let original: string;
beforeAll(async () => {
  server = await startTestServer();
  const author = await createUser(server.ctx);
  const authorBoard = await createBoard(server.ctx, author.id);
  original = await createPin(server.ctx, authorBoard, author.id);
  foreignSection = await createSection(server.ctx, authorBoard.id);
  const user = await createUser(server.ctx);
  saver = await clientFor(server, user);
  board = await createBoard(server.ctx, user.id);
});
afterAll(() => server.close());

const pinsOnBoard = async () =>
  (
    await server.ctx.storage.db
      .selectFrom('pins')
      .select('id')
      .where('board_id', '=', board.id)
      .execute()
  ).map((r) => String(r.id));

describe('saves that arrive together', () => {
  it('answers each on its own: a refused one alone fails, every answered one is written', async () => {
    const heard: string[][] = [];
    const stop = server.ctx.storage.changes.subscribe((tables) => heard.push([...tables].sort()));
    const refusedAt = 5;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        saver.post('RepinResource', 'create', {
          pin_id: original,
          board_id: board.id,
          ...(i === refusedAt ? { section: foreignSection } : {}),
        }),
      ),
    ).finally(stop);

    expect(answers.map((a) => a.status)).toEqual(
      answers.map((_, i) => (i === refusedAt ? 400 : 200)),
    );
    expect(errorCode(answers[refusedAt]!)).toBe('invalid_parameters');
    const saved = answers
      .filter((_, i) => i !== refusedAt)
      .map((a) => (data(a) as { id: string }).id);
    expect(new Set(saved).size).toBe(11);
    expect((await pinsOnBoard()).sort()).toEqual([...saved].sort());
    // One announcement per committed save (the pin and its board's last_pinned_at), none for
    // the refused one.
    const saves = heard.filter((tables) => tables.includes('pins'));
    expect(saves).toEqual(Array.from({ length: 11 }, () => ['boards', 'pins']));
  });
});
