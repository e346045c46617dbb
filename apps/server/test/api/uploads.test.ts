// Uploads (docs/API.md §3 "Uploads"; spec 002 §7, §8, reqs 002-7.18 to 002-7.20, 002-8.01):
// VIPResource create → multipart POST of the parameters plus `file` → VIPResource get → PinResource
// create {upload_id}. Processing runs in the real media workers; every refusal is a clear error in
// the envelope.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOADS_PER_HOUR } from '@corkboard/domain';
import type { ApiClient } from './client';
import { createBoard, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newUser = async () => {
  const user = await createUser(server.ctx);
  return { user, api: await clientFor(server, user) };
};

export const png = (width = 320, height = 200, color = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function ticket(api: ApiClient) {
  const res = await api.post('VIPResource', 'create', { type: 'pinimage' });
  expect(res.status, res.raw).toBe(200);
  return data(res) as {
    upload_id: string;
    upload_url: string;
    upload_parameters: Record<string, string>;
  };
}

async function upload(api: ApiClient, bytes: Buffer, type = 'image/png') {
  const t = await ticket(api);
  const res = await api.upload(t.upload_url, t.upload_parameters, { bytes, type });
  return { ticket: t, res };
}

describe('the upload flow of docs/API.md §3', () => {
  it('registers, takes the file, reports succeeded with the image, and makes a pin from it', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const t = await ticket(api);
    expect(t.upload_id).toMatch(/^\d+$/);
    expect(t.upload_url).toBe('/upload/pinimage/');
    expect(Object.keys(t.upload_parameters).sort()).toEqual(['token', 'upload_id']);
    let status = await api.get('VIPResource', { upload_ids: [t.upload_id] });
    expect(data(status)[t.upload_id]).toEqual({ status: 'registered' });

    const posted = await api.upload(t.upload_url, t.upload_parameters, {
      bytes: await png(),
      type: 'image/png',
    });
    // "An upload succeeds if the status code is between 200 and 399."
    expect(posted.status, posted.raw).toBeGreaterThanOrEqual(200);
    expect(posted.status).toBeLessThan(400);

    status = await api.get('VIPResource', { upload_ids: [t.upload_id] });
    const one = data(status)[t.upload_id];
    expect(one).toMatchObject({
      status: 'succeeded',
      signature: expect.stringMatching(/^[0-9a-f]{32}$/),
      image: {
        url: expect.stringMatching(/^\/i\/736x\/[0-9a-f]{32}\.jpg$/),
        // Smaller than 736 px: never upscaled.
        width: 320,
        height: 200,
        dominant_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      },
    });
    const image = await server.app.inject({ method: 'GET', url: one.image.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const created = await api.post('PinResource', 'create', {
      upload_id: t.upload_id,
      board_id: board.id,
      title: 'Red square',
      description: 'Made in a test',
      link: 'https://example.com/red',
      alt_text: 'A red rectangle',
    });
    expect(created.status, created.raw).toBe(200);
    const pin = data(created);
    // Spec 002 §7, req 002-7.20: "Response carries id and pinner.id."
    expect(pin).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      pinner: { id: user.id },
      title: 'Red square',
      description: 'Made in a test',
      link: 'https://example.com/red',
      domain: 'example.com',
      alt_text: 'A red rectangle',
      image_signature: one.signature,
      board: { id: board.id },
      is_repin: false,
    });
    const got = await api.get('PinResource', { id: pin.id });
    expect(data(got).title).toBe('Red square');
  });

  it('without a board saves the new pin to the profile (the quick-saves board)', async () => {
    const { api } = await newUser();
    const { ticket: t } = await upload(api, await png(200, 200));
    const created = await api.post('PinResource', 'create', { upload_id: t.upload_id });
    expect(created.status, created.raw).toBe(200);
    const state = await api.get('UserStateResource', { state: 'QUICK_SAVES_BOARD_ID' });
    expect(data(created).board.id).toBe(data(state).value);
  });

  it('reports a refused file as failed with a clear reason (SVG is not accepted)', async () => {
    const { api } = await newUser();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const { ticket: t, res } = await upload(api, svg, 'image/svg+xml');
    expect(res.status, res.raw).toBeLessThan(400);
    const status = data(await api.get('VIPResource', { upload_ids: [t.upload_id] }));
    expect(status[t.upload_id]).toMatchObject({ status: 'failed' });
    expect(status[t.upload_id].failure_reason).toMatch(/JPEG, PNG, WebP and GIF/);
    const created = await api.post('PinResource', 'create', { upload_id: t.upload_id });
    expect(errorCode(created)).toBe('invalid_parameters');
  });

  it(`refuses a file over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB with payload_too_large`, async () => {
    const { api } = await newUser();
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0xff);
    const { res } = await upload(api, big, 'image/jpeg');
    expect(res.status).toBe(413);
    expect(errorCode(res)).toBe('payload_too_large');
    expect(res.body.resource_response.error?.message).toMatch(/at most 32 MB/);
  });

  it("keeps uploads to their owner: another person's id or a wrong token is not_found", async () => {
    const owner = await newUser();
    const other = await newUser();
    const t = await ticket(owner.api);
    const bytes = await png();
    const theirs = await other.api.upload(t.upload_url, t.upload_parameters, { bytes });
    expect(errorCode(theirs)).toBe('not_found');
    const wrong = await owner.api.upload(
      t.upload_url,
      { ...t.upload_parameters, token: 'not-the-token' },
      { bytes },
    );
    expect(errorCode(wrong)).toBe('not_found');
    const seen = data(await other.api.get('VIPResource', { upload_ids: [t.upload_id] }));
    expect(seen).toEqual({});
    const created = await other.api.post('PinResource', 'create', { upload_id: t.upload_id });
    expect(errorCode(created)).toBe('not_found');
  });

  it('takes one file per upload: a second POST is a conflict', async () => {
    const { api } = await newUser();
    const { ticket: t } = await upload(api, await png());
    const again = await api.upload(t.upload_url, t.upload_parameters, { bytes: await png() });
    expect(errorCode(again)).toBe('conflict');
  });

  it('answers a form without a file, or without its parameters, with invalid_parameters', async () => {
    const { api } = await newUser();
    const t = await ticket(api);
    expect(errorCode(await api.upload(t.upload_url, t.upload_parameters, null))).toBe(
      'invalid_parameters',
    );
    expect(errorCode(await api.upload(t.upload_url, {}, { bytes: await png() }))).toBe(
      'invalid_parameters',
    );
  });

  it('treats an upload processing for too long as failed (its worker or process died)', async () => {
    const { api } = await newUser();
    const t = await ticket(api);
    await server.ctx.storage.db
      .updateTable('uploads')
      .set({ status: 'processing', updated_at: Date.now() - 10 * 60_000 })
      .where('id', '=', t.upload_id)
      .execute();
    const status = data(await api.get('VIPResource', { upload_ids: [t.upload_id] }));
    expect(status[t.upload_id]).toMatchObject({ status: 'failed' });
  });

  it('asks signed-out callers to log in', async () => {
    const api = await clientFor(server, null);
    expect(errorCode(await api.post('VIPResource', 'create', { type: 'pinimage' }))).toBe(
      'unauthorized',
    );
    const res = await api.upload(
      '/upload/pinimage/',
      { upload_id: '1', token: 'x' },
      {
        bytes: await png(),
      },
    );
    expect(errorCode(res)).toBe('unauthorized');
  });

  it(`limits uploads to ${UPLOADS_PER_HOUR} an hour a person, answered rate_limited`, async () => {
    const { user, api } = await newUser();
    const now = Date.now();
    await server.ctx.storage.db
      .insertInto('uploads')
      .values(
        Array.from({ length: UPLOADS_PER_HOUR }, () => ({
          user_id: user.id,
          kind: 'pinimage',
          status: 'registered',
          token_hash: '',
          signature: null,
          failure_reason: null,
          created_at: now - 1000,
          updated_at: now - 1000,
        })),
      )
      .execute();
    const res = await api.post('VIPResource', 'create', { type: 'pinimage' });
    expect(errorCode(res)).toBe('rate_limited');
    expect(res.body.resource_response.error?.message).toMatch(/images an hour/);
    // The oldest of them leaves the rolling hour in a little under an hour.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});
