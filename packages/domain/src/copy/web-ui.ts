import { SITE } from './site';

// --- Page chrome and document titles of the web app (our wording; the spec shows none).
export const PAGE_TEXT = {
  /** Accessible name of the logo link in the header. */
  logoLabel: `${SITE.name} home`,
  /** A pin with no title, description or alt text. */
  pinFallbackTitle: 'Pin',
  /** Closeup: "Saved to {board link}". */
  closeupSavedTo: 'Saved to',
  /** Board header: "by {owner link}". */
  boardBy: 'by',
  sectionsHeading: 'Sections',
  boardsHeading: 'Boards',
  savedPinsHeading: 'All Pins',
  profileTabs: 'Profile',
  pinsLabel: 'Pins',
  loading: 'Loading',
  loadingMore: 'Loading more Pins',
  feedEmpty: 'Nothing to see here yet.',
  errorNetwork: 'Could not reach Corkboard. Check your connection and try again.',
  saveComingSoon: 'Saving is coming soon',
  /** Under a closeup: its related pins (RelatedPinFeedResource). */
  relatedHeading: 'More to explore',
  /** A board's tabs: its own pins, and "More ideas" (BoardMoreIdeasFeedResource). */
  boardPinsTab: 'Pins',
  boardMoreIdeasTab: 'More ideas',
  boardTabsLabel: 'Board views',
  moreIdeasEmpty: 'No more ideas for this board yet. Save a few more Pins to it.',
  relatedEmpty: 'Nothing related to this Pin yet.',
  notFoundDocumentTitle: 'Page not found',
  errorDocumentTitle: 'Something went wrong',
} as const;

/** Document titles: "{title} | Corkboard"; the home page is just "Corkboard". */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE.name}` : SITE.name;
}

/** "{board name} by {full name}". */
export function boardTitle(board: string, owner: string): string {
  return `${board} by ${owner}`;
}

/** "{full name} (@{username})". */
export function profileTitle(fullName: string, username: string): string {
  return `${fullName} (@${username})`;
}

export function atUsername(username: string): string {
  return `@${username}`;
}

export function profileDescription(fullName: string, username: string): string {
  return `See what ${fullName} (@${username}) has discovered on ${SITE.name}.`;
}

/** Board meta description when the board has none of its own. */
export function boardDescription(board: string, owner: string, pins: string): string {
  return `${board} by ${owner}: ${pins} on ${SITE.name}.`;
}

// --- Pin card controls and labels (our wording).
/** Pin card controls: the spec names them but not their words (our wording). */
export const CARD_TEXT = {
  downloadImage: 'Download image',
  playVideo: 'Play video',
  pauseVideo: 'Pause video',
  previousSlide: 'Previous',
  nextSlide: 'Next',
  gif: 'GIF',
  shoppable: 'Shoppable Pin',
  debug: 'Debug',
  galleryTitle: 'Card gallery',
  galleryIntro: 'Every pin card variant, side by side (demo and development only).',
} as const;

export function slideLabel(position: number, count: number): string {
  return `${position} of ${count}`;
}

export function pageCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`;
}

export function ratingLabel(value: number, max: number): string {
  return `Rated ${value} out of ${max}`;
}

export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

