// What each resource action answers in `resource_response.data`, and whether it is a list page
// (then the envelope carries a `bookmark`). The one source of the answer types (ResourceData),
// the OpenAPI document and the API tests' check of every success answer.
import { z } from 'zod';
import { GRID_ITEM_FIELD_SET } from '@corkboard/domain';
import { LinkPreviewSchema, UploadStatusesSchema, UploadTicketSchema } from './creating-wire';
import {
  HomefeedTunerSchema,
  InterestSchema,
  PinFeedbackResultSchema,
  TodayArticleSchema,
} from './discovery-wire';
import { CookieConsentSchema } from './consent-schemas';
import { ClientEventCountsSchema } from './events-schemas';
import { ContentViolationSchema, OwnReportSchema } from './own-reports-schemas';
import { SessionListSchema, SessionsEndedSchema } from './sessions-schemas';
import {
  EmailCheckSchema,
  MailOutboxSchema,
  ResetLinkSchema,
  ResetMailSchema,
  SecuredAccountSchema,
} from './password-reset-schemas';
import { OnboardingSchema } from './onboarding-schemas';
import {
  CommentReportDecisionSchema,
  CommentReportedSchema,
  CommentReportSchema,
  PinCommentSchema,
} from './comments-schemas';
import { NewsBadgeSchema, NewsItemSchema } from './news-schemas';
import { EmailNotificationsSchema } from './email-notifications-schemas';
import { ConversationSchema, MessageSchema } from './conversations-schemas';
import { InviteMetadataSchema } from './invites-schemas';
import {
  ExperienceAdminListSchema,
  ExperienceDefinitionSchema,
  ExperienceLifecycleSchema,
  ExperiencesByPlacementSchema,
  ExperienceStatsSchema,
} from './experiences-schemas';
import { GridPinSchema } from './grid-pin-wire';
import {
  LinkAppealReviewSchema,
  LinkAppealSchema,
  LinkRuleSchema,
  LinkRulesSchema,
  LinkVerdictSchema,
  OperatorActionSchema,
  PinReportDecisionSchema,
  PinReportSchema,
} from './moderation-schemas';
import { PinCloseupSchema, PinReactionResultSchema, PinSchema } from './pin-wire';
import type { ResourceAction, ResourceName } from './resources';
import { SearchTypeaheadSchema, SearchUserSchema } from './search-wire';
import {
  BoardCollaboratorSchema,
  BoardInviteSchema,
  BoardSchema,
  BoardSectionSchema,
  BulkEditResultSchema,
  MeSchema,
  RepinResultSchema,
  UserBlockStateSchema,
  UserSchema,
  UserStateSchema,
} from './wire';

export interface AnswerContract<D extends z.ZodType = z.ZodType> {
  /** The schema of `resource_response.data`. */
  data: D;
  /** A list page: the envelope carries the next `bookmark` (or `-end-`). */
  paged: boolean;
  /** The data answered instead when the options ask this `field_set_key`. */
  fieldSets?: Readonly<Record<string, z.ZodType>>;
}

const one = <D extends z.ZodType>(data: D) => ({ data, paged: false });
const page = <D extends z.ZodType>(item: D) => ({ data: z.array(item), paged: true });
const nothing = one(z.null());
/** A page of pins; asked `field_set_key: "grid_item"`, of grid items (grid-pin-wire.ts). */
const pinPage = {
  ...page(PinSchema),
  fieldSets: { [GRID_ITEM_FIELD_SET]: z.array(GridPinSchema) },
};

