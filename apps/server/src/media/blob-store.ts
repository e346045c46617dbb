// Where encoded images live. The embedded default is a local folder; an S3-compatible store
// implements the same interface later (docs/DESIGN.md §6). Keys are content-addressed and
// immutable.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { IMAGE_SIZE_NAMES, type ImageSizeName } from '@corkboard/domain';
import { CONTENT_TYPE_BY_EXT, type StoredExt } from './presets';

export interface StoredBlob {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when absent, and for any key that is not a valid blob key. */
  get(key: string): Promise<StoredBlob | null>;
  has(key: string): Promise<boolean>;
}

const SIZE_ALTERNATION = IMAGE_SIZE_NAMES.map((name) =>
  name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
).join('|');
/** `{size}/{signature}.{ext}`: no dots, slashes or case variants can sneak a path through. */
export const BLOB_KEY_PATTERN = new RegExp(
  `^(${SIZE_ALTERNATION})/([a-f0-9]{32})\\.(jpg|png|webp)$`,
);

export function isBlobKey(key: string): boolean {
  return BLOB_KEY_PATTERN.test(key);
}

export function blobKey(size: ImageSizeName, signature: string, ext: StoredExt): string {
  const key = `${size}/${signature}.${ext}`;
  if (!isBlobKey(key)) throw new TypeError(`Invalid blob key: ${JSON.stringify(key)}`);
  return key;
}

function contentTypeOfKey(key: string): string {
  return CONTENT_TYPE_BY_EXT[key.slice(key.lastIndexOf('.') + 1) as StoredExt];
}

export interface LocalBlobStoreOptions {
  /** fsync each file before it becomes visible, so a crash never leaves a torn image. */
  durable?: boolean;
}

export class LocalBlobStore implements BlobStore {
  readonly rootDir: string;
  private readonly durable: boolean;

  constructor(rootDir: string, options: LocalBlobStoreOptions = {}) {
    this.rootDir = path.resolve(rootDir);
    this.durable = options.durable ?? true;
  }

  /** Absolute path of a key; throws for anything that is not a valid key. */
  pathOf(key: string): string {
    if (!isBlobKey(key)) throw new TypeError(`Invalid blob key: ${JSON.stringify(key)}`);
    return path.join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    // The type is implied by the extension; a mismatch is a caller bug, not something to store.
    if (contentType !== contentTypeOfKey(key)) {
      throw new TypeError(`Content type ${contentType} does not match key ${key}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target then rename: readers see the old file or the whole new one.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (this.durable) {
        const handle = await open(temp, 'wx');
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
      } else {
        await writeFile(temp, data, { flag: 'wx' });
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    if (!isBlobKey(key)) return null;
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      // Size from the open descriptor, so a concurrent replace cannot make it disagree.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream({ autoClose: true });
      return { stream, size: stats.size, contentType: contentTypeOfKey(key) };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!isBlobKey(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
