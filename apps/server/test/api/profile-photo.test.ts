// The profile photo (issue 16, "/settings (profile, …)"), on both engines: a finished upload of
// the viewer becomes their photo through UserProfileResource update {avatar_upload_id}; it shows
// at once wherever they are shown (their profile, the closeup's pinner) in the 60x60, 136x136 and
// 236x sizes the media pipeline made; null removes it. Another person's upload is `not_found`, an
// upload not finished or a malformed id `invalid_parameters`, and signed out `unauthorized`.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode, signedInPerson } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const square = (color: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Registers an upload and sends it: its id once the pipeline has answered. */
async function uploaded(api: ApiClient, bytes?: Buffer): Promise<string> {
  const res = await api.post('VIPResource', 'create', { type: 'pinimage' });
  expect(res.status, res.raw).toBe(200);
  const t = data(res) as { upload_id: string; upload_url: string; upload_parameters: object };
  if (bytes) {
    const sent = await api.upload(t.upload_url, t.upload_parameters as Record<string, string>, {
      bytes,
      type: 'image/png',
    });
    expect(sent.status, sent.raw).toBeLessThan(400);
  }
  return t.upload_id;
}

const profile = async (api: ApiClient, username: string) =>
  data(await api.get('UserResource', { username })) as {
    image_small_url: string | null;
    image_medium_url: string | null;
    image_large_url: string | null;
  };

describe('the profile photo', () => {
  it('a finished upload becomes the photo, shown at once everywhere; null removes it', async () => {
    const ada = await signedInPerson(server, 'Ada');
    const bob = await signedInPerson(server, 'Bob');
    const board = await createBoard(server.ctx, ada.id, { name: 'Photos' });
    const pin = await createPin(server.ctx, board, ada.id);
    // Seen by Bob first, so any cache of Ada's presentation is warm.
    expect((await profile(bob.api, ada.username)).image_medium_url).toBeNull();
    const before = data(await bob.api.get('PinResource', { id: pin })) as {
      pinner: { image_medium_url: string | null };
    };
    expect(before.pinner.image_medium_url).toBeNull();

    const id = await uploaded(ada.api, await square('#2f8a5d'));
    const res = await ada.api.post('UserProfileResource', 'update', { avatar_upload_id: id });
    expect(res.status, res.raw).toBe(200);
    const me = data(res) as { image_medium_url: string };
    expect(me.image_medium_url).toMatch(/^\/i\/136x136\/[0-9a-f]{32}\.jpg$/);

    const seen = await profile(bob.api, ada.username);
    expect(seen.image_small_url).toMatch(/^\/i\/60x60\//);
    expect(seen.image_medium_url).toBe(me.image_medium_url);
    expect(seen.image_large_url).toMatch(/^\/i\/236x\//);
    const after = data(await bob.api.get('PinResource', { id: pin })) as {
      pinner: { image_medium_url: string | null };
    };
    expect(after.pinner.image_medium_url).toBe(me.image_medium_url);
    for (const url of [seen.image_small_url!, seen.image_medium_url!]) {
      const image = await server.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
    const small = await server.app.inject({ method: 'GET', url: seen.image_small_url! });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 60, height: 60 });

    const removed = await ada.api.post('UserProfileResource', 'update', {
      avatar_upload_id: null,
    });
    expect(removed.status, removed.raw).toBe(200);
    expect((await profile(bob.api, ada.username)).image_medium_url).toBeNull();
  });

  it("refuses another person's upload, one not sent yet, a bad id and a visitor", async () => {
    const ada = await signedInPerson(server, 'Ada');
    const bob = await signedInPerson(server, 'Bob');
    const bobs = await uploaded(bob.api, await square('#8a2f2f'));
    const set = (api: ApiClient, id: unknown) =>
      api.post('UserProfileResource', 'update', { avatar_upload_id: id });
    expect(errorCode(await set(ada.api, bobs))).toBe('not_found');
    expect(errorCode(await set(ada.api, await uploaded(ada.api)))).toBe('invalid_parameters');
    expect(errorCode(await set(ada.api, 'not-an-id'))).toBe('invalid_parameters');
    expect(errorCode(await set(await clientFor(server, null), bobs))).toBe('unauthorized');
    expect((await profile(ada.api, ada.username)).image_medium_url).toBeNull();
  });
});
