// Helpers of the saving and board-management API tests: signed-in clients, sections, and
// reading what the API answers.
import type { AppContext } from '../../src/app/context';
import { ApiClient, type ApiAnswer } from './client';
import { createUser, PASSWORD } from './factories';
import type { TestServer } from './harness';

export async function clientFor(
  server: TestServer,
  user: { username: string } | null,
): Promise<ApiClient> {
  const api = new ApiClient(server.app);
  if (user) {
    const res = await api.signIn(user.username, PASSWORD);
    if (res.status !== 200) throw new Error(`sign-in of ${user.username} failed: ${res.raw}`);
  }
  return api;
}

/** A new person, signed in: their id, username and client. */
export async function signedInPerson(server: TestServer, firstName: string) {
  const user = await createUser(server.ctx, { first_name: firstName });
  return { ...user, api: await clientFor(server, user) };
}

export async function createSection(ctx: AppContext, boardId: string, title = 'Section') {
  const id = await ctx.stores.boards.insertSection({
    board_id: boardId,
    title,
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 6)}`,
    sort_index: 0,
    created_at: Date.now(),
  });
  ctx.readCache.invalidate();
  return id;
}

export const errorCode = (res: ApiAnswer) => res.body.resource_response.error?.code;
export const data = (res: ApiAnswer) => res.body.resource_response.data;
export const ids = (res: ApiAnswer) =>
  (res.body.resource_response.data as { id: string }[]).map((p) => p.id);

/** Every page of a list, by following its bookmarks. */
export async function allIds(
  api: ApiClient,
  name: string,
  options: Record<string, unknown>,
): Promise<string[]> {
  const out: string[] = [];
  let bookmarks: string[] | undefined;
  for (let guard = 0; guard < 50; guard += 1) {
    const res = await api.get(name, {
      ...options,
      page_size: 250,
      ...(bookmarks ? { bookmarks } : {}),
    });
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.raw}`);
    out.push(...ids(res));
    const bookmark = res.body.resource_response.bookmark;
    if (!bookmark || bookmark === '-end-') break;
    bookmarks = [bookmark];
  }
  return out;
}
