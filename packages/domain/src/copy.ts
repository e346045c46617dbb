// The one copy catalogue: every user-facing string of the product, grouped by area. Strings
// quoted by the spec are kept verbatim (a test checks them); the rest are ours and follow the
// same voice: short, plain, sentence case, "Pin" and "board" as the product's nouns.
// Templated texts are functions. Server error messages live here too, so a client can show
// them as they come.

export const SITE = {
  name: 'Corkboard',
  tagline: 'Find new ideas to try',
  description: 'Corkboard is a place to discover and save ideas: recipes, homes, style and more.',
} as const;

export const NAV = {
  home: 'Home',
  explore: 'Explore',
  create: 'Create',
  logIn: 'Log in',
  signUp: 'Sign up',
  logOut: 'Log out',
  save: 'Save',
  search: 'Search',
  searchPlaceholder: 'Search',
  profile: 'Profile',
  settings: 'Settings',
  skipToContent: 'Skip to content',
  accountMenu: 'Accounts and more options',
} as const;

export const ACTIONS = {
  save: 'Save',
  saved: 'Saved',
  open: 'Open',
  cancel: 'Cancel',
  done: 'Done',
  delete: 'Delete',
  edit: 'Edit',
  share: 'Share',
  send: 'Send',
  more: 'More options',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  undo: 'Undo',
  close: 'Close',
  goHome: 'Go to home',
  tryAgain: 'Try again',
  loadMore: 'Show more',
  visitSite: 'Visit site',
} as const;

export const AUTH = {
  welcome: 'Welcome to Corkboard',
  tagline: 'Find new ideas to try',
  logInTitle: 'Log in to Corkboard',
  signUpTitle: 'Welcome to Corkboard',
  email: 'Email',
  emailOrUsername: 'Email or username',
  password: 'Password',
  createPassword: 'Create a password',
  firstName: 'First name',
  username: 'Username',
  usernameHint: '3 to 30 letters, numbers or underscores',
  logIn: 'Log in',
  createAccount: 'Create account',
  continue: 'Continue',
  haveAccount: 'Already a member?',
  noAccount: 'Not on Corkboard yet?',
  wrongCredentials: 'That email or password is wrong.',
  emailInvalid: "That doesn't look like an email address.",
  emailTaken: 'An account with that email already exists. Try logging in.',
  usernameTaken: 'That username is taken. Try another.',
  usernameInvalid: 'Use 3 to 30 letters, numbers or underscores, and not only numbers.',
  firstNameRequired: 'Tell us your first name.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  loggedOut: 'You have logged out.',
} as const;

/** Password length rule, worded for the sign-up form. */
export function passwordTooShort(min: number): string {
  return `Use at least ${min} characters for your password.`;
}

export const NOT_FOUND = {
  title: "We couldn't find that page",
  body: 'The link may be broken, or the page may have been removed.',
  action: 'Go to home',
} as const;

export const ERROR_PAGE = {
  title: 'Sorry! Something went wrong on our end.',
  body: 'Refresh the page, or try again in a few minutes.',
} as const;

// --- Saving (spec 000 §4, §8; 002 §2.3, §9).
export const SAVE = {
  savedToProfile: 'Saved to Profile',
  change: 'Change',
  organize: 'Organize',
  savedLabel: 'Saved!',
  saveFailed: 'Sorry! Something went wrong on our end.',
  deleteFailed: 'Sorry! There was an error deleting your Pin.',
  deleted: 'Pin deleted!',
  quickSavesBoardName: 'Quick Saves',
  chooseBoard: 'Choose board',
  createBoard: 'Create board',
  profile: 'Profile',
} as const;

/** Save toast: "Saved to {board}". */
export function savedToBoard(board: string): string {
  return `Saved to ${board}`;
}

/** Save toast: "Saved to {section} in {board}". */
export function savedToSection(section: string, board: string): string {
  return `Saved to ${section} in ${board}`;
}

// --- Pin card (spec 000 §4, §5, §6, §8).
export const PIN_CARD = {
  open: 'Open',
  soldOut: 'Sold out',
  seePriceOnSite: 'See price on site',
  /** Decided: the spec names an out-of-stock and a stale badge but not their text. */
  outOfStock: 'Out of stock',
  stalePrice: 'Price may have changed',
  includesSponsoredProducts: 'Includes sponsored products',
  paidPartnership: 'Paid partnership',
  promoted: 'Promoted',
  unavailable: 'Unavailable',
  removedByCreator: 'Removed by the creator',
  loadingInvitation: 'Loading Invitation component',
} as const;

