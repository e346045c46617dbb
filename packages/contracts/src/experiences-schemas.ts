// Experiences (issue 15; spec 001 §3, §5, §7; docs/API.md "Experiences"): what a person's
// client asks for and reports (UserExperience*Resource), and the operator's authoring
// resources. display_data's shape is here; which fields each kind needs is the domain's
// validateDisplayData, run by the command, so the error names the field either way.
import {
  BANNER_LAYOUTS,
  EXPERIENCE_ANCHORS,
  EXPERIENCE_AUDIENCES,
  EXPERIENCE_DEVICES,
  EXPERIENCE_ICON_COLORS,
  EXPERIENCE_ICONS,
  EXPERIENCE_KIND_NAMES,
  EXPERIENCE_LIFECYCLES,
  EXPERIENCE_PAGES,
  EXPERIENCE_STATUSES,
  isPlacementId,
  type DisplayData,
  type ExperienceCaps,
  type ExperienceTargeting,
} from '@corkboard/domain';
import { z } from 'zod';
import { id, tracking } from './common';
import { component, wireId, wireTime } from './components';

const text = z.string().max(500);
const longText = z.string().max(2000);
const href = z.string().trim().min(1).max(2048);
const ms = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60 * 1000);
/** A code of a table of `size` entries (icons, colours). */
const code = (size: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(size - 1)
    .optional();
const direction = z.enum(['up', 'down', 'left', 'right']);

const action = z.strictObject({
  label: text,
  accessibilityLabel: text.optional(),
  href: href.optional(),
});
const button = z.strictObject({
  text,
  url: href.optional(),
  hideDismissButton: z.boolean().optional(),
});

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour, #rrggbb')
  .describe('#rrggbb');
const dimension = z.number().int().min(1).max(10_000);
const anchorName = z
  .string()
  .max(64)
  .describe(`One of: ${EXPERIENCE_ANCHORS.join(', ')}.`);
const platformAnchor = z.strictObject({ anchor: anchorName, placement: direction.optional() });
const background = z.strictObject({ color: colour.optional(), image_url: href.optional() });

/** display_data (spec 001 §3, req 001-3.03 to 001-3.07). */
export const displayDataSchema = z.strictObject({
  message: longText.optional(),
  title: text.optional(),
  link: z.strictObject({ href, text: text.optional() }).optional(),
  primaryAction: action.optional(),
  secondaryAction: action.optional(),
  complete_button: button.optional(),
  dismiss_button: button.optional(),
  text: longText.optional(),
  sub_text: longText.optional(),
  detailed_text: longText.optional(),
  title_text: text.optional(),
  subtitle_text: text.optional(),
  body: longText.optional(),
  thumbnail_urls: z.array(href).max(10).optional(),
  image: z
    .strictObject({
      url: href,
      imageAlt: text.optional(),
      width: dimension.optional(),
      height: dimension.optional(),
      dominantColor: colour.optional(),
    })
    .optional(),
  video: z
    .strictObject({
      url: href,
      metadata: z
        .strictObject({
          thumbnail: href.optional(),
          width: dimension.optional(),
          height: dimension.optional(),
        })
        .optional(),
    })
    .optional(),
  icon: code(EXPERIENCE_ICONS.length).describe(
    `An icon code, 0 to ${EXPERIENCE_ICONS.length - 1}.`,
  ),
  iconColor: code(EXPERIENCE_ICON_COLORS.length).describe(
    `A colour code, 0 to ${EXPERIENCE_ICON_COLORS.length - 1}.`,
  ),
  has_pulsar: z.boolean().optional(),
  has_tooltip: z.boolean().optional(),
  disappearTime: ms.optional(),
  scroll_to_dismiss: z.boolean().optional(),
  scroll_to_dismiss_delay_in_seconds: z.number().min(0).max(600).optional(),
  secondary_cta_link: z.strictObject({ url: href, text }).optional(),
  complete_button_text: text.optional(),
  complete_button_cta_url: href.optional(),
  dismiss_button_text: text.optional(),
  delay: z
    .number()
    .min(0)
    .max(24 * 60 * 60)
    .optional()
    .describe('Seconds; delay_in_millis wins when both are given.'),
  delay_in_millis: ms.optional(),
  complete_on_hover: z.boolean().optional(),
  anchor: anchorName.optional(),
  anchors_by_platform: z
    .strictObject({ web: platformAnchor.optional(), web_mobile: platformAnchor.optional() })
    .optional(),
  flyout_direction: direction.optional(),
  display_type: z.string().max(32).optional(),
  button_text: text.optional(),
  button_uri: href.optional(),
  hide_footer: z.boolean().optional(),
  search_query_list: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
  text_colors: z.strictObject({ title: colour.optional(), message: colour.optional() }).optional(),
  text_background_color: colour.optional(),
  anket: z.boolean().optional(),
  action_trigger: z.number().int().min(0).max(9).optional(),
  duration: ms.optional(),
  pulserOnly: z.boolean().optional(),
  skipComplete: z.boolean().optional(),
  tooltip: z
    .strictObject({
      mainText: longText,
      cancelButtonText: text.optional(),
      confirmButtonText: text.optional(),
      idealDirection: direction.optional(),
    })
    .optional(),
  buttons: z
    .array(z.strictObject({ text, uri: href.optional() }))
    .max(6)
    .optional(),
  background_narrow: background.optional(),
  background_wide: background.optional(),
  layout: z.enum(BANNER_LAYOUTS).optional(),
  links: z.array(href).max(5).optional(),
  linkTitles: z.array(text).max(5).optional(),
  canClose: z.boolean().optional(),
  external: z.boolean().optional(),
  onCompleteRedirectUrl: href.optional(),
  onDismissRedirectUrl: href.optional(),
  preventRemoval: z.boolean().optional(),
}) satisfies z.ZodType<DisplayData>;

const listOf = <T extends z.ZodType>(item: T) => z.array(item).max(200);

export const targetingSchema = z.strictObject({
  audience: z.enum(EXPERIENCE_AUDIENCES).optional(),
  lifecycle: z.enum(EXPERIENCE_LIFECYCLES).optional(),
  devices: z.array(z.enum(EXPERIENCE_DEVICES)).max(2).optional(),
  locales: listOf(z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/)).optional(),
  interest_ids: listOf(id).optional(),
  user_ids: listOf(id).optional(),
  experiment: z.strictObject({ name: z.string().max(64), group: z.string().max(64) }).optional(),
  advertiser_id: id.optional(),
  triggered_only: z.boolean().optional(),
}) satisfies z.ZodType<ExperienceTargeting>;

