// Options of every resource action the server answers (docs/API.md §3). Unknown fields are refused
// (strict objects), so a typo in a field name is an `invalid_parameters` naming it.
import { z } from 'zod';
import {
  BLOCK_CONTEXT_MAX,
  BLOCK_SOURCE_MAX,
  BOARD_NAME_MAX,
  BOARD_PIN_DESCRIPTION_MAX,
  EMAIL_MAX,
  FIRST_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
} from '@corkboard/domain';
import { id, paging, tracking } from './common';
import { creatingSchemas } from './creating-schemas';
import { discoverySchemas } from './discovery-schemas';
import { consentSchemas } from './consent-schemas';
import { clientEventSchemas } from './events-schemas';
import { experienceSchemas } from './experiences-schemas';
import { moderationSchemas } from './moderation-schemas';
import { ownReportsSchemas } from './own-reports-schemas';
import { savingSchemas } from './saving-schemas';
import { searchSchemas } from './search-schemas';
import { sessionSchemas } from './sessions-schemas';
import { passwordResetSchemas } from './password-reset-schemas';
import { onboardingSchemas } from './onboarding-schemas';
import { commentSchemas } from './comments-schemas';
import { newsSchemas } from './news-schemas';
import { emailNotificationSchemas } from './email-notifications-schemas';
import { conversationSchemas } from './conversations-schemas';
import { inviteSchemas } from './invites-schemas';
import { accountSchemas } from './account-schemas';

const username = z.string().min(1).max(USERNAME_MAX);

