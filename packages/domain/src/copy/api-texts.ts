// --- Server messages of saving and board management (our wording; invalid_parameters ones
// start with the field they name, as docs/API.md §1 asks).
export const SAVING_ERRORS = {
  pinNotFound: 'That Pin was not found.',
  boardNotFound: 'That board was not found.',
  sectionNotFound: 'That section was not found.',
  saveToOthersBoard: 'You can only save to your boards or boards you collaborate on.',
  actAsSomeoneElse: 'You can only do that for your own account.',
  editOthersPin: 'You can only edit Pins you saved.',
  moveOthersPin: 'You can only move Pins you saved to another board.',
  organizeBoard: 'Only the board owner and its collaborators can organize this board.',
  deleteOthersPin: 'You can only delete Pins you saved, or any Pin on your own board.',
  editBoard: 'Only the board owner can change this board.',
  deleteBoard: 'Only the board owner can delete this board.',
  deleteQuickSaves: "Your Quick Saves board can't be deleted.",
  boardNameTaken: 'You already have a board with that name.',
  sectionTitleTaken: 'This board already has a section with that name.',
  quickSavesExists: 'You already have a Quick Saves board.',
  sectionNotOnBoard: 'section: is not a section of that board',
  sectionIdNotOnBoard: 'section_id: is not a section of that board',
  stateValueQuickSaves: 'value: must be the id of your Quick Saves board',
  moveBoardTarget: 'before_board_id: must be another of your boards',
} as const;

/** Rules of option values, after the field name: `link: must start with http:// or https://`. */
export const VALIDATION_TEXT = {
  webLink: 'must start with http:// or https://',
  id: 'must be an id (a string of 1 to 19 digits, at most 9223372036854775807)',
  nul: 'must not contain the NUL character (U+0000)',
  lone_surrogate: 'must not contain an unpaired UTF-16 surrogate (text that is not valid Unicode)',
  malformedPath: 'path: is not valid percent-encoded UTF-8',
} as const;

/** `name: must not contain …`, or, for an object key, `options: field names must not contain …`. */
export function unstorableTextMessage(
  field: string,
  problem: 'nul' | 'lone_surrogate',
  inKey: boolean,
): string {
  const rule = VALIDATION_TEXT[problem];
  return inKey ? `${field}: field names ${rule}` : `${field}: ${rule}`;
}

/** A path parameter longer than the router takes (Fastify's maxParamLength). */
export function pathParamTooLong(max: number): string {
  return `path: a path segment must be at most ${max} characters`;
}

/** `pin_ids: 123 is not on that board` (BulkEditResource is all-or-nothing). */
export function pinNotOnBoard(pinId: string, inSection: boolean): string {
  return `pin_ids: ${pinId} is not on that ${inSection ? 'section' : 'board'}`;
}

