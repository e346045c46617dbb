// What the pin-creation actions answer (docs/API.md "Uploads"): the upload ticket and
// statuses, what the upload form answers, and the link preview that fills the pin builder.
import { z } from 'zod';
import { UPLOAD_STATUSES } from '@corkboard/domain';
import { component, wireId } from './components';
import { RichMetadataSchema } from './pin-wire';

export const UploadTicketSchema = component(
  'UploadTicket',
  z
    .strictObject({
      upload_id: wireId,
      upload_url: z
        .string()
        .describe('A path of this server: POST multipart with every parameter plus `file`.'),
      upload_parameters: z.record(z.string(), z.string()),
    })
    .describe('`VIPResource create {type: "pinimage"}`: where and how to POST the file.'),
);
export type UploadTicket = z.output<typeof UploadTicketSchema>;

export const UploadStatusNameSchema = z.enum(UPLOAD_STATUSES);
export type UploadStatusName = z.output<typeof UploadStatusNameSchema>;

const uploadStatusFields = {
  status: UploadStatusNameSchema,
  signature: z.string().optional(),
  failure_reason: z.string().optional(),
  image: z
    .strictObject({
      url: z.string(),
      width: z.number(),
      height: z.number(),
      dominant_color: z.string(),
    })
    .optional()
    .describe("When succeeded: the image, for the builder's preview."),
};

export const UploadStatusSchema = component(
  'UploadStatus',
  z.strictObject(uploadStatusFields).describe('One upload (a missing id is a failure).'),
);
export type UploadStatus = z.output<typeof UploadStatusSchema>;

export const UploadStatusesSchema = z
  .record(z.string(), UploadStatusSchema)
  .describe('Each upload asked for, by its id.');
export type UploadStatuses = z.output<typeof UploadStatusesSchema>;

/** `POST /upload/pinimage/`: the upload's id and where it stands. */
export const UploadReceiptSchema = component(
  'UploadReceipt',
  z.strictObject({ upload_id: wireId, ...uploadStatusFields }),
);
export type UploadReceipt = z.output<typeof UploadReceiptSchema>;

export const LinkPreviewImageSchema = component(
  'LinkPreviewImage',
  z.strictObject({
    url: z.string().describe("The image's own address: what PinResource create takes."),
    preview_url: z.string().describe('The same image through this server, for showing it.'),
    alt: z.string().optional(),
  }),
);
export type LinkPreviewImage = z.output<typeof LinkPreviewImageSchema>;

export const LinkPreviewSchema = component(
  'LinkPreview',
  z
    .strictObject({
      kind: z.enum(['image', 'page']),
      url: z.string().describe('The URL after redirects.'),
      domain: z.string(),
      title: z.string(),
      description: z.string(),
      images: z
        .array(LinkPreviewImageSchema)
        .describe("A page's og:image first, then its other images; an image: itself."),
      rich_metadata: RichMetadataSchema.nullable(),
    })
    .describe('An image URL, or a page with its images and metadata.'),
);
export type LinkPreview = z.output<typeof LinkPreviewSchema>;
