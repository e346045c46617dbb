// Reports and hides say why (issue 13, "Report and hide with reasons"): a report's category is
// stored with it, a hide's reason with the hide, and a hide for "not relevant" also records the
// `not_relevant` card feedback. Reasons outside the lists are `invalid_parameters`, and nothing
// is recorded for them. On both engines.
import { HIDE_REASONS, REPORT_REASONS } from '@corkboard/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';
import { putJson } from './search-fixtures';

let server: TestServer;
let viewer: ApiClient;
let viewerId: string;
const pins: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  const vic = await createUser(ctx, { first_name: 'Vic' });
  const ada = await createUser(ctx, { first_name: 'Ada' });
  const board = await createBoard(ctx, ada.id, { name: 'Ada board' });
  for (let i = 0; i < 8; i++) pins.push(await createPin(ctx, board, ada.id, { title: `Pin ${i}` }));
  viewer = await clientFor(server, vic);
  viewerId = vic.id;
});
afterAll(() => server.close());

const pin = (i: number) => pins[i]!;
const feedback = (pinId: string) => server.ctx.stores.pinHides.feedbackOf(viewerId, pinId);
const hideReason = (pinId: string) => server.ctx.stores.pinHides.hideReasonOf(viewerId, pinId);

describe('PinFeedbackResource update {reason}: a report says which rule the pin breaks', () => {
  it('the category is stored with the report', async () => {
    const res = await viewer.post('PinFeedbackResource', 'update', {
      pin_id: pin(0),
      feedback_type: 1,
      reason: 'misinformation',
    });
    expect(data(res)).toMatchObject({ pin_id: pin(0), feedback_state: 'reported' });
    expect(await feedback(pin(0))).toEqual({ type: 'report', reason: 'misinformation' });
  });

  it('every category of the dialog is taken', async () => {
    for (const reason of REPORT_REASONS) {
      const res = await viewer.post('PinFeedbackResource', 'update', {
        pin_id: pin(1),
        feedback_type: 'report',
        reason,
      });
      expect(res.status, reason).toBe(200);
      expect((await feedback(pin(1)))?.reason).toBe(reason);
    }
  });

  it('a report without a category is still a report (older clients)', async () => {
    await viewer.post('PinFeedbackResource', 'update', { pin_id: pin(2), feedback_type: 1 });
    expect(await feedback(pin(2))).toEqual({ type: 'report', reason: null });
  });

  it('an unknown category is invalid_parameters, and nothing is recorded', async () => {
    const res = await viewer.post('PinFeedbackResource', 'update', {
      pin_id: pin(3),
      feedback_type: 1,
      reason: 'boring',
    });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(await feedback(pin(3))).toBeNull();
  });
});

describe('PUT /v3/p2p/{pin}/hide/ {reason}: a hide says why', () => {
  it('the reason is stored with the hide; "not relevant" also records that feedback', async () => {
    const res = await putJson(viewer, `/v3/p2p/${pin(4)}/hide/`, { reason: 'not_relevant' });
    expect(data(res)).toMatchObject({ pin_id: pin(4), hidden: true, message: 'Pin hidden' });
    expect(await hideReason(pin(4))).toBe('not_relevant');
    expect(await feedback(pin(4))).toEqual({ type: 'not_relevant', reason: null });
  });

  it.each(HIDE_REASONS.filter((reason) => reason !== 'not_relevant'))(
    '"%s" is stored with the hide and records no card feedback',
    async (reason) => {
      await putJson(viewer, `/v3/p2p/${pin(5)}/unhide/`, {});
      await putJson(viewer, `/v3/p2p/${pin(5)}/hide/`, { reason });
      expect(await hideReason(pin(5))).toBe(reason);
      expect(await feedback(pin(5))).toBeNull();
    },
  );

  it('a hide without a body still hides, with no reason', async () => {
    const res = await viewer.write('PUT', `/v3/p2p/${pin(6)}/hide/`);
    expect(data(res)).toMatchObject({ hidden: true });
    expect(await hideReason(pin(6))).toBeNull();
  });

  it('an unknown reason is invalid_parameters, and the pin is not hidden', async () => {
    const res = await putJson(viewer, `/v3/p2p/${pin(7)}/hide/`, { reason: 'x'.repeat(40) });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(await server.ctx.stores.pinHides.isHidden(viewerId, pin(7))).toBe(false);
  });

  it('a search hide keeps its reason too', async () => {
    const res = await putJson(viewer, `/v3/search/${pin(7)}/hide/`, {
      query: 'pin',
      reason: 'low_quality',
    });
    expect(data(res)).toEqual({ pin_id: pin(7), hidden: true });
    const row = await sql<{ reason: string | null }>`
      select reason from search_hides where user_id = ${viewerId} and pin_id = ${pin(7)}`.execute(
      server.ctx.storage.db,
    );
    expect(row.rows[0]?.reason).toBe('low_quality');
  });
});
