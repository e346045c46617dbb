// What one committed write (storage/changes.ts) makes the read caches drop (feeds/read-model.ts).
// The rule, in one place: a person's own write drops their own plan and skeletons, so their
// next request sees it (their own new pins and saves drop their plan, lists and whole answers
// but not their recommending grids: saved_info comes from the plan, and the home feed leaves
// out what they saved when it hydrates a cached page, feeds/grid-skeletons.ts); a write that changed existing rows (an edit, a delete, a privacy
// change, a block) may change what anyone sees, so every plan and skeleton goes; inserts by
// others (a new pin, a save) reach other signed-in people's cached skeletons when those expire
// (SKELETON_TTL_MS, two minutes), which is the freshness a home feed promises, never a
// correctness one.

/**
 * Tables no read of another person shows and no cache holds: writing them drops nothing. The
 * link tables (issue 14) are read by the link checker, which keeps its own index
 * (links/link-checker.ts), and by reads no cache holds (appeals, the operator console). The
 * client event log (issue 15) is written on every page hide and read only by the console.
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'uploads',
  'link_rules',
  'link_appeals',
  'clickthroughs',
  'operator_actions',
  'client_events',
  // Experiences (issue 15) are read per viewer on every page, never through a feed cache.
  'experiences',
  'experience_states',
  'user_sign_ins',
  // Password reset links (issue 16): read only by the reset page's own requests.
  'password_resets',
  'email_verifications',
  // Onboarding answers (issue 16): read only by the person's own onboarding page.
  'user_onboarding',
  // Reports of comments (issue 16): they hide a comment from its reporter only, in reads no
  // cache holds (storage/pin-comments-store.ts), and fill the operators' queue.
  'pin_comment_reports',
  // A person's own reports and the violations on their content (issue 16): read only by that
  // person (/reports-and-violations/), never cached.
  'report_receipts',
  'content_violations',
  // The news hub's unread mark (issue 16): read only by its owner's badge.
  'news_reads',
  // Conversations (issue 16): read only by their two members, never signed out or cached.
  'conversations',
  'conversation_members',
  'conversation_messages',
  // Invite codes (issue 16): made once and never changed; a code is looked up only after it
  // was made, and what its answer shows (the sender, the pin) goes with those rows' writes.
  'invite_codes',
  // Notification mail (issue 16): choices and the hourly clock, read only when mailing and by
  // the person's own settings or subscription page.
  'email_notifications',
  'news_mails',
]);
/**
 * Tables others see only through reads no feed cache holds (comments: storage/pin-comments-
 * store.ts reads them per request): a write drops the signed-out answers, which do cache
 * them (http/read-cache.ts), and no plan, skeleton or presentation.
 */
const UNCACHED_SHOWN_TABLES = new Set(['pin_comments']);
/** Tables whose rows feed the base presentation of a pin (title, board, names, images). */
const PRESENTED_TABLES = new Set(['pins', 'boards', 'users', 'images']);
/**
 * Tables whose writes change a count a pin's base presentation shows, through triggers the
 * statement tracker does not see (pin_reactions → pins.reaction_counts, migration 0009): any
 * write to them, an insert too, drops the presentations. Skeletons and plans hold no counts.
 */
const COUNTED_TABLES = new Set(['pin_reactions']);
/** Tables whose rows a session lookup returns (the viewer). */
const SESSION_TABLES = new Set(['sessions', 'users']);
/** Rows of one person (their follows, hides, settings): their rewrite changes only them. */
const PERSONAL_TABLES = new Set([
  'user_follows',
  'board_follows',
  'interest_follows',
  'pin_hides',
  'pin_feedback',
  'search_hides',
  // A person's reactions: what others see of them is the pin's counts (COUNTED_TABLES below).
  'pin_reactions',
  'user_states',
  'user_settings',
  'sessions',
]);
/**
 * New content of one's own (a save, a new pin, a board, its image and topics): inserted alone,
 * it changes no recommending grid of its author that the plan and hydration do not cover.
 */
const OWN_CONTENT_TABLES = new Set(['pins', 'boards', 'images', 'pin_interests', 'uploads']);
/** Relations between two people: an insert changes what the other one sees too. */
const MUTUAL_TABLES = new Set(['user_blocks']);
const UNKNOWN = '*';

export interface ReadInvalidation {
  /** Base presentations of pins and board references: dropped whole. */
  presentations: boolean;
  /** Session → viewer lookups: dropped whole. */
  sessions: boolean;
  /** Every signed-in person's plan and skeletons. */
  everyone: boolean;
  /** The signed-out skeletons (shared by every visitor, so cheap to recompute). */
  signedOut: boolean;
  /** The one person whose own write this was (their plan and skeletons). */
  viewer: string | null;
  /** Whether `viewer`'s recommending grids (home, related, …) go too, or only plan and lists. */
  viewerGrids: boolean;
}

const some = (tables: ReadonlySet<string>, of: ReadonlySet<string>) => {
  for (const t of tables) if (of.has(t) || t === UNKNOWN) return true;
  return false;
};

export function readInvalidation(
  tables: ReadonlySet<string>,
  rewritten: ReadonlySet<string>,
  actor: string | null,
): ReadInvalidation {
  const shared = [...tables].filter((t) => !PRIVATE_TABLES.has(t) && t !== 'sessions');
  const sharedRewrites = [...rewritten].filter(
    (t) => !PRIVATE_TABLES.has(t) && !PERSONAL_TABLES.has(t) && !UNCACHED_SHOWN_TABLES.has(t),
  );
  const touchesFeeds = shared.some((t) => !UNCACHED_SHOWN_TABLES.has(t));
  return {
    presentations:
      some(rewritten, PRESENTED_TABLES) || some(tables, COUNTED_TABLES) || tables.has(UNKNOWN),
    sessions: some(rewritten, SESSION_TABLES) || tables.has(UNKNOWN),
    everyone:
      touchesFeeds && (actor === null || sharedRewrites.length > 0 || some(tables, MUTUAL_TABLES)),
    signedOut: shared.length > 0,
    viewer: touchesFeeds ? actor : null,
    viewerGrids:
      touchesFeeds &&
      actor !== null &&
      !(
        rewritten.size === 0 &&
        !tables.has(UNKNOWN) &&
        [...tables].every((t) => OWN_CONTENT_TABLES.has(t))
      ),
  };
}
