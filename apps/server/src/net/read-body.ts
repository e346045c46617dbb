// Reads a response body into memory with the byte cap enforced while streaming: the read stops
// (and the connection is destroyed) at the first chunk past the cap, so a huge or endless body
// never gets buffered. The deadline is enforced by the caller's abort signal.
import type { Readable } from 'node:stream';
import { GuardedFetchError } from './fetch-error';

export interface ReadBodyOptions {
  maxBytes: number;
  /** What happens past the cap: refuse with `too_large`, or keep the first maxBytes bytes. */
  overflow: 'refuse' | 'truncate';
  /**
   * Called once with the first `headBytes` bytes (or the whole body if shorter), so a wrong
   * kind of body is refused without downloading the rest. Throw to refuse.
   */
  checkHead?: (head: Buffer) => void;
  headBytes?: number;
}

export interface ReadBody {
  body: Buffer;
  truncated: boolean;
}

export async function readBody(stream: Readable, options: ReadBodyOptions): Promise<ReadBody> {
  const chunks: Buffer[] = [];
  let total = 0;
  let headChecked = options.checkHead === undefined;
  const headBytes = options.headBytes ?? 16;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (total + chunk.length > options.maxBytes) {
        if (options.overflow === 'refuse') throw new GuardedFetchError('too_large');
        chunks.push(chunk.subarray(0, options.maxBytes - total));
        total = options.maxBytes;
        const body = Buffer.concat(chunks, total);
        if (!headChecked) options.checkHead?.(body.subarray(0, headBytes));
        return { body, truncated: true };
      }
      chunks.push(chunk);
      total += chunk.length;
      if (!headChecked && total >= headBytes) {
        headChecked = true;
        options.checkHead?.(Buffer.concat(chunks, total).subarray(0, headBytes));
      }
    }
  } finally {
    if (!stream.readableEnded) discardBody(stream);
  }
  const body = Buffer.concat(chunks, total);
  if (!headChecked) options.checkHead?.(body);
  return { body, truncated: false };
}

/**
 * Drops a body without reading the rest: the connection is closed rather than drained. undici
 * reports an early destroy as an 'error' event, which is expected here and swallowed.
 */
export function discardBody(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.destroy();
}