/** Row labels of the pin card's debug panel (spec 000 §2, §6: employees and internal users). */
export const PIN_CARD_DEBUG = {
  pinId: 'Pin id',
  kind: 'Card kind',
  media: 'Media',
  feedbackType: 'Feedback type',
  surface: 'Surface',
  viewParameter: 'View parameter',
  dominantColor: 'Dominant color',
  imageSignature: 'Image signature',
  promoted: 'Promoted',
  shoppingFlags: 'Shopping flags',
  none: '(none)',
  yes: 'yes',
  no: 'no',
} as const;

export function promotedBy(name: string): string {
  return `Promoted by ${name}`;
}

export function paidPartnershipWith(name: string): string {
  return `Paid partnership with ${name}`;
}

/** The shared-idea sender header: "{name} shared this idea with you". */
export function sharedThisIdea(name: string): string {
  return `${name} shared this idea with you`;
}

// --- Hide, report and unfollow feedback (spec 000 §2, §4, §8).
export const FEEDBACK = {
  pinHidden: 'Pin hidden',
  moreRelevant: "Got it! We'll try to show you more relevant Pins in the future.",
  reported: 'Reported',
  /** Decided wording of the spec's "thanks message that the feedback helps keep the community safe". */
  reportedThanks: 'Thanks for letting us know. Your feedback helps keep our community safe.',
  tuneHomeFeed: 'Tune your home feed',
  unfollow: 'Unfollow',
  undo: 'Undo',
  hidePin: 'Hide Pin',
  reportPin: 'Report Pin',
  /** Reason lines (spec 000 §8 lists the reasons, not their words: ours). */
  inspiredByRecentActivity: 'Inspired by your recent activity',
} as const;

export function lessPinsFromTopic(topic: string): string {
  return `We'll show you less Pins from ${topic} in the future.`;
}

export function unfollowedPinner(name: string): string {
  return `You unfollowed ${name} and won't see Pins they save anymore.`;
}

export function unfollowedBoard(name: string): string {
  return `You unfollowed the board ${name} and won't see Pins saved to it anymore.`;
}

export function inspiredByBoard(board: string): string {
  return `Inspired by your board ${board}`;
}

export function inspiredByTopic(topic: string): string {
  return `Because you're interested in ${topic}`;
}

export function fromFollowed(name: string): string {
  return `Because you follow ${name}`;
}

// --- Ads (spec 000 §2, §8).
export const ADS = {
  modalTitle: 'Why am I seeing this Ad?',
  heading: "Why you're seeing this ad",
  personalizedByPartner: 'This ad was personalized for you using info from one of our partners',
  moreFactors: 'There could also be more factors not listed here.',
  madeWithAi: 'This ad was made with AI',
  modifiedWithAi: 'This ad was modified with AI',
  partsMadeWithAi: 'Parts of this ad were made with AI',
} as const;

export function paidToShow(promoter: string): string {
  return `${promoter} has paid to have this pin show up where you'd be more likely to notice it.`;
}

// --- Outbound links (spec 000 §8, 002 §8).
export const BLOCKED_LINK = {
  title: 'Heads up!',
  label: 'We have blocked this link',
  learnMore: 'Learn more',
  okay: 'Okay',
} as const;

// --- Limited-login prompts (spec 002 §6).
export const LIMITED_LOGIN = {
  continue: 'Log in to continue',
  savePin: 'Log in to save this Pin',
  sendPin: 'Send this Pin',
  editPin: 'Edit this Pin',
  hidePin: 'Hide this Pin',
  createPinOrBoard: 'Create a Pin or board',
  createBoard: 'Create a board',
  shareProfile: 'Share the profile',
  follow: 'Follow',
  unfollow: 'Unfollow',
  boardInvite: 'Your friends invited you to join their board',
} as const;

/** Decided wording of the invitation header "carrying the inviter's first name". */
export function invitedToBoard(firstName: string): string {
  return `${firstName} invited you to join their board`;
}

