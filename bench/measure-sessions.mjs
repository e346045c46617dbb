// "100 signed-in sessions browsing and saving" on demo data: a server on the demo database
// (demo-server.mjs: seeded by this run, only read by Lighthouse before it if that step ran),
// 100 users, each with a session and a board, created straight in its SQLite file (signing up
// through the API is limited per address), then wrk (wrk-session.lua) replays a mix of their
// requests for BENCH_SESSION_SECONDS at one connection per session: home feed pages following
// bookmarks, related pins, closeups, board feeds, searches, and saves with the CSRF header.
// Rows: answers outside 2xx and socket errors (budget 0), p99 (<= 100 ms), median, and the
// server's RSS from /proc/<pid>/status before and after.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startDemoServer } from './demo-server.mjs';
import { GRID_ITEMS, resourcePath } from './measure-feed.mjs';
import { fmt, row } from './report.mjs';
import { mulberry32 } from './seed-content.mjs';
import { runWrk } from './measure-http.mjs';
import { benchDir, progress } from './util.mjs';

const SESSIONS = 100;

/** The server process's resident memory in bytes (VmRSS of /proc/<pid>/status). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb * 1024;
}

/** 100 users, each with a public board and a session; resolves their tokens and board ids. */
function createSessions(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const users = [];
  db.transaction(() => {
    const user = db.prepare(
      `INSERT INTO users (username, email, password_hash, first_name, last_name, about,
         created_at) VALUES (?, ?, '$argon2id$bench$not-a-real-hash', ?, 'Bench', '', ?)`,
    );
    const board = db.prepare(
      `INSERT INTO boards (owner_id, name, slug, description, privacy, sort_index, created_at,
         last_pinned_at) VALUES (?, 'Bench saves', 'bench-saves', '', 'public', 0, ?, ?)`,
    );
    const session = db.prepare(
      'INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    for (let i = 1; i <= SESSIONS; i += 1) {
      const name = `bench_session_${i}`;
      const userId = user.run(name, `${name}@bench.invalid`, `Session${i}`, now).lastInsertRowid;
      const boardId = board.run(userId, now, now).lastInsertRowid;
      // Session tokens are 43 base64url characters, stored hashed (apps/server/src/http/session.ts).
      const token = randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(token).digest('hex');
      session.run(hash, userId, now, now + 86_400_000);
      users.push({ token, boardId: String(boardId) });
    }
  })();
  const pins = db
    .prepare(
      `SELECT id, title FROM pins WHERE origin_pin_id IS NULL AND board_privacy = 'public'
       ORDER BY id DESC LIMIT 300`,
    )
    .all();
  const boards = db
    .prepare(
      `SELECT board_id AS id FROM pins WHERE board_privacy = 'public' GROUP BY board_id
       HAVING count(*) >= 5 ORDER BY board_id LIMIT 50`,
    )
    .all();
  db.close();
  return { users, pins, boards };
}

async function getJson(base, pathname, cookie) {
  const res = await fetch(`${base}${pathname}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(body)}`);
  return { res, body };
}

/** Each session's cookie header with its CSRF token (set on its first request) and requests. */
async function sessionRequests(base, world) {
  const words = [
    ...new Set(
      world.pins.flatMap((p) => p.title.toLowerCase().match(/[a-z]{4,}/g) ?? []).slice(0, 200),
    ),
  ];
  if (world.pins.length < 10 || world.boards.length < 5 || words.length < 5) {
    throw new Error('the demo database has too few public pins, boards or words to browse');
  }
  const rand = mulberry32(7);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const lines = [];
  for (const user of world.users) {
    const session = `cb_session=${user.token}`;
    const { res } = await getJson(base, '/healthz', session);
    const csrf = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('csrftoken='))
      ?.slice('csrftoken='.length);
    if (!csrf) throw new Error('no csrftoken cookie for a session: was the session accepted?');
    const cookie = `${session}; csrftoken=${csrf}`;
    const get = (name, options) => ['GET', resourcePath(name, options), cookie, '', ''];
    // Home pages 1 to 3, following the bookmarks the server gave this viewer. Grids are read
    // as the web client reads them: as grid items.
    const home = [];
    let bookmarks;
    for (let page = 0; page < 3; page += 1) {
      const options = { page_size: 25, ...GRID_ITEMS, ...(bookmarks ? { bookmarks } : {}) };
      home.push(get('UserHomefeedResource', options));
      const { body } = await getJson(base, home[page][1], cookie);
      const next = body.resource_response.bookmark;
      if (!next) break;
      bookmarks = [next];
    }
    const pin = () => String(pick(world.pins).id);
    const save = {
      options: { pin_id: pin(), board_id: user.boardId },
    };
    lines.push(
      ...home,
      home[0],
      get('RelatedPinFeedResource', { pin_id: pin(), page_size: 25, ...GRID_ITEMS }),
      get('PinResource', { id: pin() }),
      get('PinResource', { id: pin() }),
      get('BoardFeedResource', {
        board_id: String(pick(world.boards).id),
        page_size: 25,
        ...GRID_ITEMS,
      }),
      get('BaseSearchResource', {
        query: pick(words),
        scope: 'pins',
        page_size: 25,
        ...GRID_ITEMS,
      }),
      ['POST', '/resource/RepinResource/create/', cookie, csrf, JSON.stringify(save)],
    );
  }
  // One shuffled list: consecutive requests come from different sessions.
  for (let i = lines.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [lines[i], lines[j]] = [lines[j], lines[i]];
  }
  return lines;
}

