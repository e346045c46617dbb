import { describe, expect, it } from 'vitest';
import { UPLOAD } from '../copy';
import { UPLOAD_MAX_BYTES, UPLOAD_POLL_MS } from '../limits';
import {
  checkUploadFile,
  decideUploadStatus,
  UPLOAD_ACCEPT,
  UPLOAD_IDLE,
  uploadPostSucceeded,
  uploadProgress,
  uploadReducer,
  type UploadDecision,
  type UploadEvent,
  type UploadRecord,
  type UploadState,
} from './upload-flow';

const image = { url: '/i/736x/abc.jpg', width: 736, height: 1104, dominant_color: '#a0b0c0' };

describe('002 §4, req 002-4.07: "status processing or registered means re-check after 5 seconds. Succeeded yields the image from its signature. Any other status, or a missing record, is a failure."', () => {
  it.each<[string, UploadRecord | undefined, UploadDecision]>([
    [
      'registered: re-check after 5 s',
      { status: 'registered' },
      { kind: 'recheck', afterMs: 5000 },
    ],
    [
      'processing: re-check after 5 s',
      { status: 'processing' },
      { kind: 'recheck', afterMs: 5000 },
    ],
    [
      'succeeded: the image of its signature',
      { status: 'succeeded', signature: 'abc', image },
      { kind: 'succeeded', image },
    ],
    [
      'succeeded with a signature but no preview: still succeeded',
      { status: 'succeeded', signature: 'abc' },
      { kind: 'succeeded', image: null },
    ],
    [
      'succeeded without a signature: nothing to pin, a failure',
      { status: 'succeeded' },
      { kind: 'failed', message: UPLOAD.failed },
    ],
    [
      'failed: the server reason',
      { status: 'failed', failure_reason: 'That file is not an image.' },
      { kind: 'failed', message: 'That file is not an image.' },
    ],
    ['failed without a reason', { status: 'failed' }, { kind: 'failed', message: UPLOAD.failed }],
    ['any other status', { status: 'expired' }, { kind: 'failed', message: UPLOAD.failed }],
    ['a missing record', undefined, { kind: 'failed', message: UPLOAD.failed }],
  ])('%s', (_case, record, decision) => {
    expect(decideUploadStatus(record)).toEqual(decision);
  });

  it('002 §9, req 002-9.03: "Upload status poll every 5000 ms."', () => {
    expect(UPLOAD_POLL_MS).toBe(5000);
  });
});

describe('002 §5, req 002-5.06: "An upload succeeds if the status code is between 200 and 399."', () => {
  it.each<[number, boolean]>([
    [199, false],
    [200, true],
    [201, true],
    [204, true],
    [302, true],
    [399, true],
    [400, false],
    [413, false],
    [500, false],
    [0, false],
  ])('%i: %s', (status, ok) => {
    expect(uploadPostSucceeded(status)).toBe(ok);
  });
});

describe('client-side pre-checks (decided: JPEG, PNG, WebP or GIF up to UPLOAD_MAX_BYTES)', () => {
  it.each<[string, string, number, string | null]>([
    ['a JPEG', 'image/jpeg', 1000, null],
    ['a PNG', 'image/png', 1000, null],
    ['a WebP', 'image/webp', 1000, null],
    ['a GIF', 'image/gif', 1000, null],
    ['exactly the limit', 'image/png', UPLOAD_MAX_BYTES, null],
    ['one byte over', 'image/png', UPLOAD_MAX_BYTES + 1, UPLOAD.tooLarge],
    ['an SVG', 'image/svg+xml', 1000, UPLOAD.unsupportedType],
    ['a PDF', 'application/pdf', 1000, UPLOAD.unsupportedType],
    ['an unknown type', '', 1000, UPLOAD.unsupportedType],
  ])('%s', (_case, type, size, message) => {
    expect(checkUploadFile({ type, size })).toBe(message);
  });

  it('the file input accepts exactly those types', () => {
    expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
  });
});

const png = { type: 'image/png', size: 2048 };

function run(events: UploadEvent[], from: UploadState = UPLOAD_IDLE): UploadState {
  return events.reduce(uploadReducer, from);
}

