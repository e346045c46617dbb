// Wire shapes of the contract (docs/API.md "Wire shapes"): what the server answers and the
// web client reads. snake_case, ids are strings of digits. Every shape is a zod schema, the
// one source of both the TypeScript type (z.output) and the OpenAPI document; objects are
// strict, so an answer carrying a field the contract does not name fails the API tests.
import { z } from 'zod';
import { BOARD_LAYOUTS, BOARD_PRIVACIES, IMAGE_SIZE_NAMES } from '@corkboard/domain';
import { component, wireId, wireTime } from './components';

export const BoardPrivacySchema = z.enum(BOARD_PRIVACIES);
export type BoardPrivacy = z.output<typeof BoardPrivacySchema>;
export const BoardLayoutSchema = z.enum(BOARD_LAYOUTS);
export type BoardLayout = z.output<typeof BoardLayoutSchema>;

export const ImageVariantSchema = component(
  'ImageVariant',
  z.strictObject({ url: z.string(), width: z.number(), height: z.number() }),
);
export type ImageVariant = z.output<typeof ImageVariantSchema>;

export const ImageVariantsSchema = component(
  'ImageVariants',
  z
    .partialRecord(z.enum(IMAGE_SIZE_NAMES), ImageVariantSchema)
    .describe('An image by size name; `orig` is left out for crawlers.'),
);
export type ImageVariants = z.output<typeof ImageVariantsSchema>;

const verifiedIdentity = z.strictObject({ verified: z.boolean() });

export const UserSummarySchema = component(
  'UserSummary',
  z.strictObject({
    id: wireId,
    username: z.string(),
    full_name: z.string(),
    image_small_url: z.string().nullable(),
    image_medium_url: z.string().nullable(),
    explicitly_followed_by_me: z.boolean().optional(),
    is_verified_merchant: z.boolean().optional(),
    verified_identity: verifiedIdentity.optional(),
  }),
);
export type UserSummary = z.output<typeof UserSummarySchema>;

export const UserSchema = component(
  'User',
  UserSummarySchema.extend({
    first_name: z.string(),
    image_large_url: z.string().nullable(),
    about: z.string(),
    follower_count: z.number(),
    following_count: z.number(),
    board_count: z.number(),
    pin_count: z.number(),
    created_at: wireTime,
    explicitly_followed_by_me: z.boolean(),
    verified_identity: verifiedIdentity,
    is_verified_merchant: z.boolean(),
    blocked_by_me: z
      .boolean()
      .optional()
      .describe("On another user's profile for a signed-in viewer: the viewer blocked them."),
  }),
);
export type User = z.output<typeof UserSchema>;

export const MeSchema = component(
  'Me',
  UserSchema.extend({
    email: z.string(),
    save_behavior: z.literal([0, 1]).describe('0 saves to the profile, 1 shows the board picker.'),
    is_employee: z
      .boolean()
      .describe("Sees the spec's employee-only debug panel (operators do too)."),
    is_operator: z.boolean().describe('Has the operator role: the /admin/ console.'),
    has_quicksave_board: z.boolean().describe('The viewer has their quick-saves board.'),
    allow_analytic_cookies: z.boolean().nullable().describe('Null until the viewer answers.'),
    allow_marketing_cookies: z.boolean().nullable(),
    allow_personalization_cookies: z.boolean().nullable(),
    surface_tag: z.string().nullable(),
    dark_mode: z.boolean(),
    resurrection_info: z
      .strictObject({
        resurrection_dt: wireTime
          .nullable()
          .describe('When the viewer came back after 28 days or more away; null: never.'),
      })
      .describe("Spec 001 §3, 002 §4: the viewer's resurrection_info."),
  }).describe('The signed-in viewer (`UserResource get {}`).'),
);
export type Me = z.output<typeof MeSchema>;

export const BoardRefSchema = component(
  'BoardRef',
  z.strictObject({
    id: wireId,
    name: z.string(),
    url: z.string(),
    privacy: BoardPrivacySchema,
    layout: BoardLayoutSchema.optional(),
  }),
);
export type BoardRef = z.output<typeof BoardRefSchema>;

export const BoardSectionSchema = component(
  'BoardSection',
  z.strictObject({ id: wireId, title: z.string(), slug: z.string(), pin_count: z.number() }),
);
export type BoardSection = z.output<typeof BoardSectionSchema>;

export const BoardSchema = component(
  'Board',
  z.strictObject({
    id: wireId,
    name: z.string(),
    url: z.string(),
    privacy: BoardPrivacySchema,
    layout: BoardLayoutSchema,
    description: z.string(),
    pin_count: z.number(),
    section_count: z.number(),
    follower_count: z.number(),
    is_collaborative: z.boolean(),
    collaborator_count: z.number(),
    collaborated_by_me: z.boolean(),
    followed_by_me: z.boolean(),
    owner: z.strictObject({ id: wireId, username: z.string(), full_name: z.string() }),
    images: z.strictObject({ '170x': z.array(ImageVariantSchema) }),
    sections: z.array(BoardSectionSchema).optional(),
    created_at: wireTime,
  }),
);
export type Board = z.output<typeof BoardSchema>;

// --- Follows, collaborators, invitations and blocks.

export const CollaboratorStatusSchema = z.enum(['invited', 'accepted']);
export type CollaboratorStatus = z.output<typeof CollaboratorStatusSchema>;

export const BoardInviteSchema = component(
  'BoardInvite',
  z
    .strictObject({
      board_id: wireId,
      invited_user_id: wireId,
      status: CollaboratorStatusSchema,
      board: BoardSchema,
      inviter: UserSummarySchema.nullable(),
      invited_user: UserSummarySchema,
      board_url: z.string().describe("The board's path."),
      invite_url: z.string().describe('The group-board invite link built from board_url.'),
      created_at: wireTime,
    })
    .describe('An invitation to collaborate on a board.'),
);
export type BoardInvite = z.output<typeof BoardInviteSchema>;

export const BoardCollaboratorSchema = component(
  'BoardCollaborator',
  z
    .strictObject({
      user: UserSummarySchema,
      status: CollaboratorStatusSchema,
      invited_by_id: wireId,
      created_at: wireTime,
    })
    .describe('A collaborator of a board, or (for its owner and collaborators) an invitation.'),
);
export type BoardCollaborator = z.output<typeof BoardCollaboratorSchema>;

export const UserBlockStateSchema = component(
  'UserBlockState',
  z
    .strictObject({ blocked_user_id: wireId, blocked_by_me: z.boolean() })
    .describe('Where the block stands after the call.'),
);
export type UserBlockState = z.output<typeof UserBlockStateSchema>;

// --- Saving and board management.

export const RepinResultSchema = component(
  'RepinResult',
  z
    .strictObject({
      id: wireId,
      board: BoardRefSchema.extend({ layout: BoardLayoutSchema }),
      section: z.strictObject({ id: wireId, title: z.string(), slug: z.string() }).nullable(),
    })
    .describe('The new save and where it went (layout quick_saves: the profile).'),
);
export type RepinResult = z.output<typeof RepinResultSchema>;

export const BulkEditResultSchema = component(
  'BulkEditResult',
  z.strictObject({ deleted_pin_ids: z.array(wireId) }),
);
export type BulkEditResult = z.output<typeof BulkEditResultSchema>;

export const UserStateSchema = component(
  'UserState',
  z
    .strictObject({ state: z.string(), value: z.string().nullable() })
    .describe("A state's value, or null when it was never set."),
);
export type UserState = z.output<typeof UserStateSchema>;
