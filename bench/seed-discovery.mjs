// Discovery data for the feed benches, in the same proportions at every size: 50 topics, each
// public original tagged with one (a fifth with a second), 6 categories (a third of the
// originals; every 20th original a product) so /today/ has all four articles, and a bench
// viewer (user 1) who follows 50 people, 50 boards and all 50 topics, has a session whose
// cookie the load tool sends, and owns the bench board: 100 saves, 80 of them in two
// sections. Plain SQL that reads the same on SQLite and PostgreSQL; `run(sql)` executes one
// statement on whichever engine.
import { createHash } from 'node:crypto';

export const TOPICS = 50;
export const CATEGORIES = 6;
/** The viewer's follows of each kind (people, boards, topics). */
export const FOLLOWS = 50;
/** The searched word: the SQLite and PostgreSQL seeds both put it in many pins' text. */
export const SEARCH_QUERY = 'linen';
/** The bench board's saves and its sections. */
const BOARD_SAVES = 100;
const SECTION_SAVES = 40;
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
  const categories = [];
  for (let i = 1; i <= CATEGORIES; i += 1) {
    const id = TOPICS + i;
    categories.push(`(${id}, 'Category ${i}', 'category-${i}', 'category', ${now})`);
  }
  await run(
    `INSERT INTO interests (id, name, url_name, kind, created_at) VALUES ${categories.join(', ')}`,
  );
  await run(
    `INSERT INTO pin_interests (interest_id, pin_id)
     SELECT ${TOPICS + 1} + (id / 3) % ${CATEGORIES}, id FROM pins
     WHERE origin_pin_id IS NULL AND id % 3 = 0`,
  );
  await run(
    `UPDATE pins SET is_shoppable = 1
     WHERE origin_pin_id IS NULL AND board_privacy = 'public' AND id % 20 = 3`,
  );
  const followees = Math.min(FOLLOWS, users - 1);
  await run(
    `INSERT INTO user_follows (follower_id, followee_id, created_at)
     SELECT ${VIEWER_ID}, id, ${now} FROM users WHERE id > 1 AND id <= ${1 + followees}`,
  );
  // The second board of users 2..51 (board ids 5k + 2 are never among the secret tenths).
  await run(
    `INSERT INTO board_follows (user_id, board_id, created_at)
     SELECT ${VIEWER_ID}, id, ${now} FROM boards
     WHERE owner_id > 1 AND owner_id <= ${1 + FOLLOWS}
       AND (id - 1) % ${boardsPerUser} = 1 AND privacy = 'public'`,
  );
  await run(
    `INSERT INTO interest_follows (user_id, interest_id, created_at)
     SELECT ${VIEWER_ID}, id, ${now} FROM interests WHERE id <= ${Math.min(FOLLOWS, TOPICS)}`,
  );
  await seedBenchBoard(run, { boards: users * boardsPerUser, now });
  const hash = createHash('sha256').update(SESSION_TOKEN).digest('hex');
  await run(
    `INSERT INTO sessions (id, user_id, created_at, expires_at)
     VALUES ('${hash}', ${VIEWER_ID}, ${now}, ${now + 10 * 365 * 86_400_000})`,
  );
}

/** The related-pins target: the original of the newest public save (it has boards, a topic). */
export const RELATED_PIN_SQL = `SELECT origin_pin_id AS id FROM pins
  WHERE origin_pin_id IS NOT NULL AND board_privacy = 'public' ORDER BY id DESC LIMIT 1`;

/**
 * The bench board (the id after the last seeded board, owned by the viewer): the viewer's saves
 * of the 100 newest public originals, the first 40 in section 1, the next 40 in section 2.
 * Their ids follow the last pin's; the PostgreSQL seed moves its sequences afterwards.
 */
async function seedBenchBoard(run, { boards, now }) {
  const board = boards + 1;
  await run(
    `INSERT INTO boards (id, owner_id, name, slug, description, privacy, sort_index, created_at,
       last_pinned_at)
     VALUES (${board}, ${VIEWER_ID}, 'Bench board', 'bench-board', '', 'public', 9, ${now}, ${now})`,
  );
  await run(
    `INSERT INTO board_sections (id, board_id, title, slug, sort_index, created_at)
     VALUES (1, ${board}, 'First section', 'first-section', 0, ${now}),
            (2, ${board}, 'Second section', 'second-section', 1, ${now})`,
  );
  await run(
    `INSERT INTO pins (id, board_id, section_id, pinner_id, origin_pin_id, board_privacy, title,
       description, link, domain, image_signature, method, created_at, updated_at)
     SELECT top + n, ${board},
            CASE WHEN n <= ${SECTION_SAVES} THEN 1 WHEN n <= ${SECTION_SAVES * 2} THEN 2 END,
            ${VIEWER_ID}, id, 'public', title, description, link, domain, image_signature,
            'repin', ${now} + n, ${now} + n
     FROM (SELECT p.*, ROW_NUMBER() OVER (ORDER BY p.id DESC) AS n,
                  (SELECT max(id) FROM pins) AS top
           FROM pins p WHERE p.origin_pin_id IS NULL AND p.board_privacy = 'public'
           ORDER BY p.id DESC LIMIT ${BOARD_SAVES}) AS s`,
  );
}

/** The bench board's id and its first section's, for the board and section feed targets. */
export const benchBoard = (boards) => ({ boardId: String(boards + 1), sectionId: '1' });
