// The operator console's pages (issue 14), rendered on the server from what the operator
// resources answer: the overview, the link block list (test a URL, add, edit, remove), the
// appeal queue (uphold or lift, with a note), the report queue (remove the Pin, dismiss,
// suspend the account), the audit log and the client events (events-section.ts). Writes go through the resource API (admin-script.ts).
import type { LinkAppealReview, LinkRuleWire, ResourceData } from '@corkboard/contracts';
import {
  ADMIN_UI,
  LINK_APPEAL,
  REDIRECT_STATUSES,
  REPORT_REASON_TEXT,
  type Theme,
} from '@corkboard/domain';
import { escapeHtml as e, plainPage } from '../plain-page';
import { ADMIN_SCRIPT } from './admin-script';

export type AdminSection =
  'home' | 'links' | 'appeals' | 'reports' | 'audit' | 'events' | 'experiences' | 'outbox';

const SECTION_PATHS: Record<AdminSection, string> = {
  home: '/admin/',
  links: '/admin/links/',
  appeals: '/admin/appeals/',
  reports: '/admin/reports/',
  audit: '/admin/audit/',
  events: '/admin/events/',
  experiences: '/admin/experiences/',
  outbox: '/admin/outbox/',
};

const STYLE = [
  'main.admin{max-width:1040px;margin:0 auto;padding:16px 24px 64px;text-align:left}',
  'nav.admin-nav{display:flex;gap:8px;flex-wrap:wrap;margin:8px 0 24px}',
  'nav.admin-nav a{padding:8px 14px;border-radius:20px;text-decoration:none;font-weight:600;background:var(--soft)}',
  'nav.admin-nav a[aria-current=page]{background:var(--fg);color:var(--bg)}',
  'h1{font-size:24px;margin:16px 0 8px}h2{font-size:18px;margin:28px 0 8px}',
  'table{width:100%;border-collapse:collapse;font-size:14px}',
  'th,td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid var(--line)}',
  'form.row{display:flex;gap:8px;flex-wrap:wrap;align-items:flex-end;margin:0}',
  'label{display:flex;flex-direction:column;gap:4px;font-size:13px;font-weight:600}',
  'input,select,textarea{font:inherit;padding:8px 10px;border:1px solid var(--border);border-radius:10px;background:inherit;color:inherit}',
  '.btn{padding:8px 14px}',
  '.out{display:block;width:100%;color:var(--error);font-size:13px;min-height:1em}',
  '.muted{color:var(--muted)}.pill{display:inline-block;padding:2px 8px;border-radius:10px;background:var(--soft);font-size:12px}',
  '.card{border:1px solid var(--line);border-radius:16px;padding:16px;margin:0 0 12px}',
  '.report{display:flex;gap:16px}.report img{width:96px;height:auto;border-radius:12px;object-fit:cover}',
  '.stats{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}',
  'label.wide{flex:1 1 100%}label.wide textarea{font-family:ui-monospace,monospace;font-size:12px}',
].join('');

export function adminPage(
  section: AdminSection,
  body: string,
  nonce: string,
  theme?: Theme,
): string {
  const nav = (Object.keys(SECTION_PATHS) as AdminSection[])
    .map(
      (s) =>
        `<a href="${SECTION_PATHS[s]}"${s === section ? ' aria-current="page"' : ''}>${e(ADMIN_UI.nav[s])}</a>`,
    )
    .join('');
  return plainPage(
    `${ADMIN_UI.nav[section]} · ${ADMIN_UI.title}`,
    `<h1>${e(ADMIN_UI.title)}</h1><nav class="admin-nav" data-testid="admin-nav">${nav}</nav>${body}`,
    { style: STYLE, mainClass: 'admin', script: { nonce, code: ADMIN_SCRIPT }, theme },
  );
}

/** A form the console script posts: resource, action, what a refusal starts with. */
const form = (resource: string, action: string, inner: string, testId: string) =>
  `<form class="row" data-resource="${resource}" data-action="${action}" data-failed="${e(ADMIN_UI.failed)}" ` +
  `data-decided="${e(ADMIN_UI.links.decidedBy)}" data-norule="${e(ADMIN_UI.links.noRule)}" data-testid="${testId}">` +
  `${inner}<output class="out" data-out role="status"></output></form>`;

const options = (values: readonly string[], selected: string) =>
  values
    .map((v) => `<option value="${v}"${v === selected ? ' selected' : ''}>${v}</option>`)
    .join('');