export function reactionCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'reaction' : 'reactions'}`;
}

// --- Saving, boards and profiles in the web app (our wording; the spec's own texts are in
// SAVE, LIMITED_LOGIN and BOARD above). Separate objects, so a page's chunk carries only its own.

/** The save controls, the board picker and the toasts. */
export const SAVE_UI = {
  unsave: 'Remove this save',
  pickerTitle: 'Save to board',
  searchBoards: 'Search',
  searchBoardsLabel: 'Search your boards',
  noBoardsMatch: 'No boards match your search.',
  noBoardsYet: 'You have no boards yet.',
  profileHint: 'Save to your profile',
  lastSavedTo: 'Last saved to',
  allBoards: 'All boards',
  boardMenu: 'Board to save to',
  saveBehaviorLegend: 'When I select Save',
  saveBehaviorProfile: 'Save to my profile in one tap',
  saveBehaviorPicker: 'Let me choose a board',
  notifications: 'Notifications',
} as const;

/** The Save pill's name on a card or closeup: "Save to {board}" or "Save". */
export function saveToBoardLabel(board: string): string {
  return `Save to ${board}`;
}

/** A picker row that opens a board's sections. */
export function sectionsOf(board: string): string {
  return `Sections of ${board}`;
}

/** The live counter under a text field: "12/50". */
export function characterCount(count: number, max: number): string {
  return `${count}/${max}`;
}

export function tooManyCharacters(max: number): string {
  return `Use ${max} characters or fewer.`;
}

/** The repin edit page /pin/{id}/repin/. */
export const REPIN_EDIT = {
  editTitle: 'Edit your save',
  saveTitle: 'Save this Pin',
  savedTo: 'Saved to',
  board: 'Board',
  section: 'Section',
  noSection: 'No section',
  saveChanges: 'Save',
  deletePin: 'Delete Pin',
  confirmDelete: 'Delete this Pin?',
  confirmDeleteBody: 'It will be removed from your board.',
  notYours: 'You can only edit Pins you saved.',
  backToPin: 'Back to the Pin',
} as const;

export function movedToBoard(board: string): string {
  return `Moved to ${board}`;
}

/** The limited-login modal (spec 002 §2.3, req 002-2.32); its headers are LIMITED_LOGIN. */
export const LIMITED_LOGIN_UI = {
  subheader: 'Find new ideas to try',
  fullLogin: 'Use the full log-in page',
} as const;

/** Creating and editing a board. */
export const BOARD_FORM = {
  privacy: 'Privacy',
  public: 'Public',
  publicHint: 'Anyone can see this board.',
  secret: 'Secret',
  secretHint: 'Only you and your collaborators can see this board.',
  protected: 'Protected',
  protectedHint: 'Anyone can see it, but its name is not shown on its Pins.',
  create: 'Create',
  save: 'Save',
  nameRequired: 'Give your board a name.',
  descriptionLabel: 'Description (optional)',
  confirmDelete: 'Delete this board?',
  confirmDeleteBody: "The board and all its Pins will be deleted. This can't be undone.",
  deleted: 'Board deleted',
  updated: 'Board saved',
  editCollaborators: 'Collaborators',
} as const;

/** Sections, organizing and bulk actions on a board. */
export const BOARD_SECTIONS = {
  addSection: 'Add section',
  sectionName: 'Section name',
  create: 'Add',
  rename: 'Rename',
  renameLabel: 'New section name',
  delete: 'Delete section',
  confirmDelete: 'Delete this section? Its Pins stay on the board.',
  organize: 'Organize',
  organizeHint: 'Select Pins to move them to a section or delete them.',
  moveTo: 'Move to section',
  noSection: 'No section',
  move: 'Move',
  deleteSelected: 'Delete',
  done: 'Done',
} as const;

export function selectPinLabel(title: string): string {
  return `Select ${title}`;
}

export function selectedCount(n: number): string {
  return `${n.toLocaleString('en-US')} selected`;
}

export function confirmDeletePins(n: number): string {
  return `Delete ${n === 1 ? 'this Pin' : `these ${n.toLocaleString('en-US')} Pins`}? This can't be undone.`;
}

export function pinsMoved(n: number): string {
  return `${n === 1 ? '1 Pin' : `${n.toLocaleString('en-US')} Pins`} moved`;
}

export function pinsDeleted(n: number): string {
  return `${n === 1 ? '1 Pin' : `${n.toLocaleString('en-US')} Pins`} deleted`;
}

