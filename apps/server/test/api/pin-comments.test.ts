// Comments on pins (issue 16, "/pin/{id}/comments: comments and replies on pins, with reporting
// and the owner's delete"), on both engines: posting and replying (one level deep), paging,
// the limits, who may read (the pin's own visibility, blocks, the reporter's own reports),
// who may delete (the author, the pin's pinner), reporting and the operators' queue, and the
// closeup's comment count. Every refusal records nothing.
import { COMMENT_ERRORS, COMMENT_TEXT_MAX } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
let olive: ApiClient; // the pinner
let ada: ApiClient;
let bob: ApiClient;
let ops: ApiClient;
let visitor: ApiClient;
let adaId: string;
let bobId: string;
let board: { id: string; privacy: string };
let secret: { id: string; privacy: string };

interface Comment {
  id: string;
  pin_id: string;
  parent_id: string | null;
  text: string;
  user: { id: string; username: string };
  reply_count: number;
  can_delete: boolean;
}

beforeAll(async () => {
  server = await startTestServer({ OPERATORS: 'comment_ops' });
  const ctx = server.ctx;
  const owner = await createUser(ctx, { first_name: 'Olive' });
  const a = await createUser(ctx, { first_name: 'Ada' });
  const b = await createUser(ctx, { first_name: 'Bob' });
  const o = await createUser(ctx, { username: 'comment_ops' });
  adaId = a.id;
  bobId = b.id;
  board = await createBoard(ctx, owner.id, { name: 'Kitchen' });
  secret = await createBoard(ctx, owner.id, { name: 'Hidden', privacy: 'secret' });
  olive = await clientFor(server, owner);
  ada = await clientFor(server, a);
  bob = await clientFor(server, b);
  ops = await clientFor(server, o);
  visitor = await clientFor(server, null);
  ownerId = owner.id;
});
afterAll(() => server.close());
let ownerId: string;

const newPin = (on = board) => createPin(server.ctx, on, ownerId);
const post = (api: ApiClient, pinId: string, text: string, parentId?: string) =>
  api.post('PinCommentResource', 'create', {
    pin_id: pinId,
    text,
    ...(parentId === undefined ? {} : { parent_id: parentId }),
  });
const posted = async (api: ApiClient, pinId: string, text: string, parentId?: string) => {
  const res = await post(api, pinId, text, parentId);
  expect(res.status).toBe(200);
  return data(res) as Comment;
};
const list = async (api: ApiClient, pinId: string, more: Record<string, unknown> = {}) => {
  const res = await api.get('PinCommentsResource', { pin_id: pinId, ...more });
  expect(res.status).toBe(200);
  return {
    comments: data(res) as Comment[],
    bookmark: res.body.resource_response.bookmark as string,
  };
};
const texts = async (api: ApiClient, pinId: string, more: Record<string, unknown> = {}) =>
  (await list(api, pinId, more)).comments.map((c) => c.text);
const commentCount = async (api: ApiClient, pinId: string) =>
  (data(await api.get('PinResource', { id: pinId })) as { comment_count: number }).comment_count;
const stored = async (pinId: string) =>
  server.ctx.storage.db
    .selectFrom('pin_comments')
    .select(['text'])
    .where('pin_id', '=', pinId)
    .execute();

