// The operator console's outbox (issue 16): the mail kept in the data folder while SMTP_URL is
// not set, newest first, each with its links made clickable (a reset link is then one click).
import type { ResourceData } from '@corkboard/contracts';
import { ADMIN_UI } from '@corkboard/domain';
import { escapeHtml as e } from '../plain-page';

/** Escaped text with its http(s) addresses as links. */
function withLinks(text: string): string {
  return e(text).replace(
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}" rel="noreferrer">${url}</a>`,
  );
}

export function outboxSection(data: ResourceData['MailOutboxResource']['get']): string {
  const u = ADMIN_UI.outbox;
  const intro = `<p class="muted">${e(data.smtp ? u.bySmtp : u.intro)}</p>`;
  if (data.mails.length === 0) return `${intro}<p class="muted">${e(u.empty)}</p>`;
  const mails = data.mails
    .map(
      (m) =>
        `<article class="card" data-testid="admin-mail"><h2 style="margin-top:0">${e(m.subject)}</h2>` +
        `<p class="muted">${e(u.to)} ${e(m.to)} · ${e(u.from)} ${e(m.from)} · ${e(m.at)}</p>` +
        `<pre style="white-space:pre-wrap;overflow-wrap:anywhere;font:inherit">${withLinks(m.text)}</pre></article>`,
    )
    .join('');
  return intro + mails;
}
