import { NAV } from './site';

// --- Creating and editing pins (issue 5; our wording; upload errors are UPLOAD, the login
// prompt header LIMITED_LOGIN).

/** The pin builder /pin-builder/. */
export const PIN_BUILDER = {
  title: NAV.createPin,
  dropHeading: 'Choose a file or drag and drop it here',
  chooseFile: 'Choose a file',
  replaceFile: 'Choose another file',
  uploadProgress: 'Upload progress',
  processing: 'Processing',
  ready: 'Ready to save',
  fromUrl: 'Save from a URL',
  urlLabel: 'Address of an image or a page',
  urlPlaceholder: 'https://',
  fetchUrl: 'Go',
  chooseImage: 'Choose an image',
  noImages: 'That page has no images to save.',
  titleLabel: 'Title',
  titlePlaceholder: 'Add a title',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'Add a detailed description',
  linkLabel: 'Link',
  linkPlaceholder: 'Add a link',
  linkInvalid: 'Links start with http:// or https://',
  altLabel: 'Alt text',
  altPlaceholder: 'Describe the image for people who use screen readers',
  save: 'Save',
  needsImage: 'Add an image to save your Pin.',
} as const;

/** "JPEG, PNG, WebP or GIF, up to 32 MB" under the drop zone. */
export function uploadLimitsHint(maxBytes: number): string {
  return `JPEG, PNG, WebP or GIF, up to ${Math.floor(maxBytes / (1024 * 1024))} MB`;
}

/** A candidate image of a linked page: "Image 2 of 5". */
export function candidateImageLabel(position: number, count: number): string {
  return `Image ${position} of ${count}`;
}

/** The linked page's site under the URL field: "From example.com". */
export function fromDomain(domain: string): string {
  return `From ${domain}`;
}
