import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_NAMES } from '@corkboard/domain';
import { LocalBlobStore, blobKey, isBlobKey } from '../../src/media/blob-store';

const SIG = 'a'.repeat(32);
let root: string;
let store: LocalBlobStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'corkboard-blobs-'));
  store = new LocalBlobStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const BAD_KEYS = [
  '',
  '../etc/passwd',
  '/etc/passwd',
  `orig/../${SIG}.jpg`,
  `orig/../../${SIG}.jpg`,
  `orig/${SIG}.jpg/..`,
  `orig//${SIG}.jpg`,
  `orig\\${SIG}.jpg`,
  `orig/${SIG.toUpperCase()}.jpg`,
  `orig/${SIG}.gif`,
  `orig/${SIG}.JPG`,
  `orig/${SIG.slice(1)}.jpg`,
  `999x/${SIG}.jpg`,
  `60x60/${SIG}.jpg\n`,
  `x/${SIG}.jpg`,
];

describe('blob keys', () => {
  it('accepts exactly {size}/{32 hex}.{jpg|png} for every size name', () => {
    for (const size of IMAGE_SIZE_NAMES) {
      expect(isBlobKey(`${size}/${SIG}.jpg`)).toBe(true);
      expect(isBlobKey(`${size}/${SIG}.png`)).toBe(true);
    }
    for (const key of BAD_KEYS) expect([key, isBlobKey(key)]).toEqual([key, false]);
    expect(blobKey('236x', SIG, 'jpg')).toBe(`236x/${SIG}.jpg`);
    expect(() => blobKey('236x', '../x', 'jpg')).toThrow(TypeError);
  });
});

describe('LocalBlobStore', () => {
  it('round-trips bytes with size and content type', async () => {
    const data = Buffer.from('jpeg bytes here');
    await store.put(`236x/${SIG}.jpg`, data, 'image/jpeg');
    const blob = await store.get(`236x/${SIG}.jpg`);
    expect(blob).toMatchObject({ size: data.byteLength, contentType: 'image/jpeg' });
    expect(await readAll(blob!.stream)).toEqual(data);
    expect(await store.has(`236x/${SIG}.jpg`)).toBe(true);
    expect(await readFile(path.join(root, '236x', `${SIG}.jpg`))).toEqual(data);
  });

  it('reports absent keys as null / false', async () => {
    expect(await store.get(`474x/${'b'.repeat(32)}.jpg`)).toBeNull();
    expect(await store.has(`474x/${'b'.repeat(32)}.jpg`)).toBe(false);
  });

  it('replaces atomically and leaves no temporary files behind', async () => {
    const key = `orig/${'c'.repeat(32)}.png`;
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, i + 1));
    await Promise.all(versions.map((data) => store.put(key, data, 'image/png')));
    const final = await readAll((await store.get(key))!.stream);
    expect(final.byteLength).toBe(64 * 1024);
    expect(new Set(final).size).toBe(1); // one whole version, never a mix
    expect(await readdir(path.join(root, 'orig'))).toEqual([`${'c'.repeat(32)}.png`]);
  });

  it('refuses invalid keys on put and never touches the file system for them', async () => {
    for (const key of BAD_KEYS) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(TypeError);
      expect(await store.get(key)).toBeNull();
      expect(await store.has(key)).toBe(false);
    }
    expect((await readdir(root)).sort()).toEqual(['236x', 'orig']);
  });

  it('refuses a content type that does not match the extension', async () => {
    await expect(store.put(`60x60/${SIG}.png`, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      TypeError,
    );
    await expect(store.put(`60x60/${SIG}.jpg`, Buffer.from('x'), 'text/html')).rejects.toThrow(
      TypeError,
    );
  });

  it('keeps every path inside its root', () => {
    expect(store.pathOf(`60x60/${SIG}.jpg`)).toBe(path.join(root, '60x60', `${SIG}.jpg`));
    expect(() => store.pathOf('../../etc/passwd')).toThrow(TypeError);
  });
});