describe('PinCommentResource create: comments and replies', () => {
  it('a comment is kept trimmed and answered with its author; anyone who sees the pin reads it', async () => {
    const pin = await newPin();
    const c = await posted(ada, pin, '  Lovely colours  ');
    expect(c).toMatchObject({
      pin_id: pin,
      parent_id: null,
      text: 'Lovely colours',
      user: { id: adaId },
      reply_count: 0,
      can_delete: true,
    });
    expect(await texts(visitor, pin)).toEqual(['Lovely colours']);
    const seen = (await list(bob, pin)).comments[0];
    expect(seen?.can_delete).toBe(false);
    // The pin's pinner may delete any comment on their pin.
    expect((await list(olive, pin)).comments[0]?.can_delete).toBe(true);
  });

  it('top-level comments are newest first; replies sit under their comment, oldest first', async () => {
    const pin = await newPin();
    const first = await posted(ada, pin, 'first');
    await posted(bob, pin, 'second');
    await posted(bob, pin, 'reply one', first.id);
    await posted(olive, pin, 'reply two', first.id);
    expect(await texts(ada, pin)).toEqual(['second', 'first']);
    const top = (await list(ada, pin)).comments;
    expect(top.find((c) => c.id === first.id)?.reply_count).toBe(2);
    expect(await texts(ada, pin, { parent_id: first.id })).toEqual(['reply one', 'reply two']);
  });

  it('"replies are one level deep": a reply to a reply joins its top-level thread', async () => {
    const pin = await newPin();
    const top = await posted(ada, pin, 'top');
    const reply = await posted(bob, pin, 'reply', top.id);
    const deeper = await posted(ada, pin, 'reply to the reply', reply.id);
    expect(deeper.parent_id).toBe(top.id);
    expect(await texts(ada, pin, { parent_id: top.id })).toEqual(['reply', 'reply to the reply']);
  });

  it('pages are keyset: 25 comments a page by default, then the rest, then -end-', async () => {
    const pin = await newPin();
    for (let i = 0; i < 27; i += 1) await posted(ada, pin, `c${i}`);
    const one = await list(bob, pin);
    expect(one.comments).toHaveLength(25);
    expect(one.comments[0]?.text).toBe('c26');
    const two = await list(bob, pin, { bookmarks: [one.bookmark] });
    expect(two.comments.map((c) => c.text)).toEqual(['c1', 'c0']);
    expect(two.bookmark).toBe('-end-');
  });

  it(`refuses a blank comment and one over ${COMMENT_TEXT_MAX} characters, keeping nothing`, async () => {
    const pin = await newPin();
    const blank = await post(ada, pin, '   \n ');
    expect(errorCode(blank)).toBe('invalid_parameters');
    expect(blank.body.resource_response.message).toBe(COMMENT_ERRORS.blank);
    expect(errorCode(await post(ada, pin, 'x'.repeat(COMMENT_TEXT_MAX + 1)))).toBe(
      'invalid_parameters',
    );
    // What PostgreSQL cannot store is refused at the edge, on both engines alike.
    expect(errorCode(await post(ada, pin, 'nul \u0000 inside'))).toBe('invalid_parameters');
    expect(await posted(ada, pin, 'y'.repeat(COMMENT_TEXT_MAX))).toBeTruthy();
    expect(await stored(pin)).toHaveLength(1);
  });

  it('signed out is unauthorized; a secret pin, an unknown pin or parent is not_found', async () => {
    const pin = await newPin();
    const hidden = await newPin(secret);
    expect(errorCode(await post(visitor, pin, 'hi'))).toBe('unauthorized');
    expect(errorCode(await post(ada, hidden, 'hi'))).toBe('not_found');
    expect(errorCode(await ada.get('PinCommentsResource', { pin_id: hidden }))).toBe('not_found');
    expect(errorCode(await post(ada, '999999999', 'hi'))).toBe('not_found');
    expect(errorCode(await post(ada, pin, 'hi', '999999999'))).toBe('not_found');
    // A reply answers a comment on the same pin.
    const elsewhere = await posted(ada, await newPin(), 'elsewhere');
    expect(errorCode(await post(ada, pin, 'hi', elsewhere.id))).toBe('not_found');
    // The pinner reads and writes on their own secret pin.
    await posted(olive, hidden, 'note to self');
    expect(await texts(olive, hidden)).toEqual(['note to self']);
    expect(await stored(pin)).toHaveLength(0);
  });
});