export async function measureSessions({
  scratch,
  candidates,
  loadTool,
  servers,
  sessionSeconds,
  sessionThinkMs,
  sessionPacedMs = 0,
}) {
  const started = await startDemoServer({ candidates, scratch, name: 'sessions' });
  servers.push(started.server);
  const world = createSessions(path.join(started.dataDir, 'corkboard.db'));
  const lines = await sessionRequests(started.url, world);
  const file = path.join(scratch, 'session-requests.tsv');
  writeFileSync(file, `${lines.map((l) => l.join('\t')).join('\n')}\n`);
  const saves = lines.filter((l) => l[0] === 'POST').length;
  progress(
    `sessions: ${SESSIONS} sessions, ${lines.length} requests (${saves} saves) for ` +
      `${sessionSeconds} s at ${SESSIONS} connections`,
  );
  const pid = started.server.child.pid;
  const rssBefore = rssOf(pid);
  const r = await replay(loadTool, started.url, file, sessionSeconds, sessionThinkMs);
  const rssAfter = rssOf(pid);
  // The same sessions again, each waiting between its requests as a person reading would.
  const paced =
    sessionPacedMs > 0
      ? await replay(loadTool, started.url, file, sessionSeconds, sessionPacedMs)
      : null;
  const failuresOf = (x) =>
    x.non2xx + x.errors.connect + x.errors.read + x.errors.write + x.errors.timeout;
  const pacedFailures = paced ? failuresOf(paced) : 0;
  const pacedRps = paced ? paced.rps : 0;
  const e = r.errors;
  const failures = failuresOf(r);
  const rps = r.rps;
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  return {
    raw: { ...r, rssBefore, rssAfter, requestsInMix: lines.length, savesInMix: saves, paced },
    rows: {
      sessionErrors: row('sessionErrors', {
        value: failures,
        shown:
          `${fmt.int(failures)} of ${fmt.int(r.requests)} (${r.non2xx} non-2xx, ` +
          `${e.timeout} timeouts; ${fmt.int(rps)} req/s)`,
      }),
      sessionP99: row('sessionP99', {
        value: r.latency_us.p99 / 1000,
        shown: fmt.ms(r.latency_us.p99 / 1000),
      }),
      sessionMedian: row('sessionMedian', {
        value: r.latency_us.p50 / 1000,
        shown: fmt.ms(r.latency_us.p50 / 1000),
      }),
      sessionPaced: paced
        ? row('sessionPaced', {
            value: paced.latency_us.p99 / 1000,
            shown:
              `p99 ${fmt.ms(paced.latency_us.p99 / 1000)}, median ` +
              `${fmt.ms(paced.latency_us.p50 / 1000)}, ${fmt.int(pacedRps)} req/s, ` +
              `${fmt.int(pacedFailures)} failed (${sessionPacedMs} ms between requests)`,
          })
        : row('sessionPaced', { shown: '-', status: 'skipped' }),
      sessionMemory: row('sessionMemory', {
        value: rssAfter - rssBefore,
        shown: `${mb(rssBefore)} -> ${mb(rssAfter)} (+${mb(rssAfter - rssBefore)})`,
      }),
    },
    notes: [
      `sessions: ${sessionSeconds} s, ${sessionThinkMs} ms think time, a mix of ` +
        `${lines.length} requests, ${Math.round((100 * saves) / lines.length)} % saves ` +
        '(home pages 1-3 following bookmarks, related pins, closeups, board feeds, searches)',
    ],
  };
}

/** One wrk replay of the session mix (wrk-session.lua); resolves its summary. */
function replay(loadTool, url, file, seconds, thinkMs) {
  return runWrk(loadTool.path, {
    url,
    script: path.join(benchDir, 'wrk-session.lua'),
    connections: SESSIONS,
    seconds,
    env: { BENCH_SESSION_FILE: file, BENCH_SESSION_THINK_MS: String(thinkMs) },
  });
}
