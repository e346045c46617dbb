// The small world the fuzzer's requests point into: people in a block, a collaborator, public,
// secret and protected boards, sections, interests, pins of every kind and an upload, so that
// generated ids often name something real and requests reach the handlers' deeper paths.
import { BOOKMARK_END } from '@corkboard/domain';
import type { LightMyRequestResponse } from 'fastify';
import { hashToken, newToken, SESSION_COOKIE, SESSION_TTL_MS } from '../../src/http/session';
import { createInterest, tag } from '../api/discovery-fixtures';
import { createBoard } from '../api/factories';
import type { TestServer } from '../api/harness';
import { createSection } from '../api/saving-fixtures';
import { buildSearchWorld } from '../api/search-fixtures';
import type { FuzzOperation } from './operations';
import type { FuzzRequest, Viewer } from './requests';

const positions = (values: unknown[]) =>
  values.map((v) => Buffer.from(JSON.stringify(v)).toString('base64url'));

/** Bookmarks no list gave out: wrong shapes, ids past int64, numbers past every range. */
const HOSTILE_BOOKMARKS = positions([
  ['x', '1'],
  [1e308, '1'],
  { id: '99999999999999999999' },
  { id: '1\u0000' },
  { s: 1e308, id: '1' },
  { s: 'x', id: '1' },
  { c: { u: 'x', b: 'e', i: 'e', s: 'e', p: 'e', f: 'e' } },
  { c: { u: { id: '9999999999999999999' } } },
  null,
  [],
  '-end-',
]).concat(['-end-', '', 'not base64 at all', '%%%']);

export interface FuzzWorld {
  known(field: string): readonly unknown[] | undefined;
  headersFor(viewer: Viewer, method: string): Record<string, string>;
  afterRequest(request: FuzzRequest, res: LightMyRequestResponse): Promise<void>;
  writePaths(ops: FuzzOperation[]): string[];
}

export async function buildFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const { ctx, app } = server;
  const { users, boards, pins } = await buildSearchWorld(server);
  const protectedBoard = await createBoard(ctx, users.bob.id, {
    name: 'Bob protected',
    privacy: 'protected',
  });
  const sections = [
    await createSection(ctx, boards.workshop.id, 'Chairs'),
    await createSection(ctx, boards.secret.id, 'Plans'),
  ];
  const topic = await createInterest(ctx, 'Walnut');
  const category = await createInterest(ctx, 'Home decor', 'category');
  await tag(ctx, pins.titleMatch, topic, category);
  await tag(ctx, pins.carolOriginal, topic);

  const userIds = Object.values(users).map((u) => u.id);
  const boardIds = [...Object.values(boards).map((b) => b.id), protectedBoard.id];
  const pinIds = Object.values(pins).filter(Boolean);
  const interestIds = [topic.id, category.id];
  const bookmarks: string[] = [];

  const known: Record<string, readonly unknown[]> = {
    id: [...pinIds, ...boardIds],
    pin_id: pinIds,
    pin: pinIds,
    pin_ids: pinIds,
    origin_pin_id: pinIds,
    board_id: boardIds,
    section_id: sections,
    section: sections,
    user_id: userIds,
    invited_user_id: userIds,
    blocked_user_id: userIds,
    interest_id: interestIds,
    news_id: ['1', '2'],
    username: Object.values(users).map((u) => u.username),
    username_or_email: [users.alice.username, users.bob.email],
    slug: [boards.workshop.slug, boards.secret.slug],
    url_name: [topic.url_name, category.url_name],
    query: ['walnut', 'chair', 'walnut ch', 'w', ''],
    surface: ['topics', 'ideas', 'videos', 'shopping'],
  };

  // Alice is an operator too, so the operator resources (issue 14) read their options under
  // the fuzz; to anyone else they answer not_found before reading anything.
  ctx.config.operators.push(users.alice.username);
  // The fuzzer's two visitors: Alice signed in, and a signed-out browser.
  const jars: Record<Viewer, Map<string, string>> = { signedIn: new Map(), signedOut: new Map() };
  const establish = async (viewer: Viewer) => {
    const jar = jars[viewer];
    jar.clear();
    if (viewer === 'signedIn') {
      const token = newToken();
      await ctx.stores.sessions.create(hashToken(token), users.alice.id, ctx.now(), SESSION_TTL_MS);
      jar.set(SESSION_COOKIE, token);
    }
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: cookieHeader(jar) });
    keepCookies(jar, res);
  };
  await establish('signedIn');
  await establish('signedOut');

  return {
    known(field) {
      if (field === 'bookmarks') {
        return [...bookmarks.slice(-20), ...HOSTILE_BOOKMARKS].map((b) => [b]);
      }
      return known[field];
    },
    headersFor(viewer, method) {
      const jar = jars[viewer];
      const headers = cookieHeader(jar);
      if (method !== 'GET' && method !== 'HEAD')
        headers['x-csrftoken'] = jar.get('csrftoken') ?? '';
      return headers;
    },
    async afterRequest(request, res) {
      if (res.statusCode === 200 && request.method === 'GET') {
        const bookmark = bookmarkOf(res.body);
        if (bookmark && bookmark !== BOOKMARK_END) bookmarks.push(bookmark);
      }
      // A sign-in, sign-up or sign-out changed who this visitor is: start them over.
      const changed = (res.cookies as { name: string }[]).some(
        (c) => c.name === SESSION_COOKIE || c.name === 'csrftoken',
      );
      if (changed) await establish(request.viewer);
    },
    writePaths(ops) {
      return ops
        .filter((op) => op.method === 'POST' || op.method === 'PUT')
        .map((op) => op.path.replace(/\{[^}]+\}/g, pinIds[0] ?? '1'));
    },
  };
}

function cookieHeader(jar: Map<string, string>): Record<string, string> {
  return jar.size === 0 ? {} : { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

function keepCookies(jar: Map<string, string>, res: LightMyRequestResponse) {
  for (const c of res.cookies as { name: string; value: string }[]) {
    if (c.value) jar.set(c.name, c.value);
  }
}

function bookmarkOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { resource_response?: { bookmark?: unknown } };
    const b = parsed.resource_response?.bookmark;
    return typeof b === 'string' ? b : undefined;
  } catch {
    return undefined;
  }
}
