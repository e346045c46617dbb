// An image upload as a pure reducer (spec 002 §3, req 002-3.07: "Upload: upload_id, upload_url,
// upload_parameters, status (registered, processing or succeeded), signature"; §4, req
// 002-4.07: "Upload polling: status processing or registered means re-check after 5 seconds.
// Succeeded yields the image from its signature. Any other status, or a missing record, is a
// failure."; §5, req 002-5.06: "An upload succeeds if the status code is between 200 and 399.";
// §9, req 002-9.03: "Upload status poll every 5000 ms"; docs/API.md §3 "Uploads").
//
// The caller does the I/O and reports back: `choose` a file, `registered` (VIPResource
// create), `progress` and `sent` (the multipart POST), `status` (VIPResource get). Every event
// names its attempt (`choose` and `reset` start a new one, numbered by the caller, who runs
// the requests), so answers about a file the person has since replaced are ignored.
import { UPLOAD } from '../copy';
import { UPLOAD_MAX_BYTES, UPLOAD_POLL_MS } from '../limits';

/** Decided: the four types browsers show everywhere (and the server decodes). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The `accept` attribute of the file input. */
export const UPLOAD_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
/** Decided: the POST of the bytes fills the bar to 90 %; processing is the rest. */
export const UPLOAD_SEND_SHARE = 0.9;

export interface UploadFileFacts {
  type: string;
  size: number;
}

/** Checked before any request: the message to show, or null when the file may go. */
export function checkUploadFile(file: UploadFileFacts): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return UPLOAD.unsupportedType;
  }
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD.tooLarge;
  return null;
}

/** "An upload succeeds if the status code is between 200 and 399." */
export function uploadPostSucceeded(httpStatus: number): boolean {
  return httpStatus >= 200 && httpStatus <= 399;
}

export interface UploadImage {
  url: string;
  width: number;
  height: number;
  dominant_color: string;
}

/** One upload of `VIPResource get {upload_ids}` (structurally; the wire type is in contracts). */
export interface UploadRecord {
  status: string;
  signature?: string | null | undefined;
  failure_reason?: string | null | undefined;
  image?: UploadImage | null | undefined;
}

export type UploadDecision =
  | { kind: 'recheck'; afterMs: number }
  | { kind: 'succeeded'; image: UploadImage | null }
  | { kind: 'failed'; message: string };

function failed(record: UploadRecord | null | undefined): UploadDecision {
  return { kind: 'failed', message: record?.failure_reason || UPLOAD.failed };
}

/** What one status answer means (a missing record is `undefined`). */
export function decideUploadStatus(record: UploadRecord | null | undefined): UploadDecision {
  if (!record) return failed(record);
  switch (record.status) {
    case 'registered':
    case 'processing':
      return { kind: 'recheck', afterMs: UPLOAD_POLL_MS };
    case 'succeeded':
      // The image comes from its signature: without one there is nothing to pin.
      if (!record.signature && !record.image) return failed(null);
      return { kind: 'succeeded', image: record.image ?? null };
    default:
      return failed(record);
  }
}

export type UploadState =
  | { phase: 'idle'; attempt: number }
  /** VIPResource create is on its way. */
  | { phase: 'registering'; attempt: number }
  | { phase: 'sending'; attempt: number; uploadId: string; loaded: number; total: number }
  /** Waiting `checkAfterMs`, then VIPResource get; `checks` counts the answers so far. */
  | { phase: 'processing'; attempt: number; uploadId: string; checks: number; checkAfterMs: number }
  | { phase: 'ready'; attempt: number; uploadId: string; image: UploadImage | null }
  | { phase: 'failed'; attempt: number; message: string };

export type UploadEvent =
  | { type: 'choose'; attempt: number; file: UploadFileFacts }
  | { type: 'reset'; attempt: number }
  | { type: 'registered'; attempt: number; uploadId: string }
  | { type: 'progress'; attempt: number; loaded: number; total: number }
  /** The multipart POST answered; `message` is the server's, if it sent one. */
  | { type: 'sent'; attempt: number; httpStatus: number; message?: string | null }
  | { type: 'status'; attempt: number; record: UploadRecord | null | undefined }
  /** A request failed (network, or an error answer); `message` is the server's, if any. */
  | { type: 'error'; attempt: number; message?: string | null };

export const UPLOAD_IDLE: UploadState = { phase: 'idle', attempt: 0 };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  if (event.type === 'choose') {
    const problem = checkUploadFile(event.file);
    return problem
      ? { phase: 'failed', attempt: event.attempt, message: problem }
      : { phase: 'registering', attempt: event.attempt };
  }
  if (event.type === 'reset') return { phase: 'idle', attempt: event.attempt };
  // An answer about an earlier file, or one that does not fit the phase, changes nothing.
  const attempt = state.attempt;
  if (event.attempt !== attempt) return state;
  switch (event.type) {
    case 'error':
      if (state.phase === 'idle' || state.phase === 'ready' || state.phase === 'failed') {
        return state;
      }
      return { phase: 'failed', attempt, message: event.message || UPLOAD.failed };
    case 'registered':
      if (state.phase !== 'registering') return state;
      return { phase: 'sending', attempt, uploadId: event.uploadId, loaded: 0, total: 0 };
    case 'progress':
      if (state.phase !== 'sending') return state;
      return { ...state, loaded: event.loaded, total: event.total };
    case 'sent':
      if (state.phase !== 'sending') return state;
      if (!uploadPostSucceeded(event.httpStatus)) {
        return { phase: 'failed', attempt, message: event.message || UPLOAD.failed };
      }
      // The first check goes right away; the 5 s wait is between checks.
      return { phase: 'processing', attempt, uploadId: state.uploadId, checks: 0, checkAfterMs: 0 };
    case 'status': {
      if (state.phase !== 'processing') return state;
      const decision = decideUploadStatus(event.record);
      if (decision.kind === 'recheck') {
        return { ...state, checks: state.checks + 1, checkAfterMs: decision.afterMs };
      }
      if (decision.kind === 'failed')
        return { phase: 'failed', attempt, message: decision.message };
      return { phase: 'ready', attempt, uploadId: state.uploadId, image: decision.image };
    }
  }
}

/** The bar: null when hidden; `indeterminate` while the server processes the image. */
export interface UploadProgress {
  percent: number;
  indeterminate: boolean;
}

export function uploadProgress(state: UploadState): UploadProgress | null {
  switch (state.phase) {
    case 'idle':
    case 'failed':
      return null;
    case 'registering':
      return { percent: 0, indeterminate: false };
    case 'sending': {
      const share = state.total > 0 ? Math.min(1, Math.max(0, state.loaded / state.total)) : 0;
      // Every byte sent: the server is processing while it holds the answer.
      return { percent: Math.floor(share * UPLOAD_SEND_SHARE * 100), indeterminate: share === 1 };
    }
    case 'processing':
      return { percent: UPLOAD_SEND_SHARE * 100, indeterminate: true };
    case 'ready':
      return { percent: 100, indeterminate: false };
  }
}
