// Public surface of the media pipeline.
export {
  LocalBlobStore,
  BLOB_KEY_PATTERN,
  blobKey,
  isBlobKey,
  type BlobStore,
  type LocalBlobStoreOptions,
  type StoredBlob,
} from './blob-store';
export {
  checkInputSize,
  estimateDecodeBytes,
  inspectImage,
  sniffFormat,
  type InspectedImage,
} from './inspect';
export { readImageHeader, type ImageHeader } from './image-header';
export {
  MEDIA_DETAIL_MESSAGES,
  MEDIA_ERROR_MESSAGES,
  MEDIA_INPUT_ERROR_CODES,
  MEDIA_SERVICE_ERROR_CODES,
  MediaError,
  isMediaErrorCode,
  isMediaInputErrorCode,
  type MediaErrorCode,
  type MediaInputErrorCode,
  type SerializedMediaError,
} from './media-error';
export {
  MEDIA_CACHE_CONTROL,
  MEDIA_ROUTE,
  MEDIA_SECURITY_HEADERS,
  registerMediaRoutes,
} from './media-routes';
export {
  barePipeline,
  imageSignature,
  processImage,
  type BarePipelineResult,
  type ProcessedImage,
  type ProcessedSize,
} from './pipeline';
export {
  ACCEPTED_INPUT_FORMATS,
  CONTENT_TYPE_BY_EXT,
  DERIVATIVE_JPEG,
  EXT_BY_FORMAT,
  MAX_DECODE_BYTES,
  MAX_INPUT_BYTES,
  MAX_INPUT_PIXELS,
  MAX_INPUT_SIDE,
  MAX_JPEG_SCANS,
  ORIGINAL_JPEG,
  ORIGINAL_JPEG_STREAMING,
  ORIGINAL_OPTIMISE_MAX_PIXELS,
  ORIGINAL_PNG,
  isAcceptedInputFormat,
  originalJpegOptions,
  outputFormatFor,
  type AcceptedInputFormat,
  type ImageExt,
  type OutputFormat,
} from './presets';
export {
  DEFAULT_JOB_TIMEOUT_MS,
  createMediaWorkers,
  defaultMediaConcurrency,
  resolveWorkerEntry,
  sourceWorkerEntry,
  type MediaWorkers,
  type MediaWorkersOptions,
  type MediaWorkersStats,
  type WorkerEntry,
} from './worker-pool';
