// The world of the search API tests: people, boards and pins whose words say what each test
// expects to find ("walnut" everywhere, the rest telling them apart), and helpers to read
// search answers. Factories write through the stores, so the indexes are filled by the
// migration's triggers exactly as in production.
import type { ApiAnswer, ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser, storyPinJson } from './factories';
import type { TestServer } from './harness';

type PinColumns = Partial<{
  description: string;
  is_video: number;
  is_shoppable: number;
  is_oos_product: number;
  story_pin_data: string;
}>;

/** A pin through the factory, then the columns the factory does not take (the update fires
 *  the index triggers too). */
export async function searchPin(
  server: TestServer,
  board: { id: string; privacy: string },
  pinnerId: string,
  title: string,
  columns: PinColumns = {},
  originPinId: string | null = null,
): Promise<string> {
  const id = await createPin(server.ctx, board, pinnerId, { title, origin_pin_id: originPinId });
  await server.ctx.storage.db
    .updateTable('pins')
    .set({ description: 'Plain words', ...columns })
    .where('id', '=', id)
    .execute();
  server.ctx.readCache.invalidate();
  return id;
}

export async function buildSearchWorld(server: TestServer) {
  const { ctx } = server;
  const alice = await createUser(ctx, { first_name: 'Alice' });
  const bob = await createUser(ctx, { first_name: 'Bob' });
  const carol = await createUser(ctx, { first_name: 'Carol' });
  /** Dave blocked Alice; Alice blocked Erin. */
  const dave = await createUser(ctx, { first_name: 'Dave' });
  const erin = await createUser(ctx, { first_name: 'Erin' });
  const maker = await createUser(ctx, { username: 'walnut_maker', first_name: 'Wally' });

  const workshop = await createBoard(ctx, alice.id, { name: 'Walnut workshop' });
  const secret = await createBoard(ctx, alice.id, { name: 'Walnut secrets', privacy: 'secret' });
  await addCollaborator(ctx, secret.id, bob.id, alice.id);
  const carolBoard = await createBoard(ctx, carol.id, { name: 'Carol finds' });
  const daveBoard = await createBoard(ctx, dave.id, { name: 'Walnut dave corner' });
  const erinBoard = await createBoard(ctx, erin.id, { name: 'Erin things' });

  const p = {
    titleMatch: await searchPin(server, workshop, alice.id, 'Walnut lounge chair', {
      description: 'Cozy for reading',
    }),
    descriptionMatch: await searchPin(server, workshop, alice.id, 'Living room corner', {
      description: 'A walnut chair by the window',
    }),
    video: await searchPin(server, workshop, alice.id, 'Walnut video tour', { is_video: 1 }),
    idea: await searchPin(server, workshop, alice.id, 'Walnut idea steps', {
      story_pin_data: storyPinJson(),
    }),
    buyable: await searchPin(server, workshop, alice.id, 'Walnut side table', {
      is_shoppable: 1,
    }),
    outOfStock: await searchPin(server, workshop, alice.id, 'Walnut shelf', { is_oos_product: 1 }),
    secret: await searchPin(server, secret, alice.id, 'Walnut secretive plan'),
    bobOnSecret: await searchPin(server, secret, bob.id, 'Walnut collab note'),
    carolOriginal: await searchPin(server, carolBoard, carol.id, 'Walnut carol craft'),
    dave: await searchPin(server, daveBoard, dave.id, 'Walnut dave desk'),
    erin: await searchPin(server, erinBoard, erin.id, 'Walnut erin easel'),
    carolRepin: '',
  };
  p.carolRepin = await searchPin(
    server,
    carolBoard,
    carol.id,
    'Walnut lounge chair',
    {},
    p.titleMatch,
  );

  await ctx.storage.db
    .insertInto('user_blocks')
    .values([
      {
        blocker_id: dave.id,
        blocked_id: alice.id,
        block_source: null,
        block_context: null,
        created_at: 1,
      },
      {
        blocker_id: alice.id,
        blocked_id: erin.id,
        block_source: null,
        block_context: null,
        created_at: 1,
      },
    ])
    .execute();
  ctx.readCache.invalidate();
  return {
    users: { alice, bob, carol, dave, erin, maker },
    boards: { workshop, secret, carolBoard, daveBoard, erinBoard },
    pins: p,
  };
}

export type SearchWorld = Awaited<ReturnType<typeof buildSearchWorld>>;

export const dataOf = (res: ApiAnswer) => res.body.resource_response.data as { id: string }[];
export const idsOf = (res: ApiAnswer) => dataOf(res).map((item) => item.id);
export const codeOf = (res: ApiAnswer) => res.body.resource_response.error?.code ?? 'ok';

export function search(api: ApiClient, query: string, scope: string | number, extra = {}) {
  return api.get('BaseSearchResource', { query, scope, ...extra });
}

/** Every page of a search, following the bookmarks. */
export async function allPages(
  api: ApiClient,
  query: string,
  scope: string,
  pageSize: number,
): Promise<string[]> {
  const out: string[] = [];
  let bookmarks: string[] | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const res = await search(api, query, scope, {
      page_size: pageSize,
      ...(bookmarks ? { bookmarks } : {}),
    });
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.raw}`);
    out.push(...idsOf(res));
    const bookmark = res.body.resource_response.bookmark;
    if (!bookmark || bookmark === '-end-') return out;
    bookmarks = [bookmark];
  }
  throw new Error('the search never ended');
}

/** A PUT with a JSON body and the CSRF header, as the web client sends a search hide. */
export async function putJson(api: ApiClient, url: string, body: unknown, csrf = true) {
  if (!api.cookies.has('csrftoken')) await api.request('GET', '/healthz');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (csrf) headers['x-csrftoken'] = api.cookies.get('csrftoken') ?? '';
  return api.request('PUT', url, JSON.stringify(body), headers);
}
