// What the pin-creation actions answer (API.md §3 "Uploads"; issue 5).
import type { RichMetadata } from './wire';

/** `VIPResource create {type: "pinimage"}`: where and how to POST the file. */
export interface UploadTicket {
  upload_id: string;
  /** A path of this server; POST multipart with every parameter plus `file`. */
  upload_url: string;
  upload_parameters: Record<string, string>;
}

export type UploadStatusName = 'registered' | 'processing' | 'succeeded' | 'failed';

/** One upload in `VIPResource get {upload_ids}` (a missing id is a failure to the client). */
export interface UploadStatus {
  status: UploadStatusName;
  signature?: string;
  failure_reason?: string;
  /** When succeeded: the image, for the builder's preview (dominant colour first). */
  image?: { url: string; width: number; height: number; dominant_color: string };
}

export type UploadStatuses = Record<string, UploadStatus>;

export interface LinkPreviewImage {
  /** The image's own address: what PinResource create takes as image_url. */
  url: string;
  /** The same image through this server, for showing it (pages allow same-origin images). */
  preview_url: string;
  alt?: string;
}

/** `LinkPreviewResource get {url}`: an image URL, or a page with its images and metadata. */
export interface LinkPreview {
  kind: 'image' | 'page';
  /** The URL after redirects. */
  url: string;
  domain: string;
  title: string;
  description: string;
  /** For a page: og:image first, then the page's other images. For an image: itself. */
  images: LinkPreviewImage[];
  /** Open Graph and schema.org data the pin will carry ("rich pins"). */
  rich_metadata: RichMetadata | null;
}
