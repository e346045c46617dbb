// The pin on the wire (spec 000 §3's Pin entity, reqs 000-3.01 to 000-3.24) and its parts: rich
// metadata, carousels, story pages, videos, collections, sponsorship and where the viewer saved it.
import { z } from 'zod';
import { REACTION_TYPES } from '@corkboard/domain';
import { component, wireId, wireTime } from './components';
import { BoardRefSchema, ImageVariantsSchema, UserSummarySchema } from './wire';

export const OfferSummarySchema = component(
  'OfferSummary',
  z.strictObject({
    price: z.string().optional(),
    min_price: z.string().optional(),
    max_price: z.string().optional(),
    standard_price: z.string().optional(),
    currency: z.string().optional(),
    availability: z.enum(['in_stock', 'out_of_stock', 'preorder']).optional(),
  }),
);
export type OfferSummary = z.output<typeof OfferSummarySchema>;

export const RichProductSchema = component(
  'RichProduct',
  z.strictObject({
    name: z.string(),
    brand: z.strictObject({ name: z.string() }).optional(),
    item_id: z.string().optional(),
    offer_summary: OfferSummarySchema.optional(),
    label_info: z.strictObject({ labels: z.array(z.string()) }).optional(),
  }),
);
export type RichProduct = z.output<typeof RichProductSchema>;

export const AggregateRatingSchema = component(
  'AggregateRating',
  z.strictObject({
    rating_value: z.number(),
    best_rating: z.number().optional(),
    review_count: z.number(),
  }),
);
export type AggregateRating = z.output<typeof AggregateRatingSchema>;

export const RichMetadataSchema = component(
  'RichMetadata',
  z
    .strictObject({
      type_name: z.enum(['product', 'recipe', 'article']).optional(),
      site_name: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      display_name: z.string().optional(),
      products: z.array(RichProductSchema).optional(),
      recipe: z
        .strictObject({
          cook_time_minutes: z.number().optional(),
          display_cook_time: z.string().optional(),
          from_aggregated_data: z.boolean().optional(),
          ingredients: z.array(z.string()).optional(),
          servings: z.string().optional().describe('recipeYield as the page words it.'),
        })
        .optional(),
      article: z
        .strictObject({ author: z.string().optional(), published_at: z.string().optional() })
        .optional(),
      aggregate_rating: AggregateRatingSchema.optional(),
    })
    .describe('Open Graph and schema.org data of the linked page ("rich pins").'),
);
export type RichMetadata = z.output<typeof RichMetadataSchema>;

export const CarouselSlotSchema = component(
  'CarouselSlot',
  z.strictObject({
    id: wireId,
    title: z.string(),
    details: z.string(),
    link: z.string().nullable(),
    image_signature: z.string(),
    images: ImageVariantsSchema,
  }),
);
export type CarouselSlot = z.output<typeof CarouselSlotSchema>;

export const StoryPinPageSchema = component(
  'StoryPinPage',
  z.strictObject({
    image_signature: z.string(),
    images: ImageVariantsSchema,
    blocks: z.array(
      z.strictObject({ type: z.enum(['text', 'image']), text: z.string().optional() }),
    ),
  }),
);
export type StoryPinPage = z.output<typeof StoryPinPageSchema>;

export const StoryPinDataSchema = component(
  'StoryPinData',
  z.strictObject({
    id: wireId,
    pin_title: z.string(),
    pages: z.array(StoryPinPageSchema),
    page_count: z.number(),
    static_page_count: z.number(),
    total_video_duration: z.number(),
    has_product_pins: z.boolean(),
    is_deleted: z.boolean(),
  }),
);
export type StoryPinData = z.output<typeof StoryPinDataSchema>;

export const VideosSchema = component(
  'Videos',
  z.strictObject({
    duration: z.number(),
    video_list: z.record(
      z.string(),
      z.strictObject({
        url: z.string(),
        width: z.number(),
        height: z.number(),
        thumbnail: z.string(),
      }),
    ),
  }),
);
export type Videos = z.output<typeof VideosSchema>;

export const CollectionItemSchema = component(
  'CollectionItem',
  z.strictObject({
    pin_id: wireId.nullable(),
    link: z.string().nullable(),
    image_signature: z.string(),
    images: ImageVariantsSchema,
  }),
);
export type CollectionItem = z.output<typeof CollectionItemSchema>;

export const SponsorshipSchema = component(
  'Sponsorship',
  z.strictObject({
    status: z.number(),
    sponsor: z.strictObject({ id: wireId, username: z.string(), full_name: z.string() }).nullable(),
  }),
);
export type Sponsorship = z.output<typeof SponsorshipSchema>;

export const SavedInfoSchema = component(
  'SavedInfo',
  z
    .strictObject({
      title: z.string(),
      type: z.enum(['board', 'profile']),
      url: z.string(),
      board_id: wireId,
      local_pin_id: wireId,
    })
    .describe("Where the signed-in viewer saved the pin (their own copy's id)."),
);
export type SavedInfo = z.output<typeof SavedInfoSchema>;