describe('PinCommentResource delete: "the owner\'s delete"', () => {
  it('its author deletes a comment; a top-level comment takes its replies with it', async () => {
    const pin = await newPin();
    const top = await posted(ada, pin, 'top');
    await posted(bob, pin, 'reply', top.id);
    const res = await ada.post('PinCommentResource', 'delete', { comment_id: top.id });
    expect(res.status).toBe(200);
    expect(await stored(pin)).toHaveLength(0);
    expect(await commentCount(ada, pin)).toBe(0);
  });

  it("the pin's pinner deletes anyone's comment; someone else is forbidden, signed out unauthorized", async () => {
    const pin = await newPin();
    const c = await posted(ada, pin, 'mine');
    const refused = await bob.post('PinCommentResource', 'delete', { comment_id: c.id });
    expect(errorCode(refused)).toBe('forbidden');
    expect(refused.body.resource_response.message).toBe(COMMENT_ERRORS.notYours);
    expect(
      errorCode(await visitor.post('PinCommentResource', 'delete', { comment_id: c.id })),
    ).toBe('unauthorized');
    expect(await stored(pin)).toHaveLength(1);
    const ok = await olive.post('PinCommentResource', 'delete', { comment_id: c.id });
    expect(ok.status).toBe(200);
    expect(await stored(pin)).toHaveLength(0);
    const again = await olive.post('PinCommentResource', 'delete', { comment_id: c.id });
    expect(errorCode(again)).toBe('not_found');
  });

  it('deleting the pin deletes its comments', async () => {
    const pin = await newPin();
    await posted(ada, pin, 'on a pin that goes');
    expect((await olive.post('PinResource', 'delete', { id: pin })).status).toBe(200);
    expect(await stored(pin)).toHaveLength(0);
  });
});

describe('who reads a comment', () => {
  it('a block either way hides comments, replies and their count', async () => {
    const pin = await newPin();
    const top = await posted(bob, pin, 'from bob');
    await posted(ada, pin, 'from ada');
    await posted(ada, pin, 'ada answers bob', top.id);
    const carol = await createUser(server.ctx, { first_name: 'Carol' });
    const carolApi = await clientFor(server, carol);
    expect(await commentCount(carolApi, pin)).toBe(3);
    const res = await carolApi.post('UserBlockResource', 'create', {
      blocked_user_id: bobId,
      block_source: 'profile',
      block_context: 'more menu',
    });
    expect(res.status).toBe(200);
    expect(await texts(carolApi, pin)).toEqual(['from ada']);
    // Ada's reply sits under Bob's comment, which Carol cannot reach: it is not counted either.
    expect(await commentCount(carolApi, pin)).toBe(1);
    // Bob, blocked, no longer sees Carol's comments either (a block works both ways).
    await posted(carolApi, pin, 'from carol');
    expect(await texts(bob, pin)).not.toContain('from carol');
    // Replying to a comment one cannot read is as if it were not there.
    expect(errorCode(await post(carolApi, pin, 'hi', top.id))).toBe('not_found');
  });

  it('the closeup carries comment_count: comments and replies the viewer can read', async () => {
    const pin = await newPin();
    expect(await commentCount(visitor, pin)).toBe(0);
    const top = await posted(ada, pin, 'one');
    await posted(bob, pin, 'two', top.id);
    expect(await commentCount(visitor, pin)).toBe(2);
    expect(await commentCount(bob, pin)).toBe(2);
  });
});