export const resourceSchemas = {
  UserRegisterResource: {
    create: z.strictObject({
      email: z.email().max(EMAIL_MAX),
      password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
      first_name: z.string().trim().min(1).max(FIRST_NAME_MAX),
      username: z.string().min(3).max(USERNAME_MAX).optional(),
    }),
  },
  UserSessionResource: {
    create: z.strictObject({
      username_or_email: z.string().min(1).max(EMAIL_MAX),
      password: z.string().min(1).max(PASSWORD_MAX),
    }),
    delete: z.strictObject({}),
  },
  UserResource: {
    get: z.strictObject({
      user_id: id.optional(),
      username: username.optional(),
      ...tracking,
    }),
  },
  PinResource: {
    get: z.strictObject({ id, ...tracking }),
    ...savingSchemas.PinResource,
    ...creatingSchemas.PinResource,
  },
  VIPResource: creatingSchemas.VIPResource,
  LinkPreviewResource: creatingSchemas.LinkPreviewResource,
  BoardResource: {
    get: z.union([
      z.strictObject({ board_id: id, ...tracking }),
      z.strictObject({ username, slug: z.string().min(1).max(200), ...tracking }),
    ]),
    ...savingSchemas.BoardResource,
  },
  BoardFeedResource: {
    get: z.strictObject({ board_id: id, section_id: id.optional(), ...paging, ...tracking }),
  },
  BoardsResource: {
    get: z.strictObject({
      username,
      board_order: z
        .enum([
          'alphabetical',
          'last_pinned_to',
          'oldest',
          'newest',
          'group_boards_at_top',
          'custom',
        ])
        .optional(),
      privacy_filter: z
        .enum(['NONE', 'GROUP', 'SECRET', 'ARCHIVED', 'all', 'public', 'secret'])
        .optional(),
      filter_stories: z.boolean().optional(),
      include_archived: z.boolean().optional(),
      ...paging,
      ...tracking,
    }),
  },
  UserHomefeedResource: {
    get: z.strictObject({ ...paging, ...tracking }),
  },
  UserPinsResource: {
    get: z.strictObject({ username, ...paging, ...tracking }),
  },
  UserSavedResource: {
    get: z.strictObject({ username, ...paging, ...tracking }),
  },
  /** A person's followers, newest follow first (FOLLOWERS_PAGE_SIZE a page by default). */
  UserFollowersResource: {
    get: z.strictObject({ username, ...paging, ...tracking }),
  },
  /** The people a person follows, newest follow first. */
  UserFollowingResource: {
    get: z.strictObject({ username, ...paging, ...tracking }),
  },
  // --- Search (docs/API.md §3 "Discovery and feedback"; search-schemas.ts).
  BaseSearchResource: searchSchemas.BaseSearchResource,
  SearchTypeaheadResource: searchSchemas.SearchTypeaheadResource,
  // --- Saving and board management (docs/API.md §3 "Pins and saving"; saving-schemas.ts).
  RepinResource: savingSchemas.RepinResource,
  PinReactionResource: savingSchemas.PinReactionResource,
  BoardSectionResource: savingSchemas.BoardSectionResource,
  BoardOrderResource: savingSchemas.BoardOrderResource,
  BulkEditResource: savingSchemas.BulkEditResource,
  UserStateResource: savingSchemas.UserStateResource,
  UserSettingsResource: savingSchemas.UserSettingsResource,
  /** Demo and development mode only: real pins for every card variant (the /_/cards page). */
  DevCardsResource: {
    get: z.strictObject({}),
  },
  // --- Follows, collaborators and blocks (spec 002 §3, §4, §7: reqs 002-3.05, 002-4.03 to
  // 002-4.06, 002-7.06, 002-7.07, 002-7.12, 002-7.13; 000-7.09, 000-7.13).
  UserFollowResource: {
    create: z.strictObject({ user_id: id, ...tracking }),
    delete: z.strictObject({ user_id: id, ...tracking }),
  },
  UserBlockResource: {
    create: z.strictObject({
      blocked_user_id: id,
      block_source: z.string().max(BLOCK_SOURCE_MAX).optional(),
      block_context: z.string().max(BLOCK_CONTEXT_MAX).optional(),
      ...tracking,
    }),
    delete: z.strictObject({ blocked_user_id: id, ...tracking }),
  },
  BoardInviteResource: {
    create: z.strictObject({ board_id: id, invited_user_id: id, ...tracking }),
    /** Only the invitee answers, and only with "accepted" (denying deletes the invite). */
    update: z.strictObject({ board_id: id, status: z.literal('accepted'), ...tracking }),
    delete: z.strictObject({ board_id: id, invited_user_id: id, ...tracking }),
  },
  /** The signed-in viewer's open invitations, newest first. */
  BoardInvitesResource: {
    get: z.strictObject({ ...paging, ...tracking }),
  },
  BoardCollaboratorResource: {
    delete: z.strictObject({ board_id: id, invited_user_id: id, ...tracking }),
  },
  /** A board's collaborators (and, for its owner and collaborators, its open invitations). */
  BoardCollaboratorsResource: {
    get: z.strictObject({ board_id: id, ...tracking }),
  },
  // --- Discovery and feedback (docs/API.md §3; discovery-schemas.ts).
  ...discoverySchemas,
  // --- Leaving safely and the operator console (issue 14; moderation-schemas.ts).
  ...moderationSchemas,
  ...ownReportsSchemas,
  ...clientEventSchemas,
  // --- Experiences (issue 15; experiences-schemas.ts).
  ...experienceSchemas,
  // --- Cookie consent (issue 16; consent-schemas.ts).
  ...consentSchemas,
  // --- The person's sessions (issue 16; sessions-schemas.ts).
  ...sessionSchemas,
  // --- Forgotten passwords, a compromised account (issue 16; password-reset-schemas.ts).
  ...passwordResetSchemas,
  // --- Onboarding after sign-up (issue 16; onboarding-schemas.ts).
  ...onboardingSchemas,
  // --- Comments on pins (issue 16; comments-schemas.ts).
  ...commentSchemas,
  // --- The news hub (issue 16; news-schemas.ts).
  ...newsSchemas,
  // --- Notification mail's choices (issue 16; email-notifications-schemas.ts).
  ...emailNotificationSchemas,
  // --- Conversations (issue 16; conversations-schemas.ts).
  ...conversationSchemas,
  // --- Shared ideas (issue 16; invites-schemas.ts).
  ...inviteSchemas,
  // --- The settings' profile and account deletion (issue 16; account-schemas.ts).
  ...accountSchemas,
} as const;

/** The board id in `PUT|DELETE /v3/boards/{board_id}/follow/`. */
export const boardFollowParams = z.strictObject({ board_id: id });

export type ResourceSchemas = typeof resourceSchemas;
export type ResourceName = keyof ResourceSchemas;
export type ResourceAction<N extends ResourceName> = keyof ResourceSchemas[N] & string;
export type ResourceOptions<
  N extends ResourceName,
  A extends ResourceAction<N>,
> = ResourceSchemas[N][A] extends z.ZodType ? z.input<ResourceSchemas[N][A]> : never;

/** Board limits of spec 002 §5 (req 002-5.12: board title 50, board pin description 500). */
export const boardFields = {
  name: z.string().trim().min(1).max(BOARD_NAME_MAX),
  description: z.string().max(BOARD_PIN_DESCRIPTION_MAX),
};
