// Discovery data for the signed-in home feed and related pins benches (issue 6), in the same
// proportions at every size: 50 topics, each public original tagged with one (a fifth with a
// second), and a bench viewer (user 1) who follows 20 people, 20 boards and 3 topics and has
// a session whose cookie the load tool sends. Plain SQL that reads the same on SQLite and
// PostgreSQL; `run(sql)` executes one statement on whichever engine.
import { createHash } from 'node:crypto';

export const TOPICS = 50;
export const VIEWER_ID = 1;
/** The cookie the signed-in targets send: a session of user 1 seeded below. */
// Session tokens are 43 base64url characters (apps/server/src/http/session.ts).
export const SESSION_TOKEN = 'bench-session-token-of-the-bench-viewer-001';
export const SESSION_COOKIE = `cb_session=${SESSION_TOKEN}`;

/**
 * @param {(sql: string) => unknown | Promise<unknown>} run one statement
 * @param {{ users: number, boardsPerUser: number, now: number }} shape
 */
export async function seedDiscovery(run, { users, boardsPerUser, now }) {
  const topics = [];
  for (let i = 1; i <= TOPICS; i += 1) {
    topics.push(`(${i}, 'Topic ${i}', 'topic-${i}', 'topic', ${now})`);
  }
  await run(
    `INSERT INTO interests (id, name, url_name, kind, created_at) VALUES ${topics.join(', ')}`,
  );
  await run(
    `INSERT INTO pin_interests (interest_id, pin_id)
     SELECT (id % ${TOPICS}) + 1, id FROM pins WHERE origin_pin_id IS NULL`,
  );
  await run(
    `INSERT INTO pin_interests (interest_id, pin_id)
     SELECT ((id + 17) % ${TOPICS}) + 1, id FROM pins
     WHERE origin_pin_id IS NULL AND id % 5 = 0`,
  );
  const followees = Math.min(20, users - 1);
  await run(
    `INSERT INTO user_follows (follower_id, followee_id, created_at)
     SELECT ${VIEWER_ID}, id, ${now} FROM users WHERE id > 1 AND id <= ${1 + followees}`,
  );
  // The first board of the next 20 users (every 10th board is secret: those are skipped).
  await run(
    `INSERT INTO board_follows (user_id, board_id, created_at)
     SELECT ${VIEWER_ID}, id, ${now} FROM boards
     WHERE owner_id > ${1 + followees} AND owner_id <= ${1 + followees * 2}
       AND (id - 1) % ${boardsPerUser} = 0 AND privacy = 'public'`,
  );
  await run(
    `INSERT INTO interest_follows (user_id, interest_id, created_at)
     SELECT ${VIEWER_ID}, id, ${now} FROM interests WHERE id <= 3`,
  );
  const hash = createHash('sha256').update(SESSION_TOKEN).digest('hex');
  await run(
    `INSERT INTO sessions (id, user_id, created_at, expires_at)
     VALUES ('${hash}', ${VIEWER_ID}, ${now}, ${now + 10 * 365 * 86_400_000})`,
  );
}

/** The related-pins target: the original of the newest public save (it has boards, a topic). */
export const RELATED_PIN_SQL = `SELECT origin_pin_id AS id FROM pins
  WHERE origin_pin_id IS NOT NULL AND board_privacy = 'public' ORDER BY id DESC LIMIT 1`;
