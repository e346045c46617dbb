// Save (RepinResource create), durable (docs/DESIGN.md §3: >= 1,000/s on SQLite WAL with
// synchronous=FULL), over loopback HTTP:
//   node --import tsx bench/measure-save.mjs <scratchDir> <wrkPath|-> <seconds> <connections> <rounds>
// Alone (the bench's save step only, in under a minute): `npm run save -w bench`, which runs
// it with a fresh scratch folder and wrk from the PATH (or app.inject without it), 5 s x 3.
// The real app (createAppContext + buildApp, TypeScript source via tsx) listens on 127.0.0.1
// with a fresh SQLite file in <scratchDir>, opened as in production: WAL, synchronous=FULL, so
// every answered save has been fsynced. Four users sign in through the API; wrk then POSTs
// RepinResource create with their session and CSRF cookies, two users saving to a board of
// theirs and two to their quick-saves board. Rounds: one sequential (1 connection: the latency
// of one durable save) and `rounds` at `connections`. Afterwards the pins table must hold a
// row for every 2xx answer, or the figure is void. Without wrk (`-`) the load comes from
// app.inject in this process (no sockets), and the result says so.
// Prints one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureLoadTool, runWrk } from './measure-http.mjs';
import { BUDGETS, compoundRow, fmt } from './report.mjs';
import { benchDir, median, progress, tsxJson } from './util.mjs';

/**
 * The bench step (run.mjs): runs this file under tsx in a child and answers the table row and
 * the raw figures. The row is void (ERROR) when a save failed or an answered save is missing
 * from the database.
 */