export const capsSchema = z.strictObject({
  max_views: z.number().int().min(1).max(10_000).optional(),
  max_ignored: z.number().int().min(1).max(10_000).optional(),
  group: z.string().trim().min(1).max(64).optional(),
  group_max_per_day: z.number().int().min(1).max(100).optional(),
}) satisfies z.ZodType<ExperienceCaps>;

const placementId = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .refine(isPlacementId, 'is not a placement');

/** "placement:experience", the spec's placed experience id (req 001-7.04). */
export const placedExperienceId = z
  .string()
  .regex(/^\d{1,9}:\d{1,15}$/, 'must be placement:experience, e.g. 1000069:500863');

/**
 * extra_context: where the client asks from (ours: the page, and on search results the query a
 * search delight is matched against, req 001-3.02), the rest ignored.
 */
const extraContext = z
  .object({ page: z.enum(EXPERIENCE_PAGES).optional(), query: z.string().max(200).optional() })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));
const clientFields = {
  extra_context: extraContext.optional(),
  targeting: z.strictObject({ advertiserId: id.optional() }).optional(),
  ...tracking,
};

/** The two reads: req 001-7.02's flag, "fetch multi experiences", asks a list a placement. */
const readFields = {
  multiExperiencePlatform: z
    .boolean()
    .optional()
    .describe('Req 001-7.02, "fetch multi experiences": each placement answers a list.'),
  ...clientFields,
};

const lifecycleWrite = z.strictObject({
  placed_experience_id: placedExperienceId,
  ...clientFields,
});

/** `PUT /v3/experiences/{placed_experience_id}/trigger/` (req 001-7.07). */
export const experienceTriggerParams = z.strictObject({ placed_experience_id: placedExperienceId });
export const experienceTriggerBody = z.strictObject({ extra_context: extraContext.optional() });
/** `GET /survey/{experience_id}/`. */
export const surveyParams = z.strictObject({ experience_id: z.string().regex(/^\d{1,9}$/) });

const definitionFields = {
  name: z.string().trim().min(1).max(120).describe("The operator's name for it; never shown."),
  placement_id: placementId,
  kind: z.enum(EXPERIENCE_KIND_NAMES),
  status: z.enum(EXPERIENCE_STATUSES).optional().describe('draft (the default), active, paused.'),
  priority: z.number().int().min(-100).max(100).optional(),
  starts_at: z.iso.datetime().nullable().optional(),
  ends_at: z.iso.datetime().nullable().optional(),
  targeting: targetingSchema.optional(),
  caps: capsSchema.optional(),
  display_data: displayDataSchema,
  triggerable_placed_exps: z.array(placedExperienceId).max(10).optional(),
};