function ruleFields(rule: Pick<LinkRuleWire, 'match' | 'value' | 'verdict' | 'reason'>) {
  const matchOptions =
    `<option value="domain"${rule.match === 'domain' ? ' selected' : ''}>${e(ADMIN_UI.links.matchDomain)}</option>` +
    `<option value="prefix"${rule.match === 'prefix' ? ' selected' : ''}>${e(ADMIN_UI.links.matchPrefix)}</option>`;
  return (
    `<label>${e(ADMIN_UI.links.match)}<select name="match">${matchOptions}</select></label>` +
    `<label>${e(ADMIN_UI.links.value)}<input name="value" required maxlength="2048" value="${e(rule.value)}"></label>` +
    `<label>${e(ADMIN_UI.links.verdict)}<select name="verdict">${options(REDIRECT_STATUSES, rule.verdict)}</select></label>` +
    `<label>${e(ADMIN_UI.links.reason)}<input name="reason" maxlength="500" value="${e(rule.reason)}"></label>`
  );
}

export function linksSection(data: ResourceData['LinkRuleResource']['get']): string {
  const test = form(
    'LinkVerdictResource',
    'get',
    `<label>${e(ADMIN_UI.links.testLabel)}<input name="url" required maxlength="2048" size="48" placeholder="https://"></label>` +
      `<button class="btn grey" type="submit">${e(ADMIN_UI.links.testButton)}</button>`,
    'admin-test-link',
  );
  const add = form(
    'LinkRuleResource',
    'create',
    ruleFields({ match: 'domain', value: '', verdict: 'blocked', reason: '' }) +
      `<button class="btn red" type="submit">${e(ADMIN_UI.links.add)}</button>`,
    'admin-add-rule',
  );
  const rules =
    data.rules.length === 0
      ? `<p class="muted">${e(ADMIN_UI.links.noRules)}</p>`
      : data.rules
          .map(
            (rule) =>
              `<div class="card" data-testid="admin-rule" data-value="${e(rule.value)}">` +
              form(
                'LinkRuleResource',
                'update',
                `<input type="hidden" name="id" value="${rule.id}">${ruleFields(rule)}` +
                  `<button class="btn grey" type="submit">${e(ADMIN_UI.links.save)}</button>` +
                  `<button class="btn grey" type="submit" data-action="delete" data-only="id" data-testid="admin-rule-remove">${e(ADMIN_UI.links.remove)}</button>`,
                'admin-rule-form',
              ) +
              `</div>`,
          )
          .join('');
  const lists =
    data.lists.length === 0
      ? `<p class="muted">${e(ADMIN_UI.links.noLists)}</p>`
      : `<ul>${data.lists.map((l) => `<li>${e(l.source)}: ${e(ADMIN_UI.links.listRules(l.rules))}</li>`).join('')}</ul>`;
  return (
    `<h2>${e(ADMIN_UI.links.testTitle)}</h2>${test}` +
    `<h2>${e(ADMIN_UI.links.addTitle)}</h2>${add}` +
    `<h2>${e(ADMIN_UI.links.rulesTitle)}</h2>${rules}` +
    `<h2>${e(ADMIN_UI.links.listsTitle)}</h2>${lists}`
  );
}

const more = (path: string, bookmark: string | undefined) =>
  bookmark && bookmark !== '-end-'
    ? `<p><a class="btn grey" href="${path}${path.includes('?') ? '&' : '?'}bookmark=${encodeURIComponent(bookmark)}">${e(ADMIN_UI.more)}</a></p>`
    : '';

export function appealsSection(
  appeals: LinkAppealReview[],
  status: 'open' | 'upheld' | 'lifted',
  bookmark: string | undefined,
): string {
  const tabs = (['open', 'upheld', 'lifted'] as const)
    .map(
      (s) =>
        `<a href="/admin/appeals/?status=${s}"${s === status ? ' aria-current="page"' : ''}>${e(ADMIN_UI.appeals[s])}</a>`,
    )
    .join('');
  const cards = appeals.map((a) => {
    const decide =
      a.status === 'open'
        ? form(
            'LinkAppealQueueResource',
            'update',
            `<input type="hidden" name="id" value="${a.id}">` +
              `<label>${e(ADMIN_UI.appeals.note)}<input name="note" maxlength="500" data-optional></label>` +
              `<button class="btn grey" type="submit" name="decision" value="uphold" data-testid="admin-appeal-uphold">${e(ADMIN_UI.appeals.uphold)}</button>` +
              `<button class="btn red" type="submit" name="decision" value="lift" data-testid="admin-appeal-lift">${e(ADMIN_UI.appeals.lift)}</button>`,
            'admin-appeal-form',
          )
        : `<p class="muted">${e(LINK_APPEAL.status[a.status])}${a.note ? ` · ${e(a.note)}` : ''}</p>`;
    return (
      `<div class="card" data-testid="admin-appeal" data-host="${e(a.host)}">` +
      `<p><strong>${e(a.url)}</strong></p>` +
      `<p>${e(ADMIN_UI.appeals.from)} ${e(a.requester?.username ?? '?')} · ${e(a.created_at)}</p>` +
      `<p>${e(ADMIN_UI.appeals.sawVerdict)}: <span class="pill">${a.verdict}</span> ${e(a.verdict_reason)} · ` +
      `${e(ADMIN_UI.appeals.nowVerdict)}: <span class="pill">${a.current_verdict}</span></p>` +
      `<p>${e(ADMIN_UI.appeals.said)}: “${e(a.message)}”</p>${decide}</div>`
    );
  });
  return (
    `<nav class="admin-nav">${tabs}</nav>` +
    (cards.length === 0 ? `<p class="muted">${e(ADMIN_UI.appeals.empty)}</p>` : cards.join('')) +
    more(`/admin/appeals/?status=${status}`, bookmark)
  );
}

