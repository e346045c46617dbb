// Issue 12, what the viewer does to a pin: a hide takes it out of their home feed and related
// pins on the next request; a save shows `saved_info` (docs/API.md §2: "for a signed-in viewer
// who saved the pin") on the next read of it in every feed, and removing the save clears it.
// The home feed leaves out what the viewer saved (feeds/home-feed.ts), so a save takes the pin
// out of it and removing the save brings it back. A sign-out ends the session for every holder
// of its token on the next request (a session cache must not outlive it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin } from './factories';
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
import { clientWithSession, createSession } from './sessions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a hide by the viewer', () => {
  const HIDDEN_FROM: SurfaceName[] = ['home', 'related'];

  it('takes the pin out of their home feed and related pins on the next request', async () => {
    const t = await createTarget(server, 'Chervil');
    const { api } = await newViewer(server, 'Hana');
    expect(showing(await seenTwice(api, t, HIDDEN_FROM))).toEqual(HIDDEN_FROM);

    await ok(api.write('PUT', `/v3/p2p/${t.pin}/hide/`));

    expect(showing(await seenOn(api, t, HIDDEN_FROM))).toEqual([]);
    // Only for them: another person still sees it.
    const { api: someoneElse } = await newViewer(server, 'Ida');
    expect(showing(await seenOn(someoneElse, t, HIDDEN_FROM))).toEqual(HIDDEN_FROM);
  });

  it('brings it back on the next request once undone', async () => {
    const t = await createTarget(server, 'Fennel');
    const { api } = await newViewer(server, 'Hugo');
    await ok(api.write('PUT', `/v3/p2p/${t.pin}/hide/`));
    expect(showing(await seenTwice(api, t, HIDDEN_FROM))).toEqual([]);

    await ok(api.write('PUT', `/v3/p2p/${t.pin}/unhide/`));

    expect(showing(await seenOn(api, t, HIDDEN_FROM))).toEqual(HIDDEN_FROM);
  });
});

describe("a save by the viewer shows on the pin's next read", () => {
  const FEEDS: SurfaceName[] = ['related', 'search', 'topic', 'board', 'profilePins', 'closeup'];

  it('saved_info on every feed, cleared again when the save is removed', async () => {
    const t = await createTarget(server, 'Lovage');
    const { user, api } = await newViewer(server, 'Sara');
    const board = await createBoard(server.ctx, user.id, { name: 'Lovage keeps' });
    expect(fieldOn(await seenTwice(api, t, FEEDS), 'saved_info')).toEqual(everywhere(FEEDS, null));
    expect(showing(await seenTwice(api, t, ['home']))).toEqual(['home']);

    const saved = await ok(
      api.post('RepinResource', 'create', { pin_id: t.pin, board_id: board.id }),
    );
    const local = saved.body.resource_response.data.id as string;

    const savedInfo = { board_id: board.id, local_pin_id: local, type: 'board' };
    expect(fieldOn(await seenOn(api, t, FEEDS), 'saved_info')).toEqual(
      everywhere(FEEDS, savedInfo),
    );
    expect(showing(await seenOn(api, t, ['home']))).toEqual([]);

    // Read twice more (warm again), then remove the save: the next reads forget it.
    expect(fieldOn(await seenTwice(api, t, FEEDS), 'saved_info')).toEqual(
      everywhere(FEEDS, savedInfo),
    );
    await ok(api.post('PinResource', 'delete', { id: local }));

    expect(fieldOn(await seenOn(api, t, FEEDS), 'saved_info')).toEqual(everywhere(FEEDS, null));
    expect(showing(await seenOn(api, t, ['home']))).toEqual(['home']);
  });

  it("is the viewer's alone: another person and a signed-out visitor see no saved_info", async () => {
    const t = await createTarget(server, 'Hyssop');
    const { user, api } = await newViewer(server, 'Saul');
    const { api: someoneElse } = await newViewer(server, 'Tom');
    const anonymous = visitor(server);
    const board = await createBoard(server.ctx, user.id, { name: 'Hyssop keeps' });
    for (const reader of [someoneElse, anonymous]) {
      expect(fieldOn(await seenTwice(reader, t, FEEDS), 'saved_info')).toEqual(
        everywhere(FEEDS, null),
      );
    }

    await ok(api.post('RepinResource', 'create', { pin_id: t.pin, board_id: board.id }));

    expect(fieldOn(await seenOn(api, t, ['closeup']), 'saved_info').closeup).not.toBeNull();
    for (const reader of [someoneElse, anonymous]) {
      expect(fieldOn(await seenOn(reader, t, FEEDS), 'saved_info')).toEqual(
        everywhere(FEEDS, null),
      );
    }
  });
});

describe('a sign-out ends the session on the next request of every holder of its token', () => {
  it('the old token reads as signed out: no Me, no secret board', async () => {
    const { user } = await newViewer(server, 'Sid');
    const secret = await createBoard(server.ctx, user.id, {
      name: 'Sid secret',
      privacy: 'secret',
    });
    const pin = await createPin(server.ctx, secret, user.id);
    const token = await createSession(server.ctx.stores, user.id);
    const [tab, otherTab] = [clientWithSession(server, token), clientWithSession(server, token)];
    const reads = async (api: ApiClient) => {
      const me = await api.get('UserResource', {});
      const feed = await api.get('BoardFeedResource', { board_id: secret.id });
      return {
        me: (me.body.resource_response.data as { id: string } | null)?.id ?? null,
        secretFeed: feed.status === 200 ? (feed.body.resource_response.data as unknown[]) : 404,
      };
    };
    for (let i = 0; i < 2; i += 1) {
      expect(await reads(otherTab)).toEqual({
        me: user.id,
        secretFeed: [expect.objectContaining({ id: pin })],
      });
    }

    await ok(tab.post('UserSessionResource', 'delete', {}));

    expect(await reads(otherTab)).toEqual({ me: null, secretFeed: 404 });
  });
});
