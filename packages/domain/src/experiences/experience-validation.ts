// Which display_data fields each kind needs (spec 001 §5): an experience that misses one is
// refused with invalid_parameters naming the field, so nothing half-drawn reaches a person.
import { isExperienceAnchor, isExperienceHref, linksOf, type DisplayData } from './display-data';
import { anchorsNamed, completeButtonOf, experienceIcon } from './experience-content';
import {
  CALLOUT_DISPLAY_TYPES,
  UPSELL_DISPLAY_TYPE,
  type ExperienceKind,
} from './experience-kinds';

export interface ExperienceFieldError {
  /** A dotted path under display_data, e.g. `display_data.title`. */
  field: string;
  message: string;
}

const filled = (text: string | undefined) => typeof text === 'string' && text.trim() !== '';

type Check = (data: DisplayData) => ExperienceFieldError[];

const need =
  (field: keyof DisplayData, what: string): Check =>
  (data) =>
    filled(data[field] as string | undefined)
      ? []
      : [{ field: `display_data.${field}`, message: `${what} needs ${String(field)}.` }];

/** An anchor (`anchor`, or one per platform in anchors_by_platform), each one the page has. */
const needAnchor =
  (what: string): Check =>
  (data) => {
    const named = anchorsNamed(data);
    const wrong = named.length === 0 || named.some((a) => !isExperienceAnchor(a));
    if (!wrong) return [];
    const field = data.anchors_by_platform ? 'anchors_by_platform' : 'anchor';
    return [
      {
        field: `display_data.${field}`,
        message: `${what} needs an anchor that exists on the page.`,
      },
    ];
  };

const KIND_CHECKS: Record<ExperienceKind, Check[]> = {
  // Req 001-5.02: "Callout banners need display type error-callout, info-callout or
  // warning-callout, and a message."
  callout: [
    (data) =>
      (CALLOUT_DISPLAY_TYPES as readonly string[]).includes(data.display_type ?? '')
        ? []
        : [
            {
              field: 'display_data.display_type',
              message: `A callout banner needs display_type ${CALLOUT_DISPLAY_TYPES.join(', ')}.`,
            },
          ],
    need('message', 'A callout banner'),
  ],
  // "Upsell callouts need type upsell and a message."
  upsell: [
    (data) =>
      data.display_type === UPSELL_DISPLAY_TYPE
        ? []
        : [
            {
              field: 'display_data.display_type',
              message: 'An upsell callout needs display_type upsell.',
            },
          ],
    need('message', 'An upsell callout'),
  ],
  // Req 001-5.03: "Modal (type 26) needs title, body and complete button text."
  modal: [
    need('title', 'A modal'),
    need('body', 'A modal'),
    (data) =>
      filled(completeButtonOf(data)?.text)
        ? []
        : [
            {
              field: 'display_data.complete_button.text',
              message: 'A modal needs complete button text.',
            },
          ],
  ],
  // Req 001-5.04: "Experience-metrics banner (type 5) needs at least 2 buttons, title_text and
  // subtitle_text."
  metrics_banner: [
    (data) =>
      (data.buttons ?? []).filter((b) => filled(b.text)).length >= 2
        ? []
        : [
            {
              field: 'display_data.buttons',
              message: 'A metrics banner needs at least 2 buttons.',
            },
          ],
    need('title_text', 'A metrics banner'),
    need('subtitle_text', 'A metrics banner'),
  ],
  // Req 001-5.05: "Educational popover (type 29) needs an anchor that exists on the page."
  popover: [needAnchor('An educational popover'), need('title', 'An educational popover')],
  // A tooltip's words are in `tooltip.mainText` when it has one; a pulsar alone needs none.
  tooltip: [
    needAnchor('A tooltip'),
    (data) =>
      data.has_tooltip && !filled(data.tooltip?.mainText)
        ? [{ field: 'display_data.tooltip.mainText', message: 'A tooltip needs tooltip.mainText.' }]
        : [],
  ],
  flyout: [needAnchor('An anchored flyout'), need('message', 'An anchored flyout')],
  // A survey is a page in a frame: its link is where the frame loads and whose origin may
  // speak to the page (req 001-5.07).
  survey: [
    need('title', 'A survey'),
    (data) =>
      data.link && /^https?:\/\//i.test(data.link.href)
        ? []
        : [
            {
              field: 'display_data.link.href',
              message: 'A survey needs the http(s) link of its page.',
            },
          ],
  ],
  toast: [need('message', 'A toast')],
  // A search delight (component type 3) plays for the searches it lists, with its icon and
  // message (search-delight.ts).
  search_delight: [
    (data) =>
      (data.search_query_list ?? []).some(filled)
        ? []
        : [
            {
              field: 'display_data.search_query_list',
              message: 'A search delight needs at least one search in search_query_list.',
            },
          ],
    (data) =>
      experienceIcon(data.icon, data.iconColor)
        ? []
        : [
            {
              field: 'display_data.icon',
              message: 'A search delight needs an icon code (0–30).',
            },
          ],
    need('message', 'A search delight'),
  ],
  hero: [need('title', 'A hero banner')],
  welcome_back: [],
};

/** Every problem of one experience's display_data for its kind, empty when it may be shown. */
export function validateDisplayData(
  kind: ExperienceKind,
  data: DisplayData,
): ExperienceFieldError[] {
  const errors = KIND_CHECKS[kind].flatMap((check) => check(data));
  for (const { field, href } of linksOf(data)) {
    if (!isExperienceHref(href)) {
      errors.push({
        field: `display_data.${field}`,
        message: 'A link must be http(s), a path on this site, or a #fragment.',
      });
    }
  }
  return errors;
}

/**
 * Req 001-4.08: "An experience with neither pulsar nor tooltip is completed immediately" (an
 * anchored tooltip experience with nothing to show).
 */
export const completesImmediately = (kind: ExperienceKind, data: DisplayData): boolean =>
  kind === 'tooltip' && !data.has_pulsar && !data.has_tooltip;