describe('the upload state machine', () => {
  it.each<[string, UploadEvent[], Partial<UploadState> & { phase: UploadState['phase'] }]>([
    [
      'choose: register first',
      [{ type: 'choose', attempt: 1, file: png }],
      { phase: 'registering' },
    ],
    [
      'a file of the wrong type never starts',
      [{ type: 'choose', attempt: 1, file: { type: 'text/plain', size: 5 } }],
      { phase: 'failed', message: UPLOAD.unsupportedType },
    ],
    [
      'registered: the bytes go',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
      ],
      { phase: 'sending', uploadId: '77', loaded: 0, total: 0 },
    ],
    [
      'a 2xx or 3xx POST: the first status check goes at once',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
        { type: 'sent', attempt: 1, httpStatus: 302 },
      ],
      { phase: 'processing', uploadId: '77', checks: 0, checkAfterMs: 0 },
    ],
    [
      'a 4xx POST: failure with the server message',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
        { type: 'sent', attempt: 1, httpStatus: 413, message: 'That image is too large.' },
      ],
      { phase: 'failed', message: 'That image is too large.' },
    ],
    [
      'processing: the next check after 5 s',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
        { type: 'sent', attempt: 1, httpStatus: 200 },
        { type: 'status', attempt: 1, record: { status: 'processing' } },
      ],
      { phase: 'processing', checks: 1, checkAfterMs: UPLOAD_POLL_MS },
    ],
    [
      'succeeded: ready with the image',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
        { type: 'sent', attempt: 1, httpStatus: 200 },
        { type: 'status', attempt: 1, record: { status: 'registered' } },
        { type: 'status', attempt: 1, record: { status: 'succeeded', signature: 's', image } },
      ],
      { phase: 'ready', uploadId: '77', image },
    ],
    [
      'a missing record: failure',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
        { type: 'sent', attempt: 1, httpStatus: 200 },
        { type: 'status', attempt: 1, record: undefined },
      ],
      { phase: 'failed', message: UPLOAD.failed },
    ],
    [
      'a request error: failure with its message',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'error', attempt: 1, message: 'Too many uploads. Try again later.' },
      ],
      { phase: 'failed', message: 'Too many uploads. Try again later.' },
    ],
    [
      'answers about a replaced file are ignored',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'registered', attempt: 1, uploadId: '77' },
        { type: 'choose', attempt: 2, file: png },
        { type: 'sent', attempt: 1, httpStatus: 200 },
        { type: 'error', attempt: 1 },
      ],
      { phase: 'registering', attempt: 2 },
    ],
    [
      'reset: idle again, and late answers are ignored',
      [
        { type: 'choose', attempt: 1, file: png },
        { type: 'reset', attempt: 2 },
        { type: 'registered', attempt: 1, uploadId: '77' },
      ],
      { phase: 'idle', attempt: 2 },
    ],
  ])('%s', (_case, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });

  it('events out of their phase change nothing', () => {
    const ready: UploadState = { phase: 'ready', attempt: 3, uploadId: '9', image };
    expect(uploadReducer(ready, { type: 'status', attempt: 3, record: undefined })).toBe(ready);
    expect(uploadReducer(ready, { type: 'error', attempt: 3 })).toBe(ready);
    expect(uploadReducer(ready, { type: 'progress', attempt: 3, loaded: 1, total: 2 })).toBe(ready);
  });
});

describe('the progress bar: the bytes fill 90 %, processing is the indeterminate rest', () => {
  it.each<[string, UploadState, ReturnType<typeof uploadProgress>]>([
    ['idle: hidden', UPLOAD_IDLE, null],
    ['failed: hidden', { phase: 'failed', attempt: 1, message: 'x' }, null],
    ['registering: 0', { phase: 'registering', attempt: 1 }, { percent: 0, indeterminate: false }],
    [
      'half the bytes: 45',
      { phase: 'sending', attempt: 1, uploadId: '1', loaded: 50, total: 100 },
      { percent: 45, indeterminate: false },
    ],
    [
      'all the bytes, the answer not yet in: 90 and moving (the server processes meanwhile)',
      { phase: 'sending', attempt: 1, uploadId: '1', loaded: 100, total: 100 },
      { percent: 90, indeterminate: true },
    ],
    [
      'no total known yet: 0',
      { phase: 'sending', attempt: 1, uploadId: '1', loaded: 10, total: 0 },
      { percent: 0, indeterminate: false },
    ],
    [
      'processing: 90 and moving',
      { phase: 'processing', attempt: 1, uploadId: '1', checks: 2, checkAfterMs: 5000 },
      { percent: 90, indeterminate: true },
    ],
    [
      'ready: full',
      { phase: 'ready', attempt: 1, uploadId: '1', image: null },
      { percent: 100, indeterminate: false },
    ],
  ])('%s', (_case, state, progress) => {
    expect(uploadProgress(state)).toEqual(progress);
  });
});
