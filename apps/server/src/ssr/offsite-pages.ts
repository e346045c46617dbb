// The pages of /offsite/ (issue 14), rendered on the server without the web app: they are shown
// on the way out, so they load nothing and run no script. "You're leaving Corkboard" names the
// real destination when a link's token is missing or does not match; the blocked page says why
// a flagged link is not opened.
import {
  BLOCKED_LINK,
  GUIDELINES_SPAM_PATH,
  OFFSITE_PAGE,
  pinRedirectContinue,
  type Theme,
} from '@corkboard/domain';
import { escapeHtml, plainPage } from './plain-page';

/** A missing or tampered token: the destination, shown in full, and a choice. */
export function leavingPage(url: string, theme?: Theme): string {
  return plainPage(
    OFFSITE_PAGE.leavingTitle,
    `<h1>${escapeHtml(OFFSITE_PAGE.leavingTitle)}</h1>` +
      `<p>${escapeHtml(OFFSITE_PAGE.leavingBody)}</p>` +
      `<p class="dest" data-testid="offsite-destination">${escapeHtml(url)}</p>` +
      `<div class="actions">` +
      `<a class="btn grey" href="/">${escapeHtml(OFFSITE_PAGE.leavingBack)}</a>` +
      `<a class="btn red" href="${escapeHtml(url)}" rel="nofollow noopener noreferrer" data-testid="offsite-continue">` +
      `${escapeHtml(OFFSITE_PAGE.leavingContinue)}</a></div>`,
    { theme },
  );
}

/** A flagged link: never opened; the reason and the host. */
export function blockedPage(host: string, reason: string, theme?: Theme): string {
  return plainPage(
    OFFSITE_PAGE.blockedTitle,
    `<h1>${escapeHtml(BLOCKED_LINK.title)}</h1>` +
      `<p><strong>${escapeHtml(BLOCKED_LINK.label)}</strong></p>` +
      `<p data-testid="offsite-reason">${escapeHtml(reason)}</p>` +
      `<p class="dest">${escapeHtml(OFFSITE_PAGE.blockedHost(host))}</p>` +
      `<p><a href="${GUIDELINES_SPAM_PATH}">${escapeHtml(BLOCKED_LINK.learnMore)}</a></p>` +
      `<div class="actions"><a class="btn red" href="/">${escapeHtml(OFFSITE_PAGE.leavingBack)}</a></div>`,
    { theme },
  );
}

/** Same-origin image paths only (the page loads nothing from elsewhere). */
const ownImage = (url: string | undefined) => (url && /^\/i\/[\w./-]+$/.test(url) ? url : null);

/**
 * /pin_redirect/ (spec 002 §2.1): the signed-out clickthrough interstitial, from its query
 * parameters: the pin's picture, where the link goes, Continue (through /offsite/ only) and a
 * sign-up invitation that comes back to the pin (origin).
 */
export function pinRedirectPage(
  params: {
    domain?: string;
    pinImageUrl?: string;
    domainImageUrl?: string;
    origin?: string;
    redirectUrl?: string;
  },
  theme?: Theme,
): string {
  const target = pinRedirectContinue(params.redirectUrl);
  const domain = params.domain || OFFSITE_PAGE.leavingTitle;
  const image = ownImage(params.pinImageUrl);
  const icon = ownImage(params.domainImageUrl);
  const back =
    params.origin && params.origin.startsWith('/') && !params.origin.startsWith('//')
      ? params.origin
      : '/';
  return plainPage(
    OFFSITE_PAGE.pinRedirectTitle(domain),
    (image
      ? `<p><img src="${escapeHtml(image)}" alt="" width="236" style="max-width:60%;height:auto;border-radius:16px"></p>`
      : '') +
      `<h1>${icon ? `<img src="${escapeHtml(icon)}" alt="" width="24" height="24"> ` : ''}${escapeHtml(OFFSITE_PAGE.pinRedirectTitle(domain))}</h1>` +
      `<div class="actions">` +
      (target
        ? `<a class="btn red" href="${escapeHtml(target)}" rel="nofollow noopener" data-testid="pin-redirect-continue">${escapeHtml(OFFSITE_PAGE.pinRedirectContinue)}</a>`
        : '') +
      `<a class="btn grey" href="/signup/?next=${encodeURIComponent(back)}" data-testid="pin-redirect-signup">${escapeHtml(OFFSITE_PAGE.pinRedirectSignUp)}</a>` +
      `</div><p><a href="${escapeHtml(back)}">${escapeHtml(OFFSITE_PAGE.leavingBack)}</a></p>`,
    { theme },
  );
}