// --- API error messages (docs/API.md §1 error codes). The message names the field.
export const API_ERRORS = {
  invalid_parameters: 'Some options are missing or invalid.',
  unauthorized: 'Log in to continue',
  csrf_failed: 'Your session has changed. Refresh the page and try again.',
  forbidden: "You don't have permission to do that.",
  not_found: "We couldn't find that.",
  conflict: 'That already exists.',
  payload_too_large: 'That is too large.',
  rate_limited: 'Too many attempts. Wait a few minutes, then try again.',
  internal: 'Sorry! Something went wrong on our end.',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** "a" or "an", for type names in messages ("an integer", "a string"). */
function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function fieldRequired(field: string): string {
  return `${field} is required`;
}

/** `board name must be at most 50 characters` */
export function fieldTooLong(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

export function fieldTooShort(field: string, min: number): string {
  return `${field} must be at least ${min} characters`;
}

/** `page_size must be an integer` */
export function fieldWrongType(field: string, expected: string): string {
  return `${field} must be ${withArticle(expected)}`;
}

export function unknownField(field: string): string {
  return `unknown option ${field}`;
}

/** `privacy must be one of public, secret, protected`, or `{field} is invalid`. */
export function fieldInvalid(field: string, allowed?: readonly (string | number)[]): string {
  return allowed && allowed.length > 0
    ? `${field} must be one of ${allowed.join(', ')}`
    : `${field} is invalid`;
}

export function fieldOutOfRange(field: string, min: number, max: number): string {
  return `${field} must be between ${min} and ${max}`;
}

/** Why a server-side fetch (image by URL, link preview) failed, said to the person who pasted it. */
export const FETCH_ERRORS = {
  invalid_url: "That doesn't look like a web address.",
  scheme_not_allowed: 'Only http:// and https:// addresses can be fetched.',
  credentials_not_allowed:
    "Addresses with a user name or password in them can't be fetched. Remove them and try again.",
  port_not_allowed: 'Corkboard only fetches addresses on the standard web ports (80 and 443).',
  address_not_allowed: "That address points to a private network, so Corkboard won't fetch it.",
  unresolvable: "That site's name couldn't be found. Check the address and try again.",
  network_error: "Corkboard couldn't connect to that site. Please try again later.",
  too_many_redirects: 'That address redirects too many times, so Corkboard gave up following it.',
  timeout: 'That site took too long to answer. Please try again later.',
  too_large: 'That file is too large for Corkboard to fetch.',
  http_error: "That site answered with an error, so there's nothing to fetch.",
  not_an_image: "That address doesn't point to a JPEG, PNG, WebP or GIF image.",
  not_a_page: "That address doesn't point to a web page.",
} as const;

/** Refusals of pin creation, uploads and link previews (issue 5), beyond the spec's own texts. */
export const CREATE_PIN_ERRORS = {
  oneImage: 'Choose one image: upload_id, image_url or image_base64.',
  uploadProcessing: 'upload_id: that upload is still processing; try again when it has succeeded',
  uploadHasFile: 'This upload already has its file.',
  uploadQuota: (perHour: number) =>
    `You can add up to ${perHour} images an hour. Please try again later.`,
  previewRate: 'Too many links at once. Please try again in a minute.',
  uploadsFromAddress: 'Too many images from your network. Please try again later.',
  /** `IMAGE_ASPECT_MAX` (images.ts) is the number in the sentence. */
  imageAspect: (max: number) =>
    `This image is too long and narrow. Its long side can be at most ${max} times its short side.`,
} as const;

/** Refusals of the abuse limits (abuse-limits.ts) that no other area words. */
export const RATE_LIMIT_ERRORS = {
  signUps: 'Too many new accounts from your network. Please try again later.',
  emailLookups: 'Too many requests. Please try again in a minute.',
  clientEvents: 'Too many event batches. Please try again in a minute.',
  passwordResets: 'Too many reset links asked for. Please try again in an hour.',
  emailChecks: 'Too many links asked for. Please try again in an hour.',
} as const;

/** The API reference page (`/api/docs`), for people writing clients. */
export const API_REFERENCE = {
  title: 'Corkboard HTTP API',
  intro:
    'Every operation of the HTTP contract, by area: what it takes, what it answers and the errors it may give. The same contract as an OpenAPI 3.1 document:',
  contents: 'Contents',
  shapes: 'Shared shapes',
  parameters: 'Parameters',
  options: 'Options',
  optionsNote:
    'Sent as {"options": {…}}: URL-encoded JSON in data for a read, the JSON body for a write.',
  body: 'Body',
  form: 'Multipart form',
  answer: 'Answer',
  errors: 'Errors',
  none: 'None.',
  field: 'Field',
  type: 'Type',
  notes: 'Notes',
  required: 'required',
  optional: 'optional',
  csrf: 'Needs the X-CSRFToken header (the csrftoken cookie).',
  paged: 'A list page: the envelope carries the next bookmark (-end- after the last).',
  anyFields: 'any fields',
  or: 'or',
  noFields: 'no fields',
} as const;