export const experienceSchemas = {
  UserExperiencePlatformResource: {
    get: z.strictObject(readFields),
  },
  UserExperienceResource: {
    get: z.strictObject({
      placement_ids: z.array(placementId).min(1).max(20),
      preview_experience_id: id
        .optional()
        .describe('Operators only: show this experience at its placement, whatever its status.'),
      ...readFields,
    }),
    delete: lifecycleWrite,
  },
  UserExperienceViewedResource: { update: lifecycleWrite },
  UserExperienceCompletedResource: { update: lifecycleWrite },
  ExperienceAdminResource: {
    get: z.strictObject({ status: z.enum(EXPERIENCE_STATUSES).optional(), ...tracking }),
    create: z.strictObject({
      experience_id: z.number().int().min(1).max(999_999_999).optional(),
      ...definitionFields,
      ...tracking,
    }),
    update: z.strictObject({
      experience_id: z.number().int().min(1).max(999_999_999),
      ...z.object(definitionFields).partial().shape,
      ...tracking,
    }),
    delete: z.strictObject({
      experience_id: z.number().int().min(1).max(999_999_999),
      ...tracking,
    }),
  },
  ExperienceStatsResource: {
    get: z.strictObject({
      experience_id: z.number().int().min(1).max(999_999_999),
      days: z.number().int().min(1).max(90).optional(),
      ...tracking,
    }),
  },
};

export const ExperienceSchema = component(
  'Experience',
  z
    .strictObject({
      id: z.string().describe('The placed experience id, placement:experience.'),
      experience_id: z.number().int(),
      placement_id: z.number().int(),
      type: z.number().int().describe('5, 8, 10, 26 or 29; 0 for a banner.'),
      component_type: z
        .number()
        .int()
        .nullable()
        .describe('1 banner, 2 anchored flyout, 3 search delight.'),
      kind: z.enum(EXPERIENCE_KIND_NAMES),
      status: z.enum(['viewed', 'not_viewed']),
      display_data: displayDataSchema,
      triggerable_placed_exps: z.array(z.string()),
      metadata: z.strictObject({
        completes_immediately: z.boolean(),
        prevent_removal: z.boolean(),
        preview: z.boolean(),
      }),
      extra_context: z.record(z.string(), z.unknown()),
    })
    .describe('An experience chosen for the viewer at one placement (spec 001 §3).'),
);
export type ExperienceWire = z.output<typeof ExperienceSchema>;

export const ExperiencesByPlacementSchema = component(
  'ExperiencesByPlacement',
  z
    .union([
      z.record(z.string(), ExperienceSchema),
      z.record(z.string(), z.array(ExperienceSchema)),
    ])
    .describe(
      'The chosen experience of each placement that has one, keyed by placement id; with ' +
        'multiExperiencePlatform, the list each placement holds, in the order they show.',
    ),
);

export const ExperienceLifecycleSchema = component(
  'ExperienceLifecycle',
  z
    .strictObject({
      placed_experience_id: z.string(),
      status: z.enum(['viewed', 'completed', 'dismissed', 'triggered']),
      first: z.boolean().describe('Whether this call recorded it (false: it already was).'),
    })
    .describe('What a lifecycle report recorded.'),
);

const definitionShape = {
  experience_id: z.number().int(),
  name: z.string(),
  placement_id: z.number().int(),
  kind: z.enum(EXPERIENCE_KIND_NAMES),
  status: z.enum(EXPERIENCE_STATUSES),
  priority: z.number().int(),
  starts_at: wireTime.nullable(),
  ends_at: wireTime.nullable(),
  targeting: targetingSchema,
  caps: capsSchema,
  display_data: displayDataSchema,
  triggerable_placed_exps: z.array(z.string()),
  created_at: wireTime,
  updated_at: wireTime,
  created_by: wireId.nullable(),
};

export const ExperienceDefinitionSchema = component(
  'ExperienceDefinition',
  z.strictObject(definitionShape).describe('An experience as its operator wrote it.'),
);

export const ExperienceTotalsSchema = component(
  'ExperienceTotals',
  z.strictObject({
    views: z.number().int(),
    completions: z.number().int(),
    dismissals: z.number().int(),
    clicks: z.number().int(),
  }),
);

export const ExperienceAdminListSchema = component(
  'ExperienceAdminList',
  z.array(z.strictObject({ ...definitionShape, totals: ExperienceTotalsSchema })),
);

export const ExperienceStatsSchema = component(
  'ExperienceStats',
  z
    .strictObject({
      experience_id: z.number().int(),
      days: z.array(
        z.strictObject({
          date: z.string().describe('YYYY-MM-DD, UTC.'),
          views: z.number().int(),
          completions: z.number().int(),
          dismissals: z.number().int(),
          clicks: z.number().int(),
        }),
      ),
    })
    .describe('Views, completions, dismissals and clicks of one experience, by day (UTC).'),
);
