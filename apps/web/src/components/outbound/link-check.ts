// The client side of the link check (spec 000 §5, 001 §8, 002 §4; API.md "Outbound links"):
// `POST /v3/offsite/` with check_only before a pin's link is opened, and the right-click
// clickthrough with check_only false. A failed or missing answer is 'error' (req 000-5.38):
// navigation goes on as normal, /offsite/ still checks on the server, and the event log counts
// it (req 000-8.05: "'error' counted in a metric").
import type { OffsiteCheck } from '@corkboard/contracts';
import {
  CLIENT_EVENT,
  isRightClickClickthrough,
  LINK_CHECK_TIMEOUT_MS,
  mustNotOpen,
  rightClickAuxData,
  type ClickthroughContext,
  type LinkCheckOutcome,
} from '@corkboard/domain';
import { v3 } from '../../api/client';
import { logEvent } from '../../logging/event-log';
import { openModal } from '../../saving/overlays';

export interface LinkCheckResult {
  outcome: LinkCheckOutcome;
  answer: OffsiteCheck | null;
}

function checkFailed(pinId: string, reason: 'error' | 'missing'): LinkCheckResult {
  logEvent({
    event_type: CLIENT_EVENT.offsiteCheckError,
    object_id: pinId,
    aux_data: { redirect_status: 'error', reason },
  });
  return { outcome: 'error', answer: null };
}

/**
 * Asks the server about a pin's link before it opens; no answer within LINK_CHECK_TIMEOUT_MS
 * is 'error'. With `auxData` the request also records the click (check_only false: the
 * collection-chip click, spec 000 §7).
 */
export async function checkLink(
  url: string,
  pinId: string,
  trackingParams: string,
  auxData?: string,
): Promise<LinkCheckResult> {
  let answer: OffsiteCheck | undefined;
  const fields = { url, pin_id: pinId, client_tracking_params: trackingParams };
  try {
    answer = await v3(
      'POST',
      '/v3/offsite/',
      auxData === undefined
        ? { ...fields, check_only: true }
        : { ...fields, check_only: false, aux_data: auxData },
      { signal: AbortSignal.timeout(LINK_CHECK_TIMEOUT_MS) },
    );
  } catch {
    return checkFailed(pinId, 'error');
  }
  return answer?.redirect_status
    ? { outcome: answer.redirect_status, answer }
    : checkFailed(pinId, 'missing');
}

/** Spec 000 §7: the right-click clickthrough, for links that count (req 000-5.39). */
export function logRightClick(
  url: string,
  pinId: string,
  trackingParams: string,
  context: ClickthroughContext = {},
): void {
  if (!isRightClickClickthrough(url, window.location.host)) return;
  v3('POST', '/v3/offsite/', {
    url,
    pin_id: pinId,
    check_only: false,
    client_tracking_params: trackingParams,
    aux_data: rightClickAuxData(pinId, context),
  }).catch(() => undefined);
}

/**
 * After the check: a flagged link closes the tab the click opened and shows the blocked-link
 * modal (req 000-5.35); anything else points the tab (or, with none, this page) at `target`.
 */
export function settleCheckedClick(
  tab: Window | null,
  url: string,
  pinId: string,
  { outcome, answer }: LinkCheckResult,
  target: (answer: OffsiteCheck | null) => string,
  /** In a Windows wrapper: hands the address to it (windows-wrapper.ts). */
  openOutside: ((href: string) => void) | null = null,
): void {
  if (mustNotOpen(outcome)) {
    tab?.close();
    openModal({
      kind: 'blockedLink',
      url: answer?.url ?? url,
      host: answer?.host ?? null,
      message: answer?.message ?? '',
      pinId,
    });
    return;
  }
  const href = target(answer);
  if (openOutside) openOutside(href);
  else if (tab) tab.location.href = href;
  else window.location.assign(href);
}

/** A tab opened now, while the click still counts as the person's; pointed once checked. */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}