export async function measureSave({ scratch, loadTool, seconds, connections, rounds }) {
  const tool = loadTool.tool === 'wrk' ? loadTool.path : '-';
  progress(
    `save: RepinResource create on durable SQLite, ${rounds} x ${seconds} s at ${connections} connections`,
  );
  const raw = await tsxJson(
    'measure-save.mjs',
    [path.join(scratch, 'save'), tool, String(seconds), String(connections), String(rounds)],
    { timeoutMs: (seconds + 30) * (rounds + 1) * 1000 + 120_000 },
  );
  const void_ = raw.problems > 0 || raw.rowsWritten < raw.answered;
  const seq = raw.sequential;
  const p99 = median(raw.concurrent.map((r) => r.p99Ms));
  return {
    raw,
    row: compoundRow('save', {
      figure: BUDGETS.save.figure,
      parts: [
        {
          value: raw.medianRps,
          shown: `${fmt.int(raw.medianRps)}/s (${raw.tool}, ${connections} conn)`,
          budget: BUDGETS.save.budget,
        },
        {
          value: p99,
          shown: `p99 ${fmt.ms(p99)} (1 conn ${fmt.int(seq.rps)}/s, p50 ${fmt.ms(seq.p50Ms)})`,
          budget: { kind: 'max', value: 100, text: 'p99 <= 100 ms' },
        },
      ],
      ...(void_ ? { status: 'ERROR' } : {}),
    }),
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) await main();

async function main() {
  const { buildApp } = await import('../apps/server/src/app/build-app.ts');
  const { createAppContext } = await import('../apps/server/src/app/create-context.ts');
  const { parseConfig } = await import('../apps/server/src/config/config.ts');
  const { LocalBlobStore } = await import('../apps/server/src/media/index.ts');
  const { createAccount } = await import('../apps/server/src/commands/register-user.ts');
  const [scratchArg, wrkArg, secondsArg, connectionsArg, roundsArg] = process.argv.slice(2);
  // Alone: a scratch folder of its own (removed at the end) and the bench's load tool.
  const scratch = scratchArg ?? mkdtempSync(path.join(os.tmpdir(), 'corkboard-bench-save-'));
  const loadTool = wrkArg ? null : await ensureLoadTool();
  const wrkPath = wrkArg ?? (loadTool.tool === 'wrk' ? loadTool.path : '-');
  const SECONDS = Number(secondsArg ?? 5);
  const CONNECTIONS = Number(connectionsArg ?? 50);
  const ROUNDS = Number(roundsArg ?? 3);
  const log = (message) => process.stderr.write(`  [save] ${message}\n`);

  const parsed = parseConfig({ DATA_DIR: scratch, DEMO: '0', LOG_LEVEL: 'silent' }, scratch);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  const ctx = await createAppContext(parsed.config);
  const { sql } = await import('kysely');
  const pragma = (name) => sql.raw(`PRAGMA ${name}`).execute(ctx.storage.db);
  const durability = {
    journal_mode: (await pragma('journal_mode')).rows[0]?.journal_mode,
    synchronous: (await pragma('synchronous')).rows[0]?.synchronous,
  };
  if (durability.journal_mode !== 'wal' || durability.synchronous !== 2) {
    throw new Error(`not durable: ${JSON.stringify(durability)} (want wal and 2 = FULL)`);
  }
  const app = await buildApp(ctx, {
    blobStore: new LocalBlobStore(path.join(scratch, 'media')),
    pages: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;

  // The world: an author with one public pin; four savers, signed in through the API.
  const now = Date.now();
  await ctx.stores.images.upsert({
    signature: 'b'.repeat(32),
    width: 600,
    height: 900,
    dominant_color: '#a0b0c0',
    ext: 'jpg',
    bytes: 1000,
    created_at: now,
  });
  const password = 'bench password 1';
  const authorId = await createAccount(ctx, {
    email: 'author@bench.test',
    password,
    first_name: 'A',
  });
  const authorBoard = await ctx.stores.boards.insert({
    owner_id: authorId,
    name: 'Originals',
    slug: 'originals',
    description: '',
    privacy: 'public',
    layout: 'default',
    is_archived: 0,
    sort_index: 0,
    created_at: now,
    last_pinned_at: now,
  });
  const pinId = await ctx.stores.pins.insert({
    board_id: authorBoard,
    section_id: null,
    pinner_id: authorId,
    origin_pin_id: null,
    board_privacy: 'public',
    native_creator_id: null,
    promoter_id: null,
    title: 'Copper pans on a rail',
    description: 'A kitchen wall of copper pans, the kind of pin people save.',
    link: 'https://example.com/kitchen/copper-pans',
    domain: 'example.com',
    alt_text: null,
    auto_alt_text: null,
    seo_title: null,
    seo_description: null,
    category: null,
    image_signature: 'b'.repeat(32),
    method: 'uploaded',
    is_promoted: 0,
    is_downstream_promotion: 0,
    is_video: 0,
    is_eligible_for_pdp: 0,
    is_oos_product: 0,
    is_stale_product: 0,
    is_shoppable: 0,
    shopping_flags: '[]',
    rich_metadata: JSON.stringify({
      type_name: 'article',
      title: 'Copper pans',
      site_name: 'Example',
    }),
    rich_summary: null,
    carousel_data: null,
    story_pin_data: null,
    collection_pin: null,
    videos: null,
    embed: null,
    sponsorship: null,
    aggregated_pin_data: null,
    reaction_counts: '{}',
    advertiser_id: null,
    campaign_id: null,
    pin_promotion_id: null,
    ad_match_reason: null,
    digital_media_source_type: null,
    created_at: now,
    updated_at: now,
  });

  /** The cookies a response sets, over those already kept (name → value). */
  const keepCookies = (jar, res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return jar;
  };
  const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  /** Signs a saver in over HTTP and gives back their cookie header, CSRF token and save body. */
  async function saver(n) {
    await createAccount(ctx, { email: `saver${n}@bench.test`, password, first_name: `S${n}` });
    // The CSRF token is bound to a pre-session cookie, then to the session at sign-in.
    const jar = keepCookies(new Map(), await fetch(`${base}/healthz`));
    const signIn = await fetch(`${base}/resource/UserSessionResource/create/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(jar),
        'x-csrftoken': jar.get('csrftoken'),
      },
      body: JSON.stringify({ options: { username_or_email: `saver${n}@bench.test`, password } }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    keepCookies(jar, signIn);
    const cookie = cookieHeader(jar);
    const csrf = jar.get('csrftoken');
    const call = async (name, options) => {
      const res = await fetch(`${base}/resource/${name}/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': csrf },
        body: JSON.stringify({ options }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`${name} failed: ${JSON.stringify(body)}`);
      return body.resource_response.data;
    };
    // Savers 1 and 2 save to a board of theirs, 3 and 4 to their quick-saves board.
    const board =
      n <= 2 ? await call('BoardResource', { name: 'Kitchen', privacy: 'public' }) : null;
    const options = board ? { pin_id: pinId, board_id: board.id } : { pin_id: pinId };
    await call('RepinResource', options); // the first save (creates the quick-saves board)
    return { cookie, csrf, body: JSON.stringify({ options }) };
  }
  const savers = [];
  for (let n = 1; n <= 4; n += 1) savers.push(await saver(n));

  const countPins = async () =>
    Number(
      (
        await ctx.storage.db
          .selectFrom('pins')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function wrkRound(connections) {
    const r = await runWrk(wrkPath, {
      url: base,
      script: path.join(benchDir, 'wrk-save.lua'),
      connections,
      seconds: SECONDS,
      env: {
        BENCH_SAVE_REQUESTS: savers.map((s) => `${s.cookie}\t${s.csrf}\t${s.body}`).join('\n'),
      },
    });
    const e = r.errors;
    return {
      connections,
      rps: r.rps,
      requests: r.requests,
      meanMs: r.latency_us.mean / 1000,
      p50Ms: r.latency_us.p50 / 1000,
      p99Ms: r.latency_us.p99 / 1000,
      errors: e.connect + e.read + e.write + e.timeout,
      non2xx: e.status,
    };
  }

  /** No wrk: a closed loop of `connections` concurrent app.inject saves (no sockets). */
  async function injectRound(connections) {
    const latencies = [];
    let requests = 0;
    let non2xx = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        const s = savers[i % savers.length];
        while (performance.now() < deadline) {
          const t = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: '/resource/RepinResource/create/',
            headers: {
              'content-type': 'application/json',
              cookie: s.cookie,
              'x-csrftoken': s.csrf,
            },
            payload: s.body,
          });
          latencies.push(performance.now() - t);
          requests += 1;
          if (res.statusCode !== 200) non2xx += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q) =>
      latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
    return {
      connections,
      rps: requests / seconds,
      requests,
      meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      errors: 0,
      non2xx,
    };
  }

  const round = wrkPath && wrkPath !== '-' ? wrkRound : injectRound;
  const before = await countPins();
  log(`sequential round (1 connection, ${SECONDS} s)`);
  const sequential = await round(1);
  const concurrent = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    log(`round ${i + 1}/${ROUNDS} at ${CONNECTIONS} connections`);
    concurrent.push(await round(CONNECTIONS));
  }
  const after = await countPins();
  const shown = (r) =>
    `${Math.round(r.rps)}/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;
  log(`1 connection: ${shown(sequential)}`);
  for (const r of concurrent) log(`${CONNECTIONS} connections: ${shown(r)}`);
  const runs = [sequential, ...concurrent];
  const answered = runs.reduce((n, r) => n + r.requests - r.non2xx - r.errors, 0);
  const problems = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  await app.close();
  await ctx.storage.close();
  if (!scratchArg) rmSync(scratch, { recursive: true, force: true });

  console.log(
    JSON.stringify({
      tool: round === wrkRound ? 'wrk' : 'app.inject',
      durability,
      sequential,
      concurrent,
      medianRps: median(concurrent.map((r) => r.rps)),
      // Every 2xx save must be a row (wrk may count a request cut off at the end of a round, so
      // a few rows more than answers is fine; fewer is not).
      rowsWritten: after - before,
      answered,
      problems,
    }),
  );
}
