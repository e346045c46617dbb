// Issue 12, privacy: a board its owner turns secret takes its pins out of every other person's
// reads (home, related, topic, search, the board's own feed, the closeup) on the very next
// request, signed in and signed out (the signed-out read cache included), while the owner
// still sees them; turning it public again brings them back just as fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import {
  createTarget,
  everywhere,
  fieldOn,
  newViewer,
  ok,
  seenOn,
  seenTwice,
  showing,
  visitor,
  type SurfaceName,
} from './feed-invalidation-fixtures';
import { startTestServer, type TestServer } from './harness';
import { sessionClient } from './sessions';

let server: TestServer;
let other: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  other = (await newViewer(server, 'Otto')).api;
});
afterAll(() => server.close());

const OTHERS: SurfaceName[] = ['home', 'related', 'topic', 'search', 'board', 'closeup'];
const OWNER: SurfaceName[] = ['board', 'closeup', 'profilePins', 'profileSaves'];

describe('a board turned secret', () => {
  it("leaves every other person's reads on the next request; the owner still sees it", async () => {
    const t = await createTarget(server, 'Lupine');
    const owner = await sessionClient(server, t.pinner.id);
    const readers = [
      [other, OTHERS],
      [visitor(server), OTHERS],
    ] as const;
    for (const [api, names] of readers) {
      expect(showing(await seenTwice(api, t, names))).toEqual(names);
    }
    const ownerBefore = await seenTwice(owner, t, OWNER);
    expect(fieldOn(ownerBefore, 'board_privacy')).toEqual(everywhere(OWNER, 'public'));

    await ok(owner.post('BoardResource', 'update', { board_id: t.board.id, privacy: 'secret' }));

    for (const [api, names] of readers) {
      expect(showing(await seenOn(api, t, names))).toEqual([]);
    }
    // The owner still sees every pin, each now saying its board is secret.
    const ownerAfter = await seenOn(owner, t, OWNER);
    expect(fieldOn(ownerAfter, 'board_privacy')).toEqual(everywhere(OWNER, 'secret'));
  });

  it('comes back to everyone on the next request once public again', async () => {
    const t = await createTarget(server, 'Tansy');
    const owner = await sessionClient(server, t.pinner.id);
    const anonymous = visitor(server);
    await ok(owner.post('BoardResource', 'update', { board_id: t.board.id, privacy: 'secret' }));
    for (const api of [other, anonymous]) {
      expect(showing(await seenTwice(api, t, OTHERS))).toEqual([]);
    }

    await ok(owner.post('BoardResource', 'update', { board_id: t.board.id, privacy: 'public' }));

    for (const api of [other, anonymous]) {
      expect(showing(await seenOn(api, t, OTHERS))).toEqual(OTHERS);
    }
  });

  it("leaves a follower's home feed on the next request, though they follow the board", async () => {
    const t = await createTarget(server, 'Borage');
    const owner = await sessionClient(server, t.pinner.id);
    const { api: follower } = await newViewer(server, 'Fern');
    await ok(follower.write('PUT', `/v3/boards/${t.board.id}/follow/`));
    await ok(follower.post('UserFollowResource', 'create', { user_id: t.pinner.id }));
    await ok(follower.post('InterestFollowResource', 'create', { interest_id: t.interest.id }));
    expect(showing(await seenTwice(follower, t, OTHERS))).toEqual(OTHERS);

    await ok(owner.post('BoardResource', 'update', { board_id: t.board.id, privacy: 'secret' }));

    expect(showing(await seenOn(follower, t, OTHERS))).toEqual([]);
  });
});
