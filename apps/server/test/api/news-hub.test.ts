// The news hub (issue 16, "/notifications/ (the news hub: follows, saves of your pins, invites,
// comments ...) with unread counts"), on both engines: each kind of news arrives as it happens,
// nobody hears of their own doing, a secret save is not news, what is undone (an unfollow, a
// deleted comment) or walled off (a block) is gone from the news, pages are newest first with
// no repeat, and the badge counts what came after the hub was last opened.
import { NEWS_BADGE_MAX } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode, signedInPerson } from './saving-fixtures';

let server: TestServer;

interface News {
  id: string;
  kind: string;
  unread: boolean;
  actor: { id: string };
  pin: { id: string; title: string; image_url: string | null } | null;
  board: { id: string; name: string; url: string } | null;
  comment: { id: string; text: string } | null;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = (name: string) => signedInPerson(server, name);
const news = async (api: ApiClient, more: Record<string, unknown> = {}) => {
  const res = await api.get('NewsHubResource', more);
  expect(res.status).toBe(200);
  return {
    items: data(res) as News[],
    bookmark: res.body.resource_response.bookmark as string,
  };
};
const kinds = async (api: ApiClient) => (await news(api)).items.map((n) => n.kind);
const badge = async (api: ApiClient) =>
  (data(await api.get('NewsHubBadgeResource', {})) as { unread_count: number }).unread_count;
/** Lets the clock move on, so two things done one after the other have different times. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
const ok = async (p: Promise<{ status: number }>) => {
  expect((await p).status).toBe(200);
  await tick();
};

describe('NewsHubResource: what happened to the viewer', () => {
  it('a follow, a save to a public board, a comment, a reply and an invitation each arrive', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const carol = await person('Carol');
    const adaBoard = await createBoard(server.ctx, ada.id, { name: 'Doors' });
    const pin = await createPin(server.ctx, adaBoard, ada.id);
    const bobBoard = await createBoard(server.ctx, bob.id, { name: 'Entrances' });
    const bobPin = await createPin(server.ctx, bobBoard, bob.id);

    await ok(bob.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    await ok(bob.api.post('RepinResource', 'create', { pin_id: pin, board_id: bobBoard.id }));
    await ok(bob.api.post('PinCommentResource', 'create', { pin_id: pin, text: 'Great door' }));
    const mine = data(
      await ada.api.post('PinCommentResource', 'create', { pin_id: bobPin, text: 'Which paint?' }),
    ) as { id: string };
    await tick();
    await ok(
      carol.api.post('PinCommentResource', 'create', {
        pin_id: bobPin,
        text: 'Farrow blue',
        parent_id: mine.id,
      }),
    );
    await ok(
      bob.api.post('BoardInviteResource', 'create', {
        board_id: bobBoard.id,
        invited_user_id: ada.id,
      }),
    );

    const { items } = await news(ada.api);
    // Newest first.
    expect(items.map((n) => n.kind)).toEqual([
      'invited_you_to_board',
      'replied_to_your_comment',
      'commented_on_your_pin',
      'saved_your_pin',
      'followed_you',
    ]);
    expect(items.every((n) => n.unread)).toBe(true);
    const [invite, reply, comment, save, follow] = items;
    expect(invite).toMatchObject({
      actor: { id: bob.id },
      board: { id: bobBoard.id, name: 'Entrances' },
    });
    expect(reply).toMatchObject({
      actor: { id: carol.id },
      comment: { text: 'Farrow blue' },
      pin: { id: bobPin },
    });
    expect(comment).toMatchObject({
      actor: { id: bob.id },
      comment: { text: 'Great door' },
      pin: { id: pin },
    });
    expect(save).toMatchObject({
      actor: { id: bob.id },
      pin: { id: pin },
      board: { id: bobBoard.id },
    });
    expect(save?.pin?.image_url).toMatch(/\/236x\//);
    expect(follow).toMatchObject({ actor: { id: bob.id }, pin: null, board: null });
    // Bob hears of Ada's comment on his pin, not of his own doings.
    expect(await kinds(bob.api)).toEqual(['commented_on_your_pin']);
  });

  it('nobody hears of their own doing; a save to a secret board is not news', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const board = await createBoard(server.ctx, ada.id, { name: 'Mine' });
    const pin = await createPin(server.ctx, board, ada.id);
    const other = await createBoard(server.ctx, ada.id, { name: 'Also mine' });
    await ok(ada.api.post('RepinResource', 'create', { pin_id: pin, board_id: other.id }));
    await ok(ada.api.post('PinCommentResource', 'create', { pin_id: pin, text: 'note to self' }));
    const secret = await createBoard(server.ctx, bob.id, { name: 'Hush', privacy: 'secret' });
    await ok(bob.api.post('RepinResource', 'create', { pin_id: pin, board_id: secret.id }));
    expect(await kinds(ada.api)).toEqual([]);
    expect(await badge(ada.api)).toBe(0);
  });

  it('what is undone is gone: an unfollow, a deleted comment; a block hides all of it', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const dan = await person('Dan');
    const board = await createBoard(server.ctx, ada.id, { name: 'Mine' });
    const pin = await createPin(server.ctx, board, ada.id);
    await ok(bob.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    const c = data(
      await bob.api.post('PinCommentResource', 'create', { pin_id: pin, text: 'hi' }),
    ) as { id: string };
    await tick();
    await ok(dan.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    expect(await kinds(ada.api)).toEqual(['followed_you', 'commented_on_your_pin', 'followed_you']);
    await ok(bob.api.post('UserFollowResource', 'delete', { user_id: ada.id }));
    await ok(bob.api.post('PinCommentResource', 'delete', { comment_id: c.id }));
    expect((await news(ada.api)).items.map((n) => n.actor.id)).toEqual([dan.id]);
    await ok(
      ada.api.post('UserBlockResource', 'create', {
        blocked_user_id: dan.id,
        block_source: 'profile',
        block_context: 'more menu',
      }),
    );
    expect(await kinds(ada.api)).toEqual([]);
  });

  it('pages are newest first, keyset, with no repeat or gap; signed out is unauthorized', async () => {
    const ada = await person('Ada');
    const followers = [];
    for (let i = 0; i < 5; i += 1) {
      const f = await person(`Fan ${i}`);
      await ok(f.api.post('UserFollowResource', 'create', { user_id: ada.id }));
      followers.push(f.id);
    }
    const seen: string[] = [];
    let bookmark: string | undefined;
    do {
      const page = await news(ada.api, {
        page_size: 2,
        ...(bookmark ? { bookmarks: [bookmark] } : {}),
      });
      seen.push(...page.items.map((n) => n.actor.id));
      bookmark = page.bookmark === '-end-' ? undefined : page.bookmark;
    } while (bookmark);
    expect(seen).toEqual([...followers].reverse());
    const visitor = await clientFor(server, null);
    expect(errorCode(await visitor.get('NewsHubResource', {}))).toBe('unauthorized');
    expect(errorCode(await visitor.get('NewsHubBadgeResource', {}))).toBe('unauthorized');
    const forged = Buffer.from(JSON.stringify({ at: 'soon', rank: 0, id: '1' })).toString(
      'base64url',
    );
    expect(errorCode(await ada.api.get('NewsHubResource', { bookmarks: [forged] }))).toBe(
      'invalid_parameters',
    );
  });
});

describe('NewsHubBadgeResource: "unread counts in the header"', () => {
  it('counts what came after the hub was last opened; opening it reads it all', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const carol = await person('Carol');
    expect(await badge(ada.api)).toBe(0);
    await ok(bob.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    await ok(carol.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    expect(await badge(ada.api)).toBe(2);
    const opened = await ada.api.post('NewsHubBadgeResource', 'update', {});
    expect(data(opened)).toEqual({ unread_count: 0 });
    expect(await badge(ada.api)).toBe(0);
    expect((await news(ada.api)).items.map((n) => n.unread)).toEqual([false, false]);
    // Something new after that is unread again.
    await server.ctx.storage.db
      .updateTable('news_reads')
      .set({ seen_at: Date.now() - 60_000 })
      .where('user_id', '=', ada.id)
      .execute();
    const dan = await person('Dan');
    await ok(dan.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    const items = (await news(ada.api)).items;
    expect(items[0]).toMatchObject({ actor: { id: dan.id }, unread: true });
    expect(await badge(ada.api)).toBeGreaterThanOrEqual(1);
  });

  it(`stops counting past ${NEWS_BADGE_MAX} (the badge reads "99+")`, async () => {
    const ada = await person('Ada');
    const board = await createBoard(server.ctx, ada.id, { name: 'Popular' });
    const pin = await createPin(server.ctx, board, ada.id);
    const bob = await person('Bob');
    const rows = Array.from({ length: NEWS_BADGE_MAX + 5 }, (_, i) => ({
      pin_id: pin,
      user_id: bob.id,
      parent_id: null,
      text: `c${i}`,
      created_at: Date.now(),
    }));
    await server.ctx.storage.db.insertInto('pin_comments').values(rows).execute();
    expect(await badge(ada.api)).toBe(NEWS_BADGE_MAX + 1);
  });
});