/** Collaborators and invitations (spec 002 §4, §6; reqs 002-4.05, 002-4.06, 002-6.03). */
export const COLLABORATORS = {
  heading: 'Collaborators',
  inviteLabel: 'Invite by username',
  invitePlaceholder: 'Username',
  invite: 'Invite',
  pending: 'Invited',
  remove: 'Remove',
  cancelInvite: 'Cancel invite',
  none: 'No collaborators yet.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export function invitedUser(name: string): string {
  return `Invited ${name}`;
}

export function joinedBoard(board: string): string {
  return `You joined ${board}`;
}

/** Profile boards: sort orders and filters (spec 002 §3, reqs 002-3.03, 002-3.04), follow, block. */
export const PROFILE_BOARDS = {
  sortBy: 'Sort by',
  filter: 'Show',
  dragToReorder:
    'Drag your boards to put them in the order you like (or press Alt and an arrow key).',
} as const;

export const BOARD_SORT_LABELS = {
  alphabetical: 'A to Z',
  last_pinned_to: 'Last saved to',
  oldest: 'Oldest',
  newest: 'Newest',
  group_boards_at_top: 'Group boards first',
  custom: 'Custom order',
} as const;

export const BOARD_FILTER_LABELS = {
  NONE: 'All boards',
  GROUP: 'Group boards',
  SECRET: 'Secret boards',
  ARCHIVED: 'Archived boards',
} as const;

export const PROFILE_ACTIONS = {
  menu: 'Profile options',
  block: 'Block',
  unblock: 'Unblock',
  blockedNotice: 'You blocked this account. Unblock it to see their boards and Pins.',
  copyLink: 'Copy profile link',
  linkCopied: 'Link copied',
} as const;

export function blockedUser(name: string): string {
  return `You blocked ${name}`;
}

export function unblockedUser(name: string): string {
  return `You unblocked ${name}`;
}

// --- Creating and editing pins (issue 5; our wording; upload errors are UPLOAD, the login
// prompt header LIMITED_LOGIN).

/** The pin builder /pin-builder/. */
export const PIN_BUILDER = {
  title: 'Create Pin',
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

/** The pin editor /pin/{id}/edit/ (its delete texts are REPIN_EDIT's). */
export const PIN_EDIT = {
  title: 'Edit Pin',
  notYours: 'You can only edit Pins you created.',
  saved: 'Pin saved',
} as const;

// --- Search (issue 6): the results page and the header's typeahead (our wording).
/** The tabs of the search page, by scope (packages/domain search-scopes.ts SEARCH_TABS). */
export const SEARCH_TAB_LABELS = {
  pins: 'Pins',
  boards: 'Boards',
  users: 'People',
  videos: 'Videos',
  buyable_pins: 'Shop',
  idea_pins: 'Idea Pins',
  my_pins: 'Your Pins',
  my_content: 'Your created Pins',
  shop_tool: 'All products',
} as const;

export const SEARCH_UI = {
  tabsLabel: 'Search results',
  /** The search page with no query yet. */
  emptyHeading: 'Search for ideas',
  emptyBody: 'Type what you are looking for in the search box above.',
  loginToSearchYours: 'Log in to search your own Pins.',
  recentHeading: 'Recent searches',
  clearRecent: 'Clear',
  suggestionsLabel: 'Search suggestions',
  /** Under a board's name among the suggestions. */
  boardLabel: 'Board',
  noSuggestions: 'No suggestions',
} as const;

/** The search page's heading and document title: "walnut chair". */
export function searchHeading(query: string): string {
  return `Results for “${query}”`;
}

/** Nothing found: "No Pins found for “walnut”." */
export function searchNothingFound(what: string, query: string): string {
  return `No ${what.toLowerCase()} found for “${query}”.`;
}

/** The typeahead when a spelling nearby was used: "Showing results for “walnut”". */
export function searchCorrected(query: string): string {
  return `Showing results for “${query}”`;
}

/** A person in results: "12 followers" under the name. */
export function searchFollowers(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`;
}
