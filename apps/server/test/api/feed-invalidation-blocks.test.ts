// Issue 12, blocks: "a block in either direction hides each one's boards and pins from the
// other, on every path" (policy/blocks.ts). A block made by the viewer, or by the pinner against
// the viewer, removes the pinner's pins from every read the viewer makes on the very next
// request, however warm a cache of their follows, blocks or candidates was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { savePin, pinsOf } from './discovery-fixtures';
import { createBoard } from './factories';
import {
  createTarget,
  newViewer,
  ok,
  seenOn,
  seenTwice,
  showing,
  type SurfaceName,
  type Target,
  type User,
} from './feed-invalidation-fixtures';
import { startTestServer, type TestServer } from './harness';
import { sessionClient } from './sessions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const READS: SurfaceName[] = ['home', 'related', 'search', 'topic', 'board', 'closeup'];

/**
 * The target pin, a third person's save of it on their own board, and a viewer who follows the
 * pinner (so the plan of their home feed holds the pinner before the block).
 */
async function blockWorld(word: string) {
  const t = await createTarget(server, word);
  const keeper = await newViewer(server, `${word}-keeper`);
  const keeperBoard = await createBoard(server.ctx, keeper.user.id, { name: `${word} saves` });
  const save = await savePin(server.ctx, keeperBoard, keeper.user.id, t.pin);
  const viewer = await newViewer(server, `${word}-viewer`);
  await ok(viewer.api.post('UserFollowResource', 'create', { user_id: t.pinner.id }));
  const keeperFeed = async (api: ApiClient) => {
    const res = await api.get('BoardFeedResource', { board_id: keeperBoard.id });
    expect(res.status).toBe(200);
    return pinsOf(res).map((p) => p.id);
  };
  return { t, save, viewer, keeperFeed };
}

async function expectBlockHides(
  world: Awaited<ReturnType<typeof blockWorld>>,
  block: (viewer: User, t: Target) => Promise<unknown>,
) {
  const { t, save, viewer, keeperFeed } = world;
  expect(showing(await seenTwice(viewer.api, t, READS))).toEqual(READS);
  for (let i = 0; i < 2; i += 1) expect(await keeperFeed(viewer.api)).toContain(save);

  await block(viewer.user, t);

  expect(showing(await seenOn(viewer.api, t, READS))).toEqual([]);
  // A third person's save of the pinner's pin is the pinner's pin too (policy/blocks.ts).
  expect(await keeperFeed(viewer.api)).not.toContain(save);
}

describe("a block removes the other person's pins from the viewer's next reads", () => {
  it('when the viewer blocks the pinner', async () => {
    const world = await blockWorld('Quince');
    await expectBlockHides(world, () =>
      ok(
        world.viewer.api.post('UserBlockResource', 'create', {
          blocked_user_id: world.t.pinner.id,
        }),
      ),
    );
  });

  it('when the pinner blocks the viewer', async () => {
    const world = await blockWorld('Verbena');
    await expectBlockHides(world, async (viewer, t) => {
      const pinner = await sessionClient(server, t.pinner.id);
      await ok(pinner.post('UserBlockResource', 'create', { blocked_user_id: viewer.id }));
    });
  });

  it("and the pinner's profile lists of pins and saves on the next request", async () => {
    const world = await blockWorld('Sorrel');
    const { t, viewer } = world;
    const lists: SurfaceName[] = ['profilePins', 'profileSaves'];
    expect(showing(await seenTwice(viewer.api, t, lists))).toEqual(lists);
    await ok(viewer.api.post('UserBlockResource', 'create', { blocked_user_id: t.pinner.id }));
    expect(showing(await seenOn(viewer.api, t, lists))).toEqual([]);
  });

  it('unblocking shows them again on the next request (the follow the block ended stays ended)', async () => {
    const world = await blockWorld('Yarrow');
    const { t, viewer } = world;
    await ok(viewer.api.post('UserBlockResource', 'create', { blocked_user_id: t.pinner.id }));
    expect(showing(await seenTwice(viewer.api, t, READS))).toEqual([]);
    await ok(viewer.api.post('UserBlockResource', 'delete', { blocked_user_id: t.pinner.id }));
    expect(showing(await seenOn(viewer.api, t, READS))).toEqual(READS);
  });
});