// --- Follows, collaborators and blocks: server messages (our wording; invalid_parameters ones
// start with the field they name, as API.md §1 asks).
export const SOCIAL_ERRORS = {
  userNotFound: 'That user was not found.',
  boardNotFound: 'That board was not found.',
  inviteNotFound: 'That invitation was not found.',
  followSelf: "user_id: you can't follow yourself",
  followOwnBoard: "board_id: you can't follow your own board",
  blockSelf: "blocked_user_id: you can't block yourself",
  unblockFirst: 'You blocked this account. Unblock it first.',
  inviteSelf: "invited_user_id: you can't invite yourself",
  inviteOwner: 'invited_user_id: that is the owner of this board',
  inviteNotAllowed: 'Only the board owner and its collaborators can invite people.',
  inviteBlocked: "You can't invite this person to this board.",
  alreadyCollaborator: 'That person already collaborates on this board.',
  deleteInviteNotAllowed:
    'Only the invited person, the board owner or whoever sent it can remove an invitation.',
  removeCollaboratorNotAllowed: 'Only the board owner can remove a collaborator.',
  ownerCannotLeave: "invited_user_id: the board owner can't leave their own board",
} as const;

// --- Uploads (spec 002 §5, §8; API.md).
export const UPLOAD = {
  invalidImage: 'Invalid Image',
  failed: "We couldn't upload that image. Try another one.",
  unsupportedType: 'Use a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'That image is too large.',
  uploading: 'Uploading',
} as const;

// --- Experiences (spec 001 §2, §8).
export const EXPERIENCES = {
  go: 'Go',
  close: 'Close',
  gotIt: 'Got it',
  attributionFailed: 'server request failed.',
} as const;

export function welcomeBack(name: string): string {
  return `Welcome back, ${name}`;
}

// --- Cookie consent (spec 000 §2, §4).
export const COOKIES = {
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  letMeChoose: 'Let me choose',
  saved: 'Your cookie settings are saved.',
} as const;

// --- Boards and profiles.
export const BOARD = {
  secret: 'Secret',
  secretBoard: 'Secret board',
  keepSecret: 'Keep this board secret',
  name: 'Name',
  namePlaceholder: 'Like "Places to go" or "Recipes to make"',
  description: 'Description',
  noPins: 'There are no Pins on this board yet.',
  createBoard: 'Create board',
  editBoard: 'Edit board',
  deleteBoard: 'Delete board',
} as const;

export const PROFILE = {
  saved: 'Saved',
  created: 'Created',
  boards: 'Boards',
  editProfile: 'Edit profile',
  nothingSaved: 'Nothing saved yet. Pins you save will show up here.',
  nothingCreated: 'Nothing created yet.',
} as const;

function counted(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** "1 Pin", "2 Pins". */
export function pinCount(n: number): string {
  return counted(n, 'Pin', 'Pins');
}

export function followerCount(n: number): string {
  return counted(n, 'follower', 'followers');
}

export function followingCount(n: number): string {
  return `${n.toLocaleString('en-US')} following`;
}

export function boardCount(n: number): string {
  return counted(n, 'board', 'boards');
}

export function sectionCount(n: number): string {
  return counted(n, 'section', 'sections');
}

// --- Server messages of saving and board management (our wording; invalid_parameters ones
// start with the field they name, as API.md §1 asks).
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
} as const;

/** Rules of option values, after the field name: `link: must start with http:// or https://`. */
export const VALIDATION_TEXT = {
  webLink: 'must start with http:// or https://',
} as const;

/** `pin_ids: 123 is not on that board` (BulkEditResource is all-or-nothing). */
export function pinNotOnBoard(pinId: string, inSection: boolean): string {
  return `pin_ids: ${pinId} is not on that ${inSection ? 'section' : 'board'}`;
}

// --- API error messages (API.md §1 error codes). The message names the field.
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
  whySeeing: 'Why am I seeing this?',
  whySeeingGeneric: 'This Pin is popular with people who like ideas like yours.',
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

/** The limited-login modal (spec 002 §2.3); its headers are LIMITED_LOGIN. */
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

/** Collaborators and invitations (spec 002 §4, §6). */
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

/** Profile boards: the sort orders and filters of spec 002 §3, follow and block. */
export const PROFILE_BOARDS = {
  sortBy: 'Sort by',
  filter: 'Show',
  customOrderSoon: 'Custom order keeps the order you set; dragging to reorder is coming soon.',
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
