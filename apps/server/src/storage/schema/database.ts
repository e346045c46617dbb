import type { BoardCollaboratorsTable } from './board-collaborators';
import type { BoardSectionsTable } from './board-sections';
import type { BoardsTable } from './boards';
import type { ClientEventsTable } from './client-events';
import type { ExperienceStatesTable, ExperiencesTable } from './experiences';
import type { BoardFollowsTable, UserFollowsTable } from './follows';
import type { ImagesTable } from './images';
import type { InterestFollowsTable } from './interest-follows';
import type { InterestsTable } from './interests';
import type {
  ClickthroughsTable,
  LinkAppealsTable,
  LinkRulesTable,
  OperatorActionsTable,
} from './link-rules';
import type { PinFeedbackTable } from './pin-feedback';
import type { PinHidesTable } from './pin-hides';
import type { PinInterestsTable } from './pin-interests';
import type { PinReactionsTable } from './pin-reactions';
import type { NewsReadsTable } from './news-reads';
import type { EmailNotificationsTable, NewsMailsTable } from './email-notifications';
import type {
  ConversationMembersTable,
  ConversationMessagesTable,
  ConversationsTable,
} from './conversations';
import type { InviteCodesTable } from './invite-codes';
import type { PinCommentReportsTable, PinCommentsTable } from './pin-comments';
import type { PinsTable } from './pins';
import type { ContentViolationsTable, ReportReceiptsTable } from './report-receipts';
import type { SearchHidesTable } from './search-hides';
import type { SessionsTable } from './sessions';
import type { EmailVerificationsTable, PasswordResetsTable } from './password-resets';
import type { UserOnboardingTable } from './user-onboarding';
import type { UploadsTable } from './uploads';
import type { UserBlocksTable } from './user-blocks';
import type { UserSettingsTable } from './user-settings';
import type { UserStatesTable } from './user-states';
import type { UserSignInsTable, UsersTable } from './users';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  user_onboarding: UserOnboardingTable;
  boards: BoardsTable;
  board_sections: BoardSectionsTable;
  board_collaborators: BoardCollaboratorsTable;
  images: ImagesTable;
  pins: PinsTable;
  user_follows: UserFollowsTable;
  board_follows: BoardFollowsTable;
  user_blocks: UserBlocksTable;
  user_states: UserStatesTable;
  user_settings: UserSettingsTable;
  uploads: UploadsTable;
  interests: InterestsTable;
  pin_interests: PinInterestsTable;
  interest_follows: InterestFollowsTable;
  pin_hides: PinHidesTable;
  pin_feedback: PinFeedbackTable;
  search_hides: SearchHidesTable;
  pin_reactions: PinReactionsTable;
  pin_comments: PinCommentsTable;
  pin_comment_reports: PinCommentReportsTable;
  report_receipts: ReportReceiptsTable;
  content_violations: ContentViolationsTable;
  news_reads: NewsReadsTable;
  email_notifications: EmailNotificationsTable;
  news_mails: NewsMailsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  conversation_messages: ConversationMessagesTable;
  invite_codes: InviteCodesTable;
  link_rules: LinkRulesTable;
  link_appeals: LinkAppealsTable;
  clickthroughs: ClickthroughsTable;
  operator_actions: OperatorActionsTable;
  client_events: ClientEventsTable;
  experiences: ExperiencesTable;
  experience_states: ExperienceStatesTable;
  user_sign_ins: UserSignInsTable;
}