const reasonText = (reason: string) =>
  reason in REPORT_REASON_TEXT
    ? REPORT_REASON_TEXT[reason as keyof typeof REPORT_REASON_TEXT].label
    : ADMIN_UI.reports.noReason;

export function reportsSection(
  reports: ResourceData['PinReportQueueResource']['get'],
  bookmark: string | undefined,
): string {
  const cards = reports.map((r) => {
    const reasons = Object.entries(r.reasons)
      .map(([reason, n]) => `<li>${e(reasonText(reason))}: ${n}</li>`)
      .join('');
    const image = r.image_url ? `<img src="${e(r.image_url)}" alt="">` : '';
    return (
      `<div class="card report" data-testid="admin-report" data-pin="${r.pin_id}">${image}<div>` +
      `<p><a href="/pin/${r.pin_id}/"><strong>${e(r.title || r.pin_id)}</strong></a> · ` +
      `<span class="pill" data-testid="admin-report-count">${e(ADMIN_UI.reports.reports(r.reports))}</span></p>` +
      `<p>${e(ADMIN_UI.reports.pinner)}: ${e(r.pinner.username)}` +
      `${r.pinner.suspended ? ` <span class="pill">${e(ADMIN_UI.reports.suspended)}</span>` : ''}</p>` +
      `<ul>${reasons}</ul>` +
      form(
        'PinReportQueueResource',
        'update',
        `<input type="hidden" name="pin_id" value="${r.pin_id}">` +
          `<button class="btn red" type="submit" name="action" value="remove_pin" data-confirm="${e(ADMIN_UI.reports.confirmRemove)}" data-testid="admin-report-remove">${e(ADMIN_UI.reports.removePin)}</button>` +
          `<button class="btn grey" type="submit" name="action" value="dismiss" data-testid="admin-report-dismiss">${e(ADMIN_UI.reports.dismiss)}</button>` +
          `<button class="btn grey" type="submit" name="action" value="suspend_account" data-confirm="${e(ADMIN_UI.reports.confirmSuspend)}" data-testid="admin-report-suspend">${e(ADMIN_UI.reports.suspend)}</button>`,
        'admin-report-form',
      ) +
      `</div></div>`
    );
  });
  return (
    (cards.length === 0 ? `<p class="muted">${e(ADMIN_UI.reports.empty)}</p>` : cards.join('')) +
    more('/admin/reports/', bookmark)
  );
}

export function auditSection(
  actions: ResourceData['OperatorAuditResource']['get'],
  bookmark: string | undefined,
): string {
  if (actions.length === 0) return `<p class="muted">${e(ADMIN_UI.audit.empty)}</p>`;
  const rows = actions
    .map(
      (a) =>
        `<tr data-testid="admin-audit-row"><td>${e(a.created_at)}</td><td>${e(a.operator?.username ?? '?')}</td>` +
        `<td>${e(a.action)}</td><td>${e(a.target)}</td><td><code>${e(JSON.stringify(a.detail))}</code></td></tr>`,
    )
    .join('');
  const u = ADMIN_UI.audit;
  return (
    `<table><thead><tr><th>${e(u.when)}</th><th>${e(u.who)}</th><th>${e(u.what)}</th><th>${e(u.target)}</th><th></th></tr></thead>` +
    `<tbody>${rows}</tbody></table>${more('/admin/audit/', bookmark)}`
  );
}

export function overviewSection(counts: {
  openAppeals: number;
  reportedPins: number;
  rules: number;
  lists: number;
}): string {
  const o = ADMIN_UI.overview;
  const stat = (href: string, text: string) =>
    `<a class="card" href="${href}" style="text-decoration:none">${e(text)}</a>`;
  return (
    `<div class="stats" data-testid="admin-overview">` +
    stat('/admin/appeals/', o.openAppeals(counts.openAppeals)) +
    stat('/admin/reports/', o.reportedPins(counts.reportedPins)) +
    stat('/admin/links/', o.rules(counts.rules)) +
    stat('/admin/links/', o.lists(counts.lists)) +
    `</div>`
  );
}
