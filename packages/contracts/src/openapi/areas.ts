// How the reference groups the API: areas in reading order, and what each resource is for.
import type { ResourceName } from '../resources';

export const API_AREAS = [
  { id: 'sessions', title: 'Sessions and users' },
  { id: 'pins', title: 'Pins and saving' },
  { id: 'boards', title: 'Boards and sections' },
  { id: 'social', title: 'Follows, collaboration and blocking' },
  { id: 'uploads', title: 'Uploads and link previews' },
  { id: 'search', title: 'Search' },
  { id: 'discovery', title: 'Discovery and feedback' },
  { id: 'links', title: 'Outbound links and the operator console' },
  { id: 'events', title: 'Client event log' },
  { id: 'experiences', title: 'Experiences' },
  { id: 'service', title: 'Media, health and this reference' },
] as const;

export type ApiAreaId = (typeof API_AREAS)[number]['id'];

export const RESOURCE_GUIDE: { [N in ResourceName]: { area: ApiAreaId; about: string } } = {
  UserRegisterResource: { area: 'sessions', about: 'Creates an account and signs it in.' },
  UserSessionResource: {
    area: 'sessions',
    about: 'Signs in (create, rotating the session) or out (delete).',
  },
  UserResource: {
    area: 'sessions',
    about: 'The signed-in viewer with `{}` (null signed out), or a user by user_id or username.',
  },
  UserStateResource: {
    area: 'sessions',
    about: "The viewer's small named states (a closed list), e.g. QUICK_SAVES_BOARD_ID.",
  },
  UserFollowersResource: {
    area: 'social',
    about:
      "A person's followers, newest follow first, 50 a page: people in a block with the " +
      'viewer and suspended accounts are left out, as in the counts.',
  },
  UserFollowingResource: {
    area: 'social',
    about: 'The people a person follows, newest follow first, 50 a page (as the followers).',
  },
  PasswordResetResource: {
    area: 'sessions',
    about:
      'create {username_or_email}: mails a reset link (the same answer whether the account exists); ' +
      'get {username, token}: whether the link still works; update {username, token, password}: ' +
      'sets the password, ends every session and signs in here.',
  },
  EmailVerificationResource: {
    area: 'sessions',
    about:
      'get {}: the signed-in person’s address and whether it is verified; create {}: mails the link again (3 an hour). The link is GET /email/verify/?t=….',
  },
  UserOnboardingResource: {
    area: 'sessions',
    about:
      'get {}: the signed-in person’s onboarding (steps, where it resumes, answers); update {step, skip?, gender?, use_cases?}: answers or skips a step.',
  },
  UserPasswordResource: {
    area: 'sessions',
    about:
      'update {current_password, new_password}: the signed-in person changes the password; every other session ends.',
  },
  UserSecurePanicResource: {
    area: 'sessions',
    about:
      'create {}: for a person who thinks their account is used by someone else: ends every ' +
      'session, this one too, and mails a reset link.',
  },
  MailOutboxResource: {
    area: 'sessions',
    about:
      'Operators only: the mail (reset links and notices) kept in the data folder while SMTP_URL is not set, newest 100 first.',
  },
  UserSessionsResource: {
    area: 'sessions',
    about:
      "get: the signed-in person's live sessions (browser, system, when), this one marked; " +
      'delete {scope}: signs out every other session, or every one.',
  },
  CookieConsentResource: {
    area: 'sessions',
    about:
      "get: the cookie choice that counts for this browser; update: the banner's answer, " +
      'signed in (kept on the account) or out (kept in the cb_consent cookie).',
  },
  UserSettingsResource: {
    area: 'sessions',
    about: "The viewer's cookie choices, surface tag, dark mode and save behaviour.",
  },
  PinResource: {
    area: 'pins',
    about: 'A pin: read it, create one (upload, image URL or data string), edit or delete it.',
  },
  RepinResource: {
    area: 'pins',
    about: "Saves a pin to a board (no board: the viewer's quick-saves board).",
  },
  PinCommentsResource: {
    area: 'pins',
    about: "A pin's comments, newest first, or the replies under one, oldest first.",
  },
  PinCommentResource: {
    area: 'pins',
    about: "Comments on a pin or replies to a comment; its author or the pin's pinner deletes it.",
  },
  PinCommentReportResource: {
    area: 'pins',
    about: 'Reports a comment to the operators; it is hidden from its reporter.',
  },
  NewsHubResource: {
    area: 'social',
    about: "The viewer's news, newest first: follows, saves of their pins, comments, invitations.",
  },
  UserProfileResource: {
    area: 'sessions',
    about: "The viewer's public profile: first and last name, About, username.",
  },
  UserAccountResource: {
    area: 'sessions',
    about: "Deletes the viewer's account and everything of it, asked with its password.",
  },
  ConversationsResource: {
    area: 'social',
    about: "The viewer's conversations, the latest message first.",
  },
  ConversationResource: {
    area: 'social',
    about: 'A conversation with one person: read it, write to a person (with a pin), mark it read.',
  },
  ConversationMessagesResource: {
    area: 'social',
    about:
      "A conversation's messages, newest first; create sends one, delete takes back one's own.",
  },
  InviteCodeMetadataResource: {
    area: 'social',
    about: 'Who shared a pin, by the invite code of its link (signed out too).',
  },
  InviteCodeResource: {
    area: 'social',
    about: "The viewer's invite code for sharing a pin by copy link or share sheet.",
  },
  NewsHubBadgeResource: {
    area: 'social',
    about: 'How many news items are unread; update marks them all read.',
  },
  EmailNotificationsResource: {
    area: 'sessions',
    about: "Which news is mailed: the viewer's, or by a mail's token signed out.",
  },
  PinReactionResource: {
    area: 'pins',
    about: 'Reacts to a pin (one reaction per person; another type replaces it) or takes it back.',
  },
  UserHomefeedResource: { area: 'pins', about: "The viewer's home feed, page by page." },
  UserPinsResource: { area: 'pins', about: 'The pins a user created, newest first.' },
  UserSavedResource: { area: 'pins', about: 'Everything a user saved, newest first.' },
  DevCardsResource: {
    area: 'pins',
    about: 'Demo and development mode only: a real pin for every card variant.',
  },
  BoardResource: {
    area: 'boards',
    about: 'A board by id or by username and slug; create, update or delete one.',
  },
  BoardsResource: { area: 'boards', about: "A user's boards, in the order asked for." },
  BoardFeedResource: { area: 'boards', about: "A board's pins, or one section's." },
  BoardSectionResource: { area: 'boards', about: "A board's sections: create, rename, delete." },
  BoardOrderResource: { area: 'boards', about: "Moves a board in the owner's custom order." },
  BulkEditResource: {
    area: 'boards',
    about: 'Deletes up to 250 pins of one board (or section), all or nothing.',
  },
  UserFollowResource: { area: 'social', about: 'Follows or unfollows a user.' },
  UserBlockResource: { area: 'social', about: 'Blocks or unblocks a user.' },
  BoardInviteResource: {
    area: 'social',
    about: 'Invites someone to collaborate; the invitee accepts; delete denies or cancels.',
  },
  BoardInvitesResource: { area: 'social', about: "The viewer's open invitations, newest first." },
  BoardCollaboratorResource: {
    area: 'social',
    about: 'Removes a collaborator or invitation (owner), or leaves a board (collaborator).',
  },
  BoardCollaboratorsResource: {
    area: 'social',
    about: "A board's collaborators, and its open invitations for its members.",
  },
  VIPResource: {
    area: 'uploads',
    about: 'Registers an upload (create) and reports where uploads stand (get).',
  },
  LinkPreviewResource: {
    area: 'uploads',
    about: 'Reads a pasted URL: an image, or a page with its images and metadata.',
  },
  BaseSearchResource: {
    area: 'search',
    about: 'Search results of one scope: pins, boards or people.',
  },
  SearchTypeaheadResource: {
    area: 'search',
    about: 'Suggestions for what is typed so far: queries, boards and people.',
  },
  RelatedPinFeedResource: {
    area: 'discovery',
    about: 'Pins related to a pin ("More to explore").',
  },
  BoardMoreIdeasFeedResource: { area: 'discovery', about: 'A board\'s "More ideas" tab.' },
  TopicResource: { area: 'discovery', about: 'An interest (a topic or category) for its page.' },
  TopicFeedResource: { area: 'discovery', about: "The grid of an interest's page." },
  InterestsResource: { area: 'discovery', about: 'The interests of a hub, page by page.' },
  InterestFollowResource: { area: 'discovery', about: 'Follows or unfollows an interest.' },
  TodayArticlesResource: { area: 'discovery', about: "Today's articles, or one of them." },
  PinFeedbackResource: {
    area: 'discovery',
    about: "Reports a pin, or says it is not relevant; it leaves the viewer's feeds.",
  },
  HomefeedTunerResource: {
    area: 'discovery',
    about: "What shapes the viewer's home feed (the /edit/ page).",
  },
  LinkAppealResource: {
    area: 'links',
    about:
      '"Report a mistake": the viewer files an appeal against a blocked link, and reads theirs.',
  },
  UserReportsResource: {
    area: 'links',
    about: 'The pins and comments the viewer reported, newest first, and where each stands.',
  },
  UserViolationsResource: {
    area: 'links',
    about: "What operators removed from the viewer's pins and comments, and a suspension.",
  },
  LinkRuleResource: {
    area: 'links',
    about:
      "Operators only: the link block list's own rules (add, edit, remove) and imported lists.",
  },
  LinkVerdictResource: {
    area: 'links',
    about: "Operators only: a URL's verdict with the rule that decided it.",
  },
  LinkAppealQueueResource: {
    area: 'links',
    about: 'Operators only: the appeals, oldest first; uphold or lift one, with a note.',
  },
  CommentReportQueueResource: {
    area: 'links',
    about: 'Operators only: reported comments, grouped and counted; remove or dismiss.',
  },
  PinReportQueueResource: {
    area: 'links',
    about: 'Operators only: reported pins, grouped and counted; remove, dismiss or suspend.',
  },
  ClientEventCountsResource: {
    area: 'events',
    about: 'Operators only: the client events stored in the last 1, 7 or 30 days, by type.',
  },
  UserExperiencePlatformResource: {
    area: 'experiences',
    about: 'Every experience chosen for the viewer on a page (extra_context.page), by placement.',
  },
  UserExperienceResource: {
    area: 'experiences',
    about:
      'get: the experience chosen at each of placement_ids; delete: dismisses one ' +
      '(placement:experience), once.',
  },
  UserExperienceViewedResource: {
    area: 'experiences',
    about: 'Reports an experience shown: viewed is recorded once, every showing is counted.',
  },
  UserExperienceCompletedResource: {
    area: 'experiences',
    about: 'Reports an experience completed, once.',
  },
  ExperienceAdminResource: {
    area: 'experiences',
    about: 'Operators only: write, schedule, target, cap, pause and remove experiences.',
  },
  ExperienceStatsResource: {
    area: 'experiences',
    about: 'Operators only: views, completions, dismissals and clicks of one experience by day.',
  },
  OperatorAuditResource: {
    area: 'links',
    about: 'Operators only: every operator action, newest first.',
  },
};
