// The upload registry (docs/API.md §3 "Uploads"; spec 002 §7, reqs 002-7.18, 002-7.19): register an
// upload, receive its file, process it in the media workers (never on the request thread), and
// record the outcome.
//
// Decisions (the spec is silent):
// - Quota: UPLOADS_PER_HOUR registrations (and image_url / image_base64 pin creations) a user
//   in any rolling hour, counted in the database so a restart does not reset it; and, since
//   accounts are free, UPLOADS_PER_HOUR_PER_ADDRESS from one address (the rate limiter).
// - The upload URL is this server's `/upload/pinimage/`; its parameters carry the upload id
//   and a one-time token (stored hashed) besides the session, like a presigned form post.
// - The file POST waits up to UPLOAD_ANSWER_WAIT_MS for the worker, so most uploads are
//   `succeeded` at the first status check; slower ones are polled every 5 s (req 002-9.03).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CREATE_PIN_ERRORS,
  UPLOAD,
  UPLOAD_PROCESSING_TIMEOUT_MS,
  uploadAddressCounter,
  UPLOADS_PER_HOUR,
} from '@corkboard/domain';
import { routeContracts, type UploadStatus } from '@corkboard/contracts';
import type { AppContext } from '../app/context';
import { AppError, invalid, notFound } from '../http/errors';
import { takeOrRefuse } from '../http/rate-limiter';
import { MediaError, type ProcessedImage } from '../media/index';
import { imageVariants } from '../present/images';
import type { ImageRow } from '../storage/images-store';
import type { UploadRow } from '../storage/uploads-store';
import type { Actor } from './enforce';

export const UPLOAD_PATH = routeContracts.uploadPinImage.path;
const HOUR_MS = 3_600_000;
const UPLOAD_ANSWER_WAIT_MS = 8_000;
export const UPLOAD_QUOTA_MESSAGE = CREATE_PIN_ERRORS.uploadQuota(UPLOADS_PER_HOUR);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function chargeUploadQuota(app: AppContext, actor: Actor, address: string, at: number) {
  const { count, oldest } = await app.stores.uploads.countSince(actor.id, at - HOUR_MS);
  if (count >= UPLOADS_PER_HOUR) {
    // A rolling hour: the oldest upload in it leaves first.
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - at) / 1000));
    throw new AppError('rate_limited', UPLOAD_QUOTA_MESSAGE, { retryAfterSeconds });
  }
  takeOrRefuse(app.limiter, [uploadAddressCounter(address)], CREATE_PIN_ERRORS.uploadsFromAddress);
}

export async function registerUpload(app: AppContext, actor: Actor, address: string) {
  const at = app.now();
  await chargeUploadQuota(app, actor, address, at);
  const token = randomBytes(32).toString('base64url');
  const uploadId = await app.stores.uploads.register({
    userId: actor.id,
    kind: 'pinimage',
    tokenHash: hashToken(token),
    at,
  });
  return {
    upload_id: uploadId,
    upload_url: UPLOAD_PATH,
    upload_parameters: { upload_id: uploadId, token },
  };
}

/** Records an image that came by URL or data string, so it counts against the same quota. */
export async function recordDirectImage(
  app: AppContext,
  actor: Actor,
  kind: string,
  address: string,
) {
  const at = app.now();
  await chargeUploadQuota(app, actor, address, at);
  return app.stores.uploads.register({ userId: actor.id, kind, tokenHash: '', at });
}

/** Stores what the workers made of an image: its row in `images`, keyed by signature. */
export async function keepImage(app: AppContext, image: ProcessedImage) {
  await app.stores.images.upsert({
    signature: image.signature,
    width: image.width,
    height: image.height,
    dominant_color: image.dominantColor,
    ext: image.ext,
    bytes: image.bytes,
    created_at: app.now(),
  });
}

function tokenMatches(row: UploadRow, token: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const kept = Buffer.from(row.token_hash, 'hex');
  return kept.length === given.length && timingSafeEqual(kept, given);
}