export const resourceAnswers = {
  UserRegisterResource: { create: one(MeSchema) },
  UserSessionResource: { create: one(MeSchema), delete: nothing },
  UserResource: {
    get: one(
      z
        .union([MeSchema, UserSchema, z.null()])
        .describe('`{}`: the viewer (null signed out); a user_id or username: that user.'),
    ),
  },
  PinResource: {
    get: one(PinCloseupSchema),
    create: one(PinSchema),
    update: one(PinSchema),
    delete: nothing,
  },
  VIPResource: { create: one(UploadTicketSchema), get: one(UploadStatusesSchema) },
  LinkPreviewResource: { get: one(LinkPreviewSchema) },
  BoardResource: {
    get: one(BoardSchema),
    create: one(BoardSchema),
    update: one(BoardSchema),
    delete: nothing,
  },
  BoardFeedResource: { get: pinPage },
  BoardsResource: { get: page(BoardSchema) },
  UserHomefeedResource: { get: pinPage },
  UserPinsResource: { get: pinPage },
  UserSavedResource: { get: pinPage },
  BaseSearchResource: {
    get: {
      data: z
        .union([z.array(PinSchema), z.array(BoardSchema), z.array(SearchUserSchema)])
        .describe('Pins, boards or people, as the scope says.'),
      paged: true,
      fieldSets: {
        [GRID_ITEM_FIELD_SET]: z
          .union([z.array(GridPinSchema), z.array(BoardSchema), z.array(SearchUserSchema)])
          .describe('Grid items in the pin scopes; boards or people as without it.'),
      },
    },
  },
  SearchTypeaheadResource: { get: one(SearchTypeaheadSchema) },
  DevCardsResource: {
    get: one(z.array(z.strictObject({ key: z.string(), pin: PinSchema }))),
  },
  RepinResource: { create: one(RepinResultSchema) },
  PinReactionResource: {
    create: one(PinReactionResultSchema),
    delete: one(PinReactionResultSchema),
  },
  BoardSectionResource: {
    create: one(BoardSectionSchema),
    update: one(BoardSectionSchema),
    delete: nothing,
  },
  BoardOrderResource: { update: nothing },
  BulkEditResource: { delete: one(BulkEditResultSchema) },
  UserStateResource: { create: one(UserStateSchema), get: one(UserStateSchema) },
  UserSettingsResource: { update: one(MeSchema) },
  UserFollowResource: { create: one(UserSchema), delete: one(UserSchema) },
  UserBlockResource: { create: one(UserBlockStateSchema), delete: one(UserBlockStateSchema) },
  BoardInviteResource: {
    create: one(BoardInviteSchema),
    update: one(BoardInviteSchema),
    delete: nothing,
  },
  BoardInvitesResource: { get: page(BoardInviteSchema) },
  BoardCollaboratorResource: { delete: nothing },
  BoardCollaboratorsResource: { get: one(z.array(BoardCollaboratorSchema)) },
  RelatedPinFeedResource: { get: pinPage },
  BoardMoreIdeasFeedResource: { get: pinPage },
  TopicResource: { get: one(InterestSchema) },
  TopicFeedResource: { get: pinPage },
  InterestsResource: { get: page(InterestSchema) },
  InterestFollowResource: { create: one(InterestSchema), delete: one(InterestSchema) },
  TodayArticlesResource: { get: one(z.array(TodayArticleSchema)) },
  PinFeedbackResource: { update: one(PinFeedbackResultSchema) },
  HomefeedTunerResource: { get: one(HomefeedTunerSchema) },
  LinkAppealResource: { get: one(z.array(LinkAppealSchema)), create: one(LinkAppealSchema) },
  UserReportsResource: { get: page(OwnReportSchema) },
  UserViolationsResource: { get: page(ContentViolationSchema) },
  LinkRuleResource: {
    get: one(LinkRulesSchema),
    create: one(LinkRuleSchema),
    update: one(LinkRuleSchema),
    delete: nothing,
  },
  LinkVerdictResource: { get: one(LinkVerdictSchema) },
  LinkAppealQueueResource: {
    get: page(LinkAppealReviewSchema),
    update: one(LinkAppealReviewSchema),
  },
  PinReportQueueResource: { get: page(PinReportSchema), update: one(PinReportDecisionSchema) },
  OperatorAuditResource: { get: page(OperatorActionSchema) },
  ClientEventCountsResource: { get: one(ClientEventCountsSchema) },
  UserExperiencePlatformResource: { get: one(ExperiencesByPlacementSchema) },
  UserExperienceResource: {
    get: one(ExperiencesByPlacementSchema),
    delete: one(ExperienceLifecycleSchema),
  },
  UserExperienceViewedResource: { update: one(ExperienceLifecycleSchema) },
  UserExperienceCompletedResource: { update: one(ExperienceLifecycleSchema) },
  ExperienceAdminResource: {
    get: one(ExperienceAdminListSchema),
    create: one(ExperienceDefinitionSchema),
    update: one(ExperienceDefinitionSchema),
    delete: nothing,
  },
  ExperienceStatsResource: { get: one(ExperienceStatsSchema) },
  UserFollowersResource: { get: page(SearchUserSchema) },
  UserFollowingResource: { get: page(SearchUserSchema) },
  CookieConsentResource: { get: one(CookieConsentSchema), update: one(CookieConsentSchema) },
  UserSessionsResource: { get: one(SessionListSchema), delete: one(SessionsEndedSchema) },
  PasswordResetResource: {
    get: one(ResetLinkSchema),
    create: one(ResetMailSchema),
    update: one(MeSchema),
  },
  UserSecurePanicResource: { create: one(SecuredAccountSchema) },
  UserPasswordResource: { update: one(SessionsEndedSchema) },
  MailOutboxResource: { get: one(MailOutboxSchema) },
  EmailVerificationResource: { get: one(EmailCheckSchema), create: one(ResetMailSchema) },
  UserOnboardingResource: { get: one(OnboardingSchema), update: one(OnboardingSchema) },
  PinCommentsResource: { get: page(PinCommentSchema) },
  PinCommentResource: { create: one(PinCommentSchema), delete: nothing },
  PinCommentReportResource: { create: one(CommentReportedSchema) },
  CommentReportQueueResource: {
    get: page(CommentReportSchema),
    update: one(CommentReportDecisionSchema),
  },
  NewsHubResource: { get: page(NewsItemSchema) },
  NewsHubBadgeResource: { get: one(NewsBadgeSchema), update: one(NewsBadgeSchema) },
  EmailNotificationsResource: {
    get: one(EmailNotificationsSchema),
    update: one(EmailNotificationsSchema),
  },
  ConversationsResource: { get: page(ConversationSchema) },
  ConversationResource: {
    get: one(ConversationSchema),
    create: one(ConversationSchema),
    update: one(ConversationSchema),
  },
  ConversationMessagesResource: {
    get: page(MessageSchema),
    create: one(MessageSchema),
    delete: nothing,
  },
  InviteCodeMetadataResource: { get: one(InviteMetadataSchema) },
  InviteCodeResource: { create: one(InviteMetadataSchema) },
  UserProfileResource: { update: one(MeSchema) },
  UserAccountResource: { delete: nothing },
} satisfies { [N in ResourceName]: { [A in ResourceAction<N>]: AnswerContract } };

type Answers = typeof resourceAnswers;

/** What `resource_response.data` holds for each resource action. */
export type ResourceData = {
  [N in ResourceName]: {
    [A in ResourceAction<N>]: A extends keyof Answers[N]
      ? Answers[N][A] extends AnswerContract<infer D>
        ? z.output<D>
        : never
      : never;
  };
};

/** The answer of one resource action. */
export type ResourceAnswer<
  N extends ResourceName,
  A extends ResourceAction<N>,
> = ResourceData[N][A];
