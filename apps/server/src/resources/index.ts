// Every resource the server answers, by name and action (docs/API.md §3).
import { UserRegisterResource } from './auth/user-register-resource';
import { UserSessionResource } from './auth/user-session-resource';
import { UserSessionsResource } from './auth/user-sessions-resource';
import {
  PasswordResetResource,
  UserPasswordResource,
  UserSecurePanicResource,
} from './auth/password-reset-resource';
import { EmailVerificationResource } from './auth/email-check-resource';
import { MailOutboxResource } from './moderation/mail-outbox-resource';
import { UserOnboardingResource } from './users/user-onboarding-resource';
import { UserAccountResource, UserProfileResource } from './users/user-account-resources';
import { BoardFeedResource } from './boards/board-feed-resource';
import { BoardResource } from './boards/board-resource';
import { BoardSectionResource } from './boards/board-section-resource';
import { BoardsResource } from './boards/boards-resource';
import { BoardOrderResource } from './boards/board-order-resource';
import { BulkEditResource } from './boards/bulk-edit-resource';
import type { ResourceTable } from './define';
import { DevCardsResource } from './dev/dev-cards-resource';
import { HomefeedTunerResource } from './discovery/homefeed-tuner-resource';
import { PinFeedbackResource } from './discovery/pin-feedback-resource';
import {
  BoardMoreIdeasFeedResource,
  RelatedPinFeedResource,
} from './discovery/related-feed-resources';
import { TodayArticlesResource } from './discovery/today-articles-resource';
import {
  InterestFollowResource,
  InterestsResource,
  TopicFeedResource,
  TopicResource,
} from './discovery/topic-resources';
import {
  ExperienceAdminResource,
  ExperienceStatsResource,
} from './experiences/experience-admin-resources';
import {
  UserExperienceCompletedResource,
  UserExperiencePlatformResource,
  UserExperienceResource,
  UserExperienceViewedResource,
} from './experiences/user-experience-resources';
import { UserHomefeedResource } from './feeds/homefeed-resource';
import { UserPinsResource, UserSavedResource } from './feeds/user-pins-resources';
import { ClientEventCountsResource } from './moderation/client-event-counts-resource';
import { LinkAppealResource } from './moderation/link-appeal-resource';
import { UserReportsResource, UserViolationsResource } from './moderation/own-reports-resources';
import { LinkRuleResource, LinkVerdictResource } from './moderation/link-rule-resources';
import {
  LinkAppealQueueResource,
  OperatorAuditResource,
  PinReportQueueResource,
} from './moderation/queue-resources';
import { LinkPreviewResource } from './pins/link-preview-resource';
import {
  CommentReportQueueResource,
  PinCommentReportResource,
  PinCommentResource,
  PinCommentsResource,
} from './pins/pin-comment-resources';
import { PinReactionResource } from './pins/pin-reaction-resource';
import { NewsHubBadgeResource, NewsHubResource } from './social/news-hub-resources';
import { EmailNotificationsResource } from './users/email-notifications-resource';
import {
  ConversationMessagesResource,
  ConversationResource,
  ConversationsResource,
} from './social/conversation-resources';
import { InviteCodeMetadataResource, InviteCodeResource } from './social/invite-code-resources';
import { PinResource } from './pins/pin-resource';
import { VIPResource } from './pins/vip-resource';
import { RepinResource } from './pins/repin-resource';
import { BaseSearchResource } from './search/base-search-resource';
import { SearchTypeaheadResource } from './search/search-typeahead-resource';
import {
  BoardCollaboratorResource,
  BoardCollaboratorsResource,
} from './social/board-collaborator-resource';
import { BoardInviteResource, BoardInvitesResource } from './social/board-invite-resource';
import { UserBlockResource } from './social/user-block-resource';
import { UserFollowersResource, UserFollowingResource } from './social/follow-list-resources';
import { UserFollowResource } from './social/user-follow-resource';
import { UserResource } from './users/user-resource';
import { CookieConsentResource } from './users/cookie-consent-resource';
import { UserSettingsResource } from './users/user-settings-resource';
import { UserStateResource } from './users/user-state-resource';

export const RESOURCES: ResourceTable = {
  UserRegisterResource,
  UserSessionResource,
  UserResource,
  PinResource,
  VIPResource,
  LinkPreviewResource,
  BoardResource,
  BoardFeedResource,
  BoardsResource,
  UserHomefeedResource,
  UserPinsResource,
  UserSavedResource,
  BaseSearchResource,
  SearchTypeaheadResource,
  DevCardsResource,
  RepinResource,
  PinReactionResource,
  PinCommentsResource,
  PinCommentResource,
  PinCommentReportResource,
  CommentReportQueueResource,
  NewsHubResource,
  NewsHubBadgeResource,
  EmailNotificationsResource,
  ConversationsResource,
  ConversationResource,
  ConversationMessagesResource,
  InviteCodeMetadataResource,
  InviteCodeResource,
  UserProfileResource,
  UserAccountResource,
  BoardSectionResource,
  BoardOrderResource,
  BulkEditResource,
  UserStateResource,
  UserSettingsResource,
  CookieConsentResource,
  UserSessionsResource,
  PasswordResetResource,
  UserSecurePanicResource,
  UserPasswordResource,
  UserOnboardingResource,
  EmailVerificationResource,
  MailOutboxResource,
  UserFollowResource,
  UserFollowersResource,
  UserFollowingResource,
  UserBlockResource,
  BoardInviteResource,
  BoardInvitesResource,
  BoardCollaboratorResource,
  BoardCollaboratorsResource,
  RelatedPinFeedResource,
  BoardMoreIdeasFeedResource,
  TopicResource,
  TopicFeedResource,
  InterestsResource,
  InterestFollowResource,
  TodayArticlesResource,
  PinFeedbackResource,
  HomefeedTunerResource,
  LinkAppealResource,
  UserReportsResource,
  UserViolationsResource,
  LinkRuleResource,
  LinkVerdictResource,
  LinkAppealQueueResource,
  PinReportQueueResource,
  OperatorAuditResource,
  ClientEventCountsResource,
  UserExperiencePlatformResource,
  UserExperienceResource,
  UserExperienceViewedResource,
  UserExperienceCompletedResource,
  ExperienceAdminResource,
  ExperienceStatsResource,
};
