// A person's own reports and the violations on their content (issue 16, /reports-and-violations/),
// on both engines: a report is under review until an operator decides, then shows the outcome
// (even once the pin or comment is gone); the pinner or author sees what was removed from theirs;
// a dismissal is no violation; nobody sees another person's; signed out is unauthorized; the
// lists are keyset paged and refuse a bookmark they did not give out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
let ops: ApiClient;
let ada: ApiClient; // reports
let bob: ApiClient; // pins and comments
let carol: ApiClient; // someone else
let visitor: ApiClient;
let bobId: string;
let board: { id: string; privacy: string };

interface Report {
  id: string;
  kind: string;
  text: string;
  reason: string | null;
  status: string;
  pin_id: string | null;
  image_url: string | null;
  decided_at: string | null;
}
interface Violation {
  id: string;
  kind: string;
  text: string | null;
  reason: string | null;
}

beforeAll(async () => {
  server = await startTestServer({ OPERATORS: 'report_ops' });
  const ctx = server.ctx;
  const o = await createUser(ctx, { username: 'report_ops' });
  const a = await createUser(ctx, { first_name: 'Ada' });
  const b = await createUser(ctx, { first_name: 'Bob' });
  const c = await createUser(ctx, { first_name: 'Carol' });
  bobId = b.id;
  board = await createBoard(ctx, b.id, { name: 'Bob things' });
  ops = await clientFor(server, o);
  ada = await clientFor(server, a);
  bob = await clientFor(server, b);
  carol = await clientFor(server, c);
  visitor = await clientFor(server, null);
});
afterAll(() => server.close());

const reports = async (api: ApiClient) => {
  const res = await api.get('UserReportsResource', {});
  expect(res.status, res.raw).toBe(200);
  return data(res) as Report[];
};
const violations = async (api: ApiClient) => {
  const res = await api.get('UserViolationsResource', {});
  expect(res.status, res.raw).toBe(200);
  return data(res) as Violation[];
};
const reportPin = async (api: ApiClient, pinId: string, reason: string) => {
  const res = await api.post('PinFeedbackResource', 'update', {
    pin_id: pinId,
    feedback_type: 'report',
    reason,
  });
  expect(res.status, res.raw).toBe(200);
};
const decidePin = async (pinId: string, action: string) => {
  const res = await ops.post('PinReportQueueResource', 'update', {
    pin_id: pinId,
    action,
    note: 'Operator working note',
  });
  expect(res.status, res.raw).toBe(200);
};
const titled = (title: string) => createPin(server.ctx, board, bobId, { title });

