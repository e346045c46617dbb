// Notification mail (issue 16: "/email/subscription" and the settings' notifications; rules in
// domain notifications/news-mail-rules.ts), on both engines:
// - a follow, a comment, a reply, a board invitation and a message are each mailed to the
//   person told, with what was said, a link to it, and the link to their choices;
// - only to a verified address; nothing across a block; one mail of a kind an hour (the
//   domain's table has every case);
// - a kind turned off, in the settings or signed out by the mail's token, is mailed no more;
//   "Turn off all" stops every kind; a made-up token is `not_found`, signed out without one is
//   `unauthorized`, and a bad choice is `invalid_parameters`.
import { EMAIL_NOTIFICATIONS, MAILED_NEWS_KINDS, NEWS_MAIL_QUIET_MS } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { createBoard, createPin } from './factories';
import { startTestServer, type TestServer } from './harness';
import { mailsTo } from './mail-fixtures';
import { data, errorCode, signedInPerson } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A signed-in person whose address is verified, so news may be mailed to them. */
async function verified(name: string) {
  const p = await signedInPerson(server, name);
  await server.ctx.stores.users.markEmailVerified(p.id, p.email, Date.now());
  return p;
}

const newsMails = async (email: string) =>
  (await mailsTo(server, email)).filter((m) => !m.subject.startsWith('Verify'));

