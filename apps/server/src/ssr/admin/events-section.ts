// The operator console's client events page (issue 15, "Client event log"): what the web app
// reported over the last 1, 7 or 30 days, counted by event type (ClientEventCountsResource).
import type { ResourceData } from '@corkboard/contracts';
import { ADMIN_UI } from '@corkboard/domain';
import { escapeHtml as e } from '../plain-page';

export const EVENT_WINDOWS = [1, 7, 30] as const;
export type EventWindow = (typeof EVENT_WINDOWS)[number];

export function eventsSection(
  data: ResourceData['ClientEventCountsResource']['get'],
  days: EventWindow,
): string {
  const u = ADMIN_UI.events;
  const tabs = EVENT_WINDOWS.map(
    (d) =>
      `<a href="/admin/events/?days=${d}"${d === days ? ' aria-current="page"' : ''}>${e(u.window(d))}</a>`,
  ).join('');
  const rows = data.counts
    .map(
      (c) =>
        `<tr data-testid="admin-event-row" data-event-type="${c.event_type}"><td>${e(c.name)}</td>` +
        `<td>${c.event_type}</td><td data-testid="admin-event-count">${c.count}</td></tr>`,
    )
    .join('');
  return (
    `<nav class="admin-nav">${tabs}</nav>` +
    `<p class="muted">${e(u.since(data.since))}</p>` +
    (data.counts.length === 0
      ? `<p class="muted">${e(u.empty)}</p>`
      : `<table><thead><tr><th>${e(u.name)}</th><th>${e(u.code)}</th><th>${e(u.count)}</th></tr></thead>` +
        `<tbody>${rows}</tbody></table>`)
  );
}
