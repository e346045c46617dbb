// Typed failures of the media pipeline. They cross the worker boundary as plain { code, message }
// (structured clone drops class identity), so everything needed to rebuild one is in those two.
import { CREATE_PIN_ERRORS, IMAGE_ASPECT_MAX } from '@corkboard/domain';

/** Codes caused by the uploaded file itself: the client can fix them by sending another file. */
export const MEDIA_INPUT_ERROR_CODES = [
  'empty',
  'too_large',
  'unsupported_format',
  'too_many_pixels',
  'extreme_aspect',
  'corrupt',
] as const;

/** Codes caused by the service: the same file may succeed later. */
export const MEDIA_SERVICE_ERROR_CODES = ['timeout', 'busy', 'internal', 'closed'] as const;

export type MediaInputErrorCode = (typeof MEDIA_INPUT_ERROR_CODES)[number];
export type MediaErrorCode = MediaInputErrorCode | (typeof MEDIA_SERVICE_ERROR_CODES)[number];

// TODO(copy): move these strings to the domain copy catalogue once it has a media section.
/** Shown to the person uploading: say what is wrong and what to send instead. */
export const MEDIA_ERROR_MESSAGES: Readonly<Record<MediaErrorCode, string>> = {
  empty: 'This file is empty. Choose a JPEG, PNG, WebP or GIF image.',
  too_large: 'This file is too large. Images can be at most 32 MB.',
  unsupported_format:
    'This file type is not supported. Corkboard accepts JPEG, PNG, WebP and GIF images.',
  too_many_pixels:
    'This image is too large. Images can be at most 50 megapixels and 65,500 pixels on a side.',
  extreme_aspect: CREATE_PIN_ERRORS.imageAspect(IMAGE_ASPECT_MAX),
  corrupt: 'This image could not be read. The file may be damaged or incomplete.',
  timeout: 'Processing this image took too long. Please try again.',
  busy: 'Too many images are being processed right now. Please try again in a moment.',
  internal: 'This image could not be processed. Please try again.',
  closed: 'Image processing is shutting down. Please try again.',
};

/** More precise wording for some refusals; the codes stay the same. */
export const MEDIA_DETAIL_MESSAGES = {
  /** 'too_many_pixels' under 50 megapixels: the decoder would need too much memory. */
  decodeMemory:
    'This image needs too much memory to process at this size. Save it as a standard JPEG ' +
    'or a non-interlaced PNG, or make it smaller.',
  /** 'corrupt': a progressive JPEG with far more scans than any encoder writes. */
  jpegScans:
    'This JPEG is built in an unusual way (too many progressive scans). Save it again as a ' +
    'standard JPEG.',
} as const;

export interface SerializedMediaError {
  code: MediaErrorCode;
  message: string;
}

export class MediaError extends Error {
  override readonly name = 'MediaError';
  readonly code: MediaErrorCode;

  constructor(
    code: MediaErrorCode,
    message: string = MEDIA_ERROR_MESSAGES[code],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.code = code;
  }

  /** True when the file is at fault (answer 4xx), false when the service is (answer 5xx/503). */
  get isInputError(): boolean {
    return isMediaInputErrorCode(this.code);
  }

  toJSON(): SerializedMediaError {
    return { code: this.code, message: this.message };
  }

  /** Rebuilds an error that crossed a worker boundary; anything unrecognised becomes 'internal'. */
  static fromSerialized(value: unknown): MediaError {
    if (typeof value === 'object' && value !== null) {
      const { code, message } = value as Record<string, unknown>;
      if (isMediaErrorCode(code)) {
        return new MediaError(code, typeof message === 'string' ? message : undefined);
      }
    }
    return new MediaError('internal');
  }
}

export function isMediaErrorCode(value: unknown): value is MediaErrorCode {
  return (
    typeof value === 'string' &&
    ((MEDIA_INPUT_ERROR_CODES as readonly string[]).includes(value) ||
      (MEDIA_SERVICE_ERROR_CODES as readonly string[]).includes(value))
  );
}

export function isMediaInputErrorCode(value: unknown): value is MediaInputErrorCode {
  return (
    typeof value === 'string' && (MEDIA_INPUT_ERROR_CODES as readonly string[]).includes(value)
  );
}