/** The link of a news mail that opens the person's choices. */
const choicesLink = (text: string) => {
  const found = /https?:\/\/\S+\/email\/subscription\/\?token=\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no choices link in: ${text}`);
  return new URL(found);
};

const ok = async (p: Promise<ApiAnswer>) => {
  const res = await p;
  expect(res.status, res.raw).toBe(200);
  return res;
};

describe('news by mail', () => {
  it('a follow, a comment, a reply, an invitation and a message each reach the person told', async () => {
    const ada = await verified('Ada');
    const bob = await verified('Bob');
    const board = await createBoard(server.ctx, ada.id, { name: 'Doors' });
    const pin = await createPin(server.ctx, board, ada.id);

    await ok(bob.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    const comment = data(
      await ok(bob.api.post('PinCommentResource', 'create', { pin_id: pin, text: 'Lovely door' })),
    ) as { id: string };
    await ok(
      ada.api.post('PinCommentResource', 'create', {
        pin_id: pin,
        parent_id: comment.id,
        text: 'Thank you!',
      }),
    );
    const bobBoard = await createBoard(server.ctx, bob.id, { name: 'Porches' });
    await ok(
      bob.api.post('BoardInviteResource', 'create', {
        board_id: bobBoard.id,
        invited_user_id: ada.id,
      }),
    );
    await ok(bob.api.post('ConversationResource', 'create', { user_id: ada.id, text: 'Hi Ada' }));

    const toAda = await newsMails(ada.email);
    expect(toAda.map((m) => m.subject).sort()).toEqual(
      [
        'Bob User started following you',
        'Bob User commented on your Pin',
        'Bob User invited you to join Porches',
        'Bob User sent you a message',
      ].sort(),
    );
    const commented = toAda.find((m) => m.subject.includes('commented'))!;
    expect(commented.text).toContain('“Lovely door”');
    expect(commented.text).toContain(`/pin/${pin}/comments/`);
    expect(commented.unsubscribe).toBe(choicesLink(commented.text).href);
    const toBob = await newsMails(bob.email);
    expect(toBob.map((m) => m.subject)).toEqual(['Ada User replied to your comment']);
    expect(toBob[0]!.text).toContain('“Thank you!”');
  });

  it('only to a verified address; one mail of a kind an hour', async () => {
    const unverified = await signedInPerson(server, 'Una');
    const ada = await verified('Ada');
    const bob = await verified('Bob');
    const cat = await verified('Cat');
    await ok(bob.api.post('UserFollowResource', 'create', { user_id: unverified.id }));
    expect(await newsMails(unverified.email)).toEqual([]);

    await ok(ada.api.post('UserFollowResource', 'create', { user_id: bob.id }));
    expect((await newsMails(bob.email)).map((m) => m.subject)).toEqual([
      'Ada User started following you',
    ]);
    // A second follower within the hour: the news is in the hub, not in another mail.
    await ok(cat.api.post('UserFollowResource', 'create', { user_id: bob.id }));
    expect(await newsMails(bob.email)).toHaveLength(1);
    // An hour on, the next one is mailed.
    await server.ctx.storage.db
      .updateTable('news_mails')
      .set({ sent_at: Date.now() - NEWS_MAIL_QUIET_MS - 1 })
      .where('user_id', '=', bob.id)
      .execute();
    await ok(cat.api.post('UserFollowResource', 'delete', { user_id: bob.id }));
    await ok(cat.api.post('UserFollowResource', 'create', { user_id: bob.id }));
    expect((await newsMails(bob.email)).map((m) => m.subject)).toContain(
      'Cat User started following you',
    );
  });

  it('nothing crosses a block: after one, the comment is refused and nothing is mailed', async () => {
    const ada = await verified('Ada');
    const dan = await verified('Dan');
    const board = await createBoard(server.ctx, ada.id, { name: 'Gates' });
    const pin = await createPin(server.ctx, board, ada.id);
    await ok(dan.api.post('PinCommentResource', 'create', { pin_id: pin, text: 'First' }));
    expect(await newsMails(ada.email)).toHaveLength(1);
    await server.ctx.storage.db.deleteFrom('news_mails').where('user_id', '=', ada.id).execute();
    // Dan blocks Ada after commenting: her pin is walled off from him, and she hears nothing.
    await ok(
      dan.api.post('UserBlockResource', 'create', {
        blocked_user_id: ada.id,
        block_source: 'profile',
        block_context: 'more menu',
      }),
    );
    const second = await dan.api.post('PinCommentResource', 'create', { pin_id: pin, text: 'Two' });
    expect(second.status).not.toBe(200);
    expect(await newsMails(ada.email)).toHaveLength(1);
  });
});

describe('EmailNotificationsResource: choosing what is mailed', () => {
  it('every kind is on at first; a kind turned off in the settings is mailed no more', async () => {
    const ada = await verified('Ada');
    const bob = await verified('Bob');
    const first = data(await ok(ada.api.get('EmailNotificationsResource', {})));
    expect(first).toEqual({
      email: ada.email,
      verified: true,
      kinds: Object.fromEntries(MAILED_NEWS_KINDS.map((k) => [k, true])),
    });
    const changed = data(
      await ok(
        ada.api.post('EmailNotificationsResource', 'update', { kinds: { followed_you: false } }),
      ),
    ) as { kinds: Record<string, boolean> };
    expect(changed.kinds).toMatchObject({ followed_you: false, messaged_you: true });
    await ok(bob.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    await ok(bob.api.post('ConversationResource', 'create', { user_id: ada.id, text: 'Hello' }));
    expect((await newsMails(ada.email)).map((m) => m.subject)).toEqual([
      'Bob User sent you a message',
    ]);
  });

  it("the mail's link works signed out, shows the address masked, and turns all off", async () => {
    const ada = await verified('Ada');
    const bob = await verified('Bob');
    await ok(bob.api.post('UserFollowResource', 'create', { user_id: ada.id }));
    const [mail] = await newsMails(ada.email);
    const token = choicesLink(mail!.text).searchParams.get('token')!;

    const visitor = new ApiClient(server.app);
    const seen = data(await ok(visitor.get('EmailNotificationsResource', { token }))) as {
      email: string;
    };
    expect(seen.email).toBe(`${ada.email.slice(0, 2)}…@example.test`);
    const off = data(
      await ok(visitor.post('EmailNotificationsResource', 'update', { token, all_off: true })),
    ) as { kinds: Record<string, boolean> };
    expect(Object.values(off.kinds)).toEqual(MAILED_NEWS_KINDS.map(() => false));
    // Read again by the link, the answer is the new one (the token's answer is never cached).
    const again = data(await ok(visitor.get('EmailNotificationsResource', { token }))) as {
      kinds: Record<string, boolean>;
    };
    expect(again.kinds).toEqual(off.kinds);
    // Nothing more is mailed, of any kind.
    await server.ctx.storage.db.deleteFrom('news_mails').where('user_id', '=', ada.id).execute();
    await ok(bob.api.post('ConversationResource', 'create', { user_id: ada.id, text: 'Hi' }));
    expect(await newsMails(ada.email)).toHaveLength(1);
    // The settings show the same choices.
    const mine = data(await ok(ada.api.get('EmailNotificationsResource', {}))) as {
      kinds: Record<string, boolean>;
    };
    expect(mine.kinds).toEqual(off.kinds);
  });

  it('refuses a made-up token, a visitor without one, and a kind that does not exist', async () => {
    const visitor = new ApiClient(server.app);
    const madeUp = await visitor.get('EmailNotificationsResource', { token: 'A'.repeat(43) });
    expect(errorCode(madeUp)).toBe('not_found');
    expect(madeUp.body.resource_response.error?.message).toBe(EMAIL_NOTIFICATIONS.linkUnusable);
    expect(errorCode(await visitor.get('EmailNotificationsResource', {}))).toBe('unauthorized');
    const ada = await verified('Ada');
    const bad = await ada.api.post('EmailNotificationsResource', 'update', {
      kinds: { saved_your_pin: false },
    });
    expect(errorCode(bad)).toBe('invalid_parameters');
    const nul = await visitor.get('EmailNotificationsResource', { token: 'a\u0000b' });
    expect(errorCode(nul)).toBe('invalid_parameters');
  });
});