/**
 * The file of a registered upload: it goes to a worker; the answer waits a little for the
 * outcome and otherwise says `processing` (the outcome is recorded whenever it comes).
 */
export async function receiveUpload(
  app: AppContext,
  actor: Actor,
  input: { uploadId: string; token: string; file: Buffer },
): Promise<UploadStatus> {
  const row = await app.stores.uploads.byId(input.uploadId);
  if (!row || String(row.user_id) !== actor.id || !tokenMatches(row, input.token)) {
    throw notFound('That upload');
  }
  if (!(await app.stores.uploads.startProcessing(input.uploadId, app.now()))) {
    throw new AppError('conflict', CREATE_PIN_ERRORS.uploadHasFile);
  }
  const done = app.services.media.ingest(input.file).then(
    async (image) => {
      await keepImage(app, image);
      await app.stores.uploads.finish(input.uploadId, { signature: image.signature }, app.now());
    },
    async (error: unknown) => {
      const reason =
        error instanceof MediaError ? error.message : new MediaError('internal').message;
      await app.stores.uploads.finish(input.uploadId, { failureReason: reason }, app.now());
    },
  );
  const settled = await Promise.race([
    done.then(() => true),
    new Promise<false>((resolve) =>
      setTimeout(() => resolve(false), UPLOAD_ANSWER_WAIT_MS).unref(),
    ),
  ]);
  if (!settled) return { status: 'processing' };
  const [status] = await uploadStatuses(app, actor, [input.uploadId]).then((m) => Object.values(m));
  return status ?? { status: 'processing' };
}

/** `VIPResource get`: the viewer's uploads by id; others' and unknown ids are left out. */
export async function uploadStatuses(
  app: AppContext,
  actor: Actor,
  ids: readonly string[],
): Promise<Record<string, UploadStatus>> {
  const rows = await app.stores.uploads.byIdsOf(actor.id, ids);
  const images = await app.stores.images.bySignatures(
    rows.flatMap((r) => (r.signature ? [r.signature] : [])),
  );
  const now = app.now();
  const out: Record<string, UploadStatus> = {};
  for (const row of rows) {
    out[String(row.id)] = presentUpload(row, images, now);
  }
  return out;
}

function presentUpload(row: UploadRow, images: Map<string, ImageRow>, now: number): UploadStatus {
  if (row.status === 'succeeded' && row.signature) {
    const image = images.get(row.signature);
    const preview = imageVariants(image, false)['736x'];
    return {
      status: 'succeeded',
      signature: row.signature,
      ...(image && preview ? { image: { ...preview, dominant_color: image.dominant_color } } : {}),
    };
  }
  if (row.status === 'failed') {
    return { status: 'failed', failure_reason: row.failure_reason ?? MEDIA_FAILED };
  }
  // A file processing for too long lost its worker or its process: that is a failure.
  if (row.status === 'processing' && now - Number(row.updated_at) > UPLOAD_PROCESSING_TIMEOUT_MS) {
    return { status: 'failed', failure_reason: new MediaError('timeout').message };
  }
  return { status: row.status === 'processing' ? 'processing' : 'registered' };
}

const MEDIA_FAILED = new MediaError('internal').message;

/**
 * The image signature of one of the person's finished uploads, for a pin or their profile
 * photo: `not_found` for another person's or an unknown one, `invalid_parameters` while it is
 * still processing or when it failed (with why).
 */
export async function uploadedSignature(
  app: AppContext,
  userId: string,
  uploadId: string,
): Promise<string> {
  const [row] = await app.stores.uploads.byIdsOf(userId, [uploadId]);
  if (!row) throw notFound('That upload');
  if (row.status !== 'succeeded' || !row.signature) {
    throw invalid(
      row.status === 'failed'
        ? (row.failure_reason ?? UPLOAD.invalidImage)
        : CREATE_PIN_ERRORS.uploadProcessing,
    );
  }
  return row.signature;
}