export const InterestRefSchema = component(
  'InterestRef',
  z
    .strictObject({ id: wireId, name: z.string(), url_name: z.string() })
    .describe('An interest as a pin names it.'),
);
export type InterestRef = z.output<typeof InterestRefSchema>;

export const PinSchema = component(
  'Pin',
  z.strictObject({
    id: wireId,
    title: z.string(),
    grid_title: z.string(),
    description: z.string(),
    link: z.string().nullable(),
    tracked_link: z.string().nullable(),
    domain: z.string().nullable(),
    dominant_color: z.string(),
    image_signature: z.string(),
    images: ImageVariantsSchema,
    alt_text: z.string().nullable(),
    auto_alt_text: z.string().nullable(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    category: z.string().nullable(),
    created_at: wireTime,
    is_promoted: z.boolean(),
    is_downstream_promotion: z.boolean(),
    is_video: z.boolean(),
    is_repin: z.boolean(),
    board: BoardRefSchema,
    section_id: wireId.nullable().describe('The board section the pin is in, if any.'),
    pinner: UserSummarySchema,
    native_creator: UserSummarySchema.nullable(),
    origin_pinner: UserSummarySchema.nullable(),
    promoter: UserSummarySchema.nullable(),
    sponsorship: SponsorshipSchema.nullable(),
    rich_summary: RichMetadataSchema.nullable(),
    rich_metadata: RichMetadataSchema.nullable(),
    shopping_flags: z.array(z.number()),
    is_eligible_for_pdp: z.boolean(),
    is_oos_product: z.boolean(),
    is_stale_product: z.boolean(),
    is_shoppable: z.boolean(),
    carousel_data: z
      .strictObject({ id: wireId, index: z.number(), slots: z.array(CarouselSlotSchema) })
      .nullable(),
    story_pin_data: StoryPinDataSchema.nullable(),
    collection_pin: z.strictObject({ item_data: z.array(CollectionItemSchema) }).nullable(),
    videos: VideosSchema.nullable(),
    embed: z
      .strictObject({
        type: z.enum(['video', 'gif']),
        src: z.string(),
        width: z.number(),
        height: z.number(),
      })
      .nullable(),
    reaction_counts: z.record(z.string(), z.number()),
    aggregated_pin_data: z
      .strictObject({
        pin_tags_chips: z.array(z.strictObject({ name: z.string(), url: z.string() })).optional(),
      })
      .nullable(),
    saved_info: SavedInfoSchema.nullable(),
    access: z.array(z.string()),
    advertiser_id: wireId.nullable().describe('Ad fields: on every pin, filled when promoted.'),
    campaign_id: wireId.nullable(),
    pin_promotion_id: wireId.nullable(),
    ad_match_reason: z.string().nullable(),
    digital_media_source_type: z.string().nullable(),
    is_go_linkless: z
      .boolean()
      .describe(
        'A "go linkless" ad: its link is not opened; the click tells its destination by a ' +
          'plain GET (POST /v3/offsite/ with clickthrough_type "linkless").',
      ),
    recommendation_reason: z
      .strictObject({
        reason: z.string(),
        reason_id: wireId.nullable(),
        board: BoardRefSchema.nullable(),
      })
      .nullable()
      .describe('Why a recommending surface shows the pin.'),
    source_interest: InterestRefSchema.nullable()
      .optional()
      .describe('The interest a topic recommendation came from.'),
  }),
);
export type Pin = z.output<typeof PinSchema>;

/** A reaction type (REACTION_TYPES): a key of `reaction_counts`. */
export const ReactionTypeSchema = component(
  'ReactionType',
  z.enum(REACTION_TYPES).describe('like (the heart), good_idea, haha, wow or thanks.'),
);

/** What the closeup reads and a grid's pins leave out (they would carry it on every pin). */
const closeupFields = {
  viewer_reaction: ReactionTypeSchema.nullable().describe(
    "The signed-in viewer's reaction to this pin; null signed out or when they gave none.",
  ),
  on_collaborative_board: z
    .boolean()
    .describe("The pin's board has collaborators: reaction controls are hidden (spec 000 §5)."),
  comment_count: z
    .number()
    .describe(
      'Comments and replies on this pin the viewer can read (PinCommentsResource leaves out ' +
        'those of people in a block with them, and those they reported).',
    ),
  link_tokens: z
    .record(z.string(), z.string())
    .describe(
      'The /offsite/ token of each outbound link the closeup renders (its link, its carousel ' +
        "slots' links), keyed by the link: every link leaves through /offsite/?token&url&pin.",
    ),
};

export const PinCloseupSchema = component(
  'PinCloseup',
  PinSchema.extend(closeupFields).describe(
    "A Pin as `PinResource get` answers it (the closeup): the Pin with the viewer's reaction " +
      'and whether its board is collaborative.',
  ),
);
export type PinCloseup = z.output<typeof PinCloseupSchema>;

export const PinReactionResultSchema = component(
  'PinReactionResult',
  z
    .strictObject({
      pin_id: wireId,
      reaction_counts: z.record(z.string(), z.number()),
      viewer_reaction: closeupFields.viewer_reaction,
    })
    .describe("The pin's counts after the write, and the viewer's reaction now."),
);
export type PinReactionResult = z.output<typeof PinReactionResultSchema>;
