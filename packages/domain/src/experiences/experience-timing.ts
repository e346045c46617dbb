// When and how big experiences show (spec 001 §4, §9): the survey's presentation, scroll-to-
// dismiss delays, and the sizes of modals and banners.
import {
  EDUCATION_TOAST_DELAY_MS,
  POPOVER_SCROLL_DISMISS_DELAY_S,
  SURVEY_PRESENTATION_DELAY_MS,
} from '../limits';
import type { ExperienceKind } from './experience-kinds';
import type { ExperiencePage } from './placements';

export type SurveyPresentation =
  { mode: 'immediate' } | { mode: 'onLeave' } | { mode: 'delayed'; delayMs: number };

/**
 * Req 001-4.14: "After it reports loaded, the modal appears after a presentation delay
 * (default 5000 ms) that depends on action_trigger: 1 immediate, 2 when leaving the page,
 * otherwise delayed (default 3)."
 */
export function surveyPresentation(
  actionTrigger: number | undefined,
  delayMs: number | undefined,
): SurveyPresentation {
  const trigger = actionTrigger ?? 3;
  if (trigger === 1) return { mode: 'immediate' };
  if (trigger === 2) return { mode: 'onLeave' };
  return { mode: 'delayed', delayMs: delayMs ?? SURVEY_PRESENTATION_DELAY_MS };
}

/**
 * Req 001-9.02: "Scroll-to-dismiss delay: 1.5 s for a popover, otherwise the configured
 * seconds"; null when scrolling does not dismiss it.
 */
export function scrollDismissDelayMs(
  kind: ExperienceKind,
  scrollToDismiss: boolean | undefined,
  configuredSeconds: number | undefined,
): number | null {
  if (kind === 'popover') return POPOVER_SCROLL_DISMISS_DELAY_S * 1000;
  if (kind === 'flyout' && scrollToDismiss) return (configuredSeconds ?? 0) * 1000;
  return null;
}

/**
 * Req 001-4.09 and 001-4.18: how long an experience waits before it is drawn. A survey is drawn
 * at once: its delay_in_millis is its presentation delay, which runs once its frame has loaded
 * (req 001-4.14, surveyPresentation); waiting here as well would apply it twice, and would hold
 * back an immediate (action_trigger 1) or on-leave (2) survey.
 */
export function appearanceDelayMs(kind: ExperienceKind, delayInMillis: number | undefined): number {
  if (kind === 'survey') return 0;
  if (delayInMillis !== undefined) return delayInMillis;
  return kind === 'toast' ? EDUCATION_TOAST_DELAY_MS : 0;
}

/**
 * Req 001-9.05: "Mobile width threshold for banners: 480 px. Modal sizes: 540x363 desktop,
 * 320x215 mobile; mobile modal tablet width 425."
 */
export const EXPERIENCE_SIZES = {
  bannerMobileMaxPx: 480,
  modalDesktop: { width: 540, height: 363 },
  modalMobile: { width: 320, height: 215 },
  modalTabletWidth: 425,
} as const;

/**
 * Req 001-9.02: "The thumbnails tooltip dismisses 3 s after scrolling and shows the last 3
 * thumbnails."
 */
export const THUMBNAILS_TOOLTIP = { dismissAfterScrollMs: 3000, shown: 3 } as const;

/** The thumbnails a thumbnails tooltip shows: the last three. */
export const tooltipThumbnails = (urls: readonly string[] | undefined): string[] =>
  (urls ?? []).slice(-THUMBNAILS_TOOLTIP.shown);

/**
 * Req 001-4.16: "On pin-building pages the survey check is delayed, polling at 3000 ms": the
 * survey placement is asked for by polling there, not with the page.
 */
export const pollsForSurvey = (page: ExperiencePage): boolean => page === 'pin_builder';