describe("PinCommentReportResource and the operators' queue", () => {
  it('a report hides the comment from its reporter at once; others still see it', async () => {
    const pin = await newPin();
    const c = await posted(ada, pin, 'spammy');
    const res = await bob.post('PinCommentReportResource', 'create', {
      comment_id: c.id,
      reason: 'spam',
    });
    expect(data(res)).toEqual({ comment_id: c.id, reported: true });
    expect(await texts(bob, pin)).toEqual([]);
    expect(await texts(olive, pin)).toEqual(['spammy']);
    // Reporting again is refused as not found: the reporter no longer sees it.
    const again = await bob.post('PinCommentReportResource', 'create', {
      comment_id: c.id,
      reason: 'spam',
    });
    expect(errorCode(again)).toBe('not_found');
  });

  it("one cannot report one's own comment; a reason outside the list is refused", async () => {
    const pin = await newPin();
    const c = await posted(ada, pin, 'mine');
    const own = await ada.post('PinCommentReportResource', 'create', {
      comment_id: c.id,
      reason: 'spam',
    });
    expect(errorCode(own)).toBe('forbidden');
    expect(own.body.resource_response.message).toBe(COMMENT_ERRORS.ownComment);
    const odd = await bob.post('PinCommentReportResource', 'create', {
      comment_id: c.id,
      reason: 'boring',
    });
    expect(errorCode(odd)).toBe('invalid_parameters');
    expect(await texts(bob, pin)).toEqual(['mine']);
  });

  it('operators see reported comments counted by reason; removing one deletes it and is audited', async () => {
    const pin = await newPin();
    const c = await posted(ada, pin, 'rude words');
    const keep = await posted(ada, pin, 'harmless');
    for (const [api, reason] of [
      [bob, 'harassment'],
      [olive, 'spam'],
    ] as const) {
      await api.post('PinCommentReportResource', 'create', { comment_id: c.id, reason });
    }
    await bob.post('PinCommentReportResource', 'create', { comment_id: keep.id, reason: 'spam' });
    const queue = data(await ops.get('CommentReportQueueResource', {})) as {
      comment: Comment;
      reports: number;
      reasons: Record<string, number>;
    }[];
    const entry = queue.find((q) => q.comment.id === c.id);
    expect(entry).toMatchObject({
      comment: { text: 'rude words', user: { id: adaId } },
      reports: 2,
      reasons: { harassment: 1, spam: 1 },
    });
    // Most reported first.
    expect(queue.findIndex((q) => q.comment.id === c.id)).toBeLessThan(
      queue.findIndex((q) => q.comment.id === keep.id),
    );
    const decided = await ops.post('CommentReportQueueResource', 'update', {
      comment_id: c.id,
      action: 'remove_comment',
      note: 'insults',
    });
    expect(data(decided)).toEqual({
      comment_id: c.id,
      action: 'remove_comment',
      reports_closed: 2,
    });
    expect(await texts(visitor, pin)).toEqual(['harmless']);
    const dismissed = await ops.post('CommentReportQueueResource', 'update', {
      comment_id: keep.id,
      action: 'dismiss',
    });
    expect(data(dismissed)).toMatchObject({ action: 'dismiss', reports_closed: 1 });
    // Dismissed reports leave the queue; the comment stays for everyone but its reporter.
    const after = data(await ops.get('CommentReportQueueResource', {})) as { comment: Comment }[];
    expect(after.map((q) => q.comment.id)).not.toContain(keep.id);
    expect(await texts(olive, pin)).toEqual(['harmless']);
    const log = data(await ops.get('OperatorAuditResource', {})) as {
      action: string;
      target: string;
      detail: { removed?: { text: string } };
    }[];
    expect(log.find((a) => a.target === `comment:${c.id}`)).toMatchObject({
      action: 'comment_report.remove_comment',
      detail: { removed: { text: 'rude words' } },
    });
    // A decision on a comment without open reports is not_found.
    const none = await ops.post('CommentReportQueueResource', 'update', {
      comment_id: keep.id,
      action: 'dismiss',
    });
    expect(errorCode(none)).toBe('not_found');
  });

  it("a suspended account's comments leave every reader", async () => {
    const pin = await newPin();
    const dave = await createUser(server.ctx, { first_name: 'Dave' });
    await posted(await clientFor(server, dave), pin, 'from dave');
    expect(await texts(visitor, pin)).toEqual(['from dave']);
    await server.ctx.stores.moderation.suspend(dave.id, Date.now());
    server.ctx.readCache.invalidate();
    expect(await texts(visitor, pin)).toEqual([]);
    expect(await commentCount(visitor, pin)).toBe(0);
  });
});
