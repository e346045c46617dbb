// Parameters, bodies and answers of the routes outside the resource API that had none in the
// contract: the email check, the upload form, media files, preview images and the health check.
// The server parses these routes with the schemas below (never by hand).
import { z } from 'zod';
import { EMAIL_MAX, IMAGE_SIZE_NAMES } from '@corkboard/domain';
import { idDigits } from './common';
import { component } from './components';

/** `GET /v3/register/exists/?email=`. Other query parameters are ignored. */
export const registerExistsQuery = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX) });

export const RegisterExistsSchema = component(
  'RegisterExists',
  z.strictObject({ exists: z.boolean().describe('An account has this email.') }),
);
export type RegisterExists = z.output<typeof RegisterExistsSchema>;

/**
 * The text fields of `POST /upload/pinimage/` (multipart): the `upload_parameters` of the
 * ticket. The form's one file part is `file`.
 */
export const uploadFormFields = z.object({
  upload_id: idDigits.describe('From the ticket (`VIPResource create`).'),
  token: z.string().min(1).describe("From the ticket: proves the upload is the sender's."),
});

/** The one file part of the upload form. */
export const UPLOAD_FILE_FIELD = 'file';

/** `/i/{size}/{file}`: a stored image, `file` being `{signature}.{ext}`. */
export const mediaParams = z.strictObject({
  size: z.enum(IMAGE_SIZE_NAMES),
  file: z
    .string()
    .regex(/^[a-f0-9]{32}\.(?:jpg|png)$/)
    .describe('`{signature}.{ext}`: 32 lowercase hex digits, then .jpg or .png.'),
});

/** `GET /link-preview/image/?u=&s=`: an image a link preview offers, signed by the server. */
export const previewImageQuery = z.object({
  u: z.string().min(1).describe("The image's address."),
  s: z.string().min(1).describe("The server's signature of that address."),
});

export const HealthSchema = component('Health', z.strictObject({ ok: z.literal(true) }));