describe('UserReportsResource and UserViolationsResource', () => {
  it('a report is under review, with what was reported, its reason and its pin', async () => {
    const pin = await titled('Under review pin');
    await reportPin(ada, pin, 'spam');
    const [mine] = await reports(ada);
    expect(mine).toMatchObject({
      kind: 'pin',
      text: 'Under review pin',
      reason: 'spam',
      status: 'open',
      pin_id: pin,
      decided_at: null,
    });
    expect(mine?.image_url).toMatch(/^\/i\/236x\//);
    // Reporting it again is the same report.
    await reportPin(ada, pin, 'spam');
    expect((await reports(ada)).filter((r) => r.pin_id === pin)).toHaveLength(1);
  });

  it('removed: the reporter sees "removed" (the pin is gone) and the pinner sees a violation', async () => {
    const pin = await titled('Removed pin');
    await reportPin(ada, pin, 'harassment');
    await reportPin(carol, pin, 'spam');
    await reportPin(ops, pin, 'harassment');
    await decidePin(pin, 'remove_pin');
    const mine = (await reports(ada)).find((r) => r.text === 'Removed pin');
    expect(mine).toMatchObject({ kind: 'pin', status: 'removed', pin_id: null, image_url: null });
    expect(mine?.decided_at).not.toBeNull();
    const [found] = await violations(bob);
    // The reason most reports gave; the operator's note is not shown.
    expect(found).toEqual({
      id: expect.any(String),
      kind: 'pin',
      text: 'Removed pin',
      reason: 'harassment',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(await violations(bob))).not.toContain('Operator working note');
  });

  it('dismissed: "no violation found" for the reporter and nothing for the pinner', async () => {
    const before = (await violations(bob)).length;
    const pin = await titled('Dismissed pin');
    await reportPin(ada, pin, 'other');
    await decidePin(pin, 'dismiss');
    expect((await reports(ada)).find((r) => r.text === 'Dismissed pin')).toMatchObject({
      status: 'dismissed',
      pin_id: pin,
    });
    expect(await violations(bob)).toHaveLength(before);
  });

  it('"not relevant" after a report replaces it: the receipt goes', async () => {
    const pin = await titled('Changed mind pin');
    await reportPin(carol, pin, 'spam');
    expect((await reports(carol)).map((r) => r.text)).toContain('Changed mind pin');
    const res = await carol.post('PinFeedbackResource', 'update', {
      pin_id: pin,
      feedback_type: 'not_relevant',
    });
    expect(res.status, res.raw).toBe(200);
    expect((await reports(carol)).map((r) => r.text)).not.toContain('Changed mind pin');
  });

  it('a comment report: removed shows for the reporter, and the author sees the removed comment', async () => {
    const pin = await titled('Commented pin');
    const posted = await bob.post('PinCommentResource', 'create', { pin_id: pin, text: 'rude' });
    const comment = data(posted) as { id: string };
    await ada.post('PinCommentReportResource', 'create', {
      comment_id: comment.id,
      reason: 'harassment',
    });
    expect((await reports(ada))[0]).toMatchObject({
      kind: 'comment',
      text: 'rude',
      reason: 'harassment',
      status: 'open',
      pin_id: pin,
    });
    const decided = await ops.post('CommentReportQueueResource', 'update', {
      comment_id: comment.id,
      action: 'remove_comment',
    });
    expect(decided.status, decided.raw).toBe(200);
    expect((await reports(ada))[0]).toMatchObject({ kind: 'comment', status: 'removed' });
    expect((await violations(bob))[0]).toMatchObject({
      kind: 'comment',
      text: 'rude',
      reason: 'harassment',
    });
  });

  it('a dismissed comment report: no violation found, nothing for the author', async () => {
    const pin = await titled('Kind comment pin');
    const comment = data(
      await bob.post('PinCommentResource', 'create', { pin_id: pin, text: 'kind words' }),
    ) as { id: string };
    await carol.post('PinCommentReportResource', 'create', {
      comment_id: comment.id,
      reason: 'spam',
    });
    const before = (await violations(bob)).length;
    await ops.post('CommentReportQueueResource', 'update', {
      comment_id: comment.id,
      action: 'dismiss',
    });
    expect((await reports(carol)).find((r) => r.text === 'kind words')?.status).toBe('dismissed');
    expect(await violations(bob)).toHaveLength(before);
  });

  it("a suspension is the pinner's violation; the reporter sees the account suspended", async () => {
    const dave = await createUser(server.ctx, { first_name: 'Dave' });
    const daveBoard = await createBoard(server.ctx, dave.id, { name: 'Dave things' });
    const pin = await createPin(server.ctx, daveBoard, dave.id, { title: 'Suspending pin' });
    await reportPin(ada, pin, 'violence');
    await decidePin(pin, 'suspend_account');
    expect((await reports(ada)).find((r) => r.text === 'Suspending pin')).toMatchObject({
      status: 'suspended',
      pin_id: null,
    });
    const stored = await server.ctx.storage.db
      .selectFrom('content_violations')
      .select(['kind', 'reason'])
      .where('owner_id', '=', dave.id)
      .execute();
    expect(stored).toEqual([{ kind: 'account', reason: 'violence' }]);
  });

  it("another person never sees someone's reports or violations", async () => {
    const theirs = await reports(bob);
    expect(theirs).toEqual([]);
    expect(await violations(ada)).toEqual([]);
    // Carol's own reports are only hers.
    const adaIds = new Set((await reports(ada)).map((r) => r.id));
    expect((await reports(carol)).some((r) => adaIds.has(r.id))).toBe(false);
  });

  it('signed out, both answer unauthorized in the envelope', async () => {
    for (const name of ['UserReportsResource', 'UserViolationsResource']) {
      const res = await visitor.get(name, {});
      expect(res.status).toBe(401);
      expect(errorCode(res)).toBe('unauthorized');
    }
  });

  it('pages are keyset, newest first; a bookmark the list did not give out is refused', async () => {
    const all = await reports(ada);
    expect(all.length).toBeGreaterThan(2);
    const first = await ada.get('UserReportsResource', { page_size: 2 });
    const bookmark = first.body.resource_response.bookmark as string;
    const second = await ada.get('UserReportsResource', { page_size: 2, bookmarks: [bookmark] });
    const paged = [...(data(first) as Report[]), ...(data(second) as Report[])].map((r) => r.id);
    expect(paged).toEqual(all.slice(0, 4).map((r) => r.id));
    expect(all.map((r) => Number(r.id))).toEqual(
      [...all.map((r) => Number(r.id))].sort((x, y) => y - x),
    );
    for (const name of ['UserReportsResource', 'UserViolationsResource']) {
      for (const bad of ['not-a-bookmark', Buffer.from('{"id":"x"}').toString('base64url')]) {
        const res = await ada.get(name, { bookmarks: [bad] });
        expect(errorCode(res)).toBe('invalid_parameters');
      }
    }
  });
});
