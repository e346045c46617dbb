// Messages between the worker pool and media-worker.ts. Plain data only: it is structured-cloned.
import type { SerializedMediaError } from './media-error';
import type { ProcessedImage } from './pipeline';

export interface MediaWorkerData {
  storeRoot: string;
  durable: boolean;
}

export interface MediaJobRequest {
  id: number;
  /** Moved, not copied: its ArrayBuffer is in the transfer list. */
  input: Uint8Array;
}

export type MediaWorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: ProcessedImage }
  | { type: 'failed'; id: number; error: SerializedMediaError };
