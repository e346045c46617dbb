// A pin's outbound link (issue 14; spec 000 §5, 001 §5 and §7, 002 §4): its href goes through
// /offsite/ with the server's token (req 001-7.11), so even a middle click or "open in new tab"
// is checked by the server. A plain click on a pin that is spam-checked (req 002-4.14) asks the
// server first: blocked, suspicious or porn opens the blocked-link modal instead (req 000-5.35),
// an error navigates as normal (req 000-5.38), and offline nothing happens (req 000-5.37). A
// signed-out visitor who is new or upsell-eligible passes the clickthrough interstitial,
// /pin_redirect (spec 002 §2.1, req 000-6.07), unless the pin is an ad.
import type { MouseEvent, ReactNode } from 'react';
import {
  CLIENT_EVENT,
  clientTrackingParams,
  isEmptyHref,
  offsiteHrefWith,
  pinRedirectHref,
  showsClickthroughInterstitial,
  type ClickthroughContext,
} from '@corkboard/domain';
import { logEvent } from '../../logging/event-log';
import { useApp } from '../../state/app-context';
import { recordClickThroughPin } from '../../visitor/record-actions';
import { readVisitorRecord } from '../../visitor/visitor-history';
import { checkLink, logRightClick, openBlankTab, settleCheckedClick } from './link-check';
import { wrapperOpener } from './windows-wrapper';

export interface OutboundLinkProps {
  url: string;
  pinId: string;
  /** The server's /offsite/ token for this link and pin; without it nothing is rendered as a link. */
  token: string | undefined;
  /** Whether a click is checked first (isLinkSpamChecked). */
  checked: boolean;
  /** Where the link is shown, for client_tracking_params. */
  surface?: string;
  /** Its carousel slot and commerce data, for the right-click's aux_data (spec 000 §7). */
  context?: ClickthroughContext;
  className?: string;
  testId?: string;
  /** An ad's link: a visitor goes straight on, without the interstitial (req 000-6.07). */
  promoted?: boolean;
  /** What the signed-out interstitial shows of the pin. */
  pinImageUrl?: string | null;
  pinCategory?: string | null;
  children: ReactNode;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function OutboundLink({
  url,
  pinId,
  token,
  checked,
  surface = 'closeup',
  context,
  className,
  testId,
  pinImageUrl,
  pinCategory,
  promoted = false,
  children,
}: OutboundLinkProps) {
  const { viewer } = useApp();
  if (!token || isEmptyHref(url)) {
    // Req 001-8.05: an empty or #-only link goes nowhere, and the click is counted.
    const onEmptyClick = isEmptyHref(url)
      ? () => logEvent({ event_type: CLIENT_EVENT.emptyHref, object_id: pinId })
      : undefined;
    return (
      <span className={className} data-testid={testId} aria-disabled="true" onClick={onEmptyClick}>
        {children}
      </span>
    );
  }
  const signed = token;
  const tracking = clientTrackingParams(surface);
  const href = offsiteHrefWith(url, pinId, signed, { clientTrackingParams: tracking });

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Offline, nothing happens, checked or not (req 000-5.37).
    if (!navigator.onLine) {
      event.preventDefault();
      return;
    }
    // Signed out, the interstitial is for a new or upsell-eligible visitor, never for an ad
    // (req 000-6.07), decided on the record as it stood before this click; then the
    // click-through counts toward their engagement (spec 002 §4).
    const interstitial =
      !viewer &&
      showsClickthroughInterstitial({ record: readVisitorRecord(), now: Date.now(), promoted });
    if (!viewer) recordClickThroughPin(pinId, url, pinImageUrl);
    // In a Windows wrapper every link is handed to it (req 000-6.15); in a browser a new tab or
    // window by the person's choice goes to /offsite/, which checks it on the server.
    const outside = wrapperOpener();
    if (!outside && (opensElsewhere(event) || !checked)) return;
    event.preventDefault();
    if (!checked && outside) {
      outside(href);
      return;
    }
    const tab = outside ? null : openBlankTab();
    // csr: the app checked the link on this click before sending the person on (req 001-7.11).
    const leave = offsiteHrefWith(url, pinId, signed, {
      csr: true,
      clientTrackingParams: tracking,
    });
    void checkLink(url, pinId, tracking).then((result) =>
      settleCheckedClick(
        tab,
        url,
        pinId,
        result,
        (answer) =>
          !interstitial
            ? leave
            : pinRedirectHref({
                domain: answer?.host ?? '',
                redirectUrl: leave,
                origin: window.location.pathname,
                pinImageUrl: pinImageUrl ?? '',
                pinCategory: pinCategory ?? '',
              }),
        outside,
      ),
    );
  }

  return (
    <a
      className={className}
      href={href}
      rel="nofollow noopener"
      target="_blank"
      dir="auto"
      data-testid={testId}
      onClick={onClick}
      onContextMenu={() => logRightClick(url, pinId, tracking, context)}
    >
      {children}
    </a>
  );
}
