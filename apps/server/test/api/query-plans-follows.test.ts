// docs/DESIGN.md §3: hot queries have an EXPLAIN test on both engines. A followers or following
// page reads the follow-time index of its side (migration 0014) and reaches each person by
// primary key: never a scan of user_follows or users, a later page included. On SQLite the
// index gives the order too (no sort).
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from './factories';
import { explainPlan } from './explain';
import { ENGINE, startTestServer, type TestServer } from './harness';

let server: TestServer;
let starId: string;
let viewerId: string;

beforeAll(async () => {
  server = await startTestServer();
  starId = (await createUser(server.ctx)).id;
  viewerId = (await createUser(server.ctx)).id;
  const people = [];
  for (let i = 0; i < 60; i += 1) people.push(await createUser(server.ctx));
  for (const [i, person] of people.entries()) {
    await server.ctx.stores.follows.followUser(person.id, starId, 1_790_000_000_000 + i);
    await server.ctx.stores.follows.followUser(starId, person.id, 1_790_000_000_000 + i);
    // Others follow each other too, so the index has more than one person's rows.
    const next = people[(i + 1) % people.length];
    if (next) await server.ctx.stores.follows.followUser(person.id, next.id, 1_790_000_000_000);
  }
  await sql`ANALYZE`.execute(server.ctx.storage.db);
});
afterAll(() => server.close());

it.each([
  ['followers, first page, signed out', 'followers', false, null],
  ['followers, a later page, a viewer in a block', 'followers', true, 'viewer'],
  ['following, first page', 'following', false, null],
  ['following, a later page', 'following', true, null],
] as const)('%s: the follow-time index, then users by id', async (_l, side, later, apart) => {
  const query = server.ctx.stores.follows.followListQuery(starId, side, {
    limit: 51,
    after: later ? { at: 1_790_000_000_030, id: '1000000' } : null,
    apart: apart ? viewerId : null,
  });
  const text = await explainPlan(server.ctx.storage, query);
  const index = side === 'followers' ? 'user_follows_followee_time' : 'user_follows_follower_time';
  if (ENGINE === 'sqlite') {
    expect(text).toMatch(new RegExp(`SEARCH uf USING (COVERING )?INDEX ${index}`));
    expect(text).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
    expect(text).not.toMatch(/SCAN (uf|users)\b/);
    expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  } else {
    // PostgreSQL reaches the side's rows through the same index; with this few rows it may
    // sort them rather than walk the index in order (its choice by the table's statistics).
    expect(text).toMatch(
      new RegExp(`(Bitmap )?Index (Only )?Scan (Backward )?(using|on) ${index}`),
    );
    expect(text).not.toMatch(/Seq Scan on (user_follows|users)/);
  }
});
