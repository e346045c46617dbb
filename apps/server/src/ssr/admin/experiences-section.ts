// The operator console's experiences page (issue 15): create, edit, publish, pause, preview
// and remove experiences, with each one's totals; one experience's page adds its chart (views,
// completions, dismissals and clicks by day, an inline SVG drawn here, no script).
import type { ResourceData } from '@corkboard/contracts';
import {
  ADMIN_EXPERIENCES_UI as U,
  ADMIN_UI,
  EXPERIENCE_KIND_NAMES,
  EXPERIENCE_STATUSES,
  PLACEMENT_NAMES,
  PLACEMENTS,
  placementPage,
  SAMPLE_VIEWER_KINDS,
  sampleViewer,
  targetingMismatch,
  type ExperiencePage,
} from '@corkboard/domain';
import { escapeHtml as e } from '../plain-page';

type Entry = ResourceData['ExperienceAdminResource']['get'][number];
type Stats = ResourceData['ExperienceStatsResource']['get'];

/** Where a placement's preview opens: a page that has it. */
const PREVIEW_PATHS: Record<ExperiencePage, string> = {
  any: '/',
  home: '/',
  closeup: '/',
  board: '/',
  search: '/search/pins/?q=ideas',
  pin_builder: '/pin-creation-tool/',
};

/** A search delight previews over the results of its first search (req 001-3.02). */
const searchOf = (e: Pick<Entry, 'display_data'>) =>
  e.display_data.search_query_list?.find((q) => q.trim() !== '')?.trim();

export function previewPath(
  e: Pick<Entry, 'placement_id' | 'experience_id' | 'kind' | 'display_data'>,
): string {
  const query = e.kind === 'search_delight' ? searchOf(e) : undefined;
  const path = query
    ? `/search/pins/?q=${encodeURIComponent(query)}`
    : PREVIEW_PATHS[placementPage(e.placement_id) ?? 'any'];
  return `${path}${path.includes('?') ? '&' : '?'}experience_preview=${e.experience_id}`;
}

const select = (name: string, values: readonly string[], selected: string) =>
  `<select name="${name}">${values
    .map((v) => `<option value="${e(v)}"${v === selected ? ' selected' : ''}>${e(v)}</option>`)
    .join('')}</select>`;

const placementSelect = (selected: number) =>
  `<select name="placement_id" data-number>${PLACEMENT_NAMES.map((n) => {
    const p = PLACEMENTS[n];
    return `<option value="${p.id}"${p.id === selected ? ' selected' : ''}>${p.id} · ${e(p.label)}</option>`;
  }).join('')}</select>`;

const json = (value: unknown) => e(JSON.stringify(value, null, 2));
const localTime = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

/** The fields of an experience (empty for a new one). */
function fields(x: Partial<Entry>): string {
  return (
    `<label>${e(U.name)}<input name="name" required maxlength="120" value="${e(x.name ?? '')}"></label>` +
    `<label>${e(U.kind)}${select('kind', EXPERIENCE_KIND_NAMES, x.kind ?? 'callout')}</label>` +
    `<label>${e(U.placement)}${placementSelect(x.placement_id ?? PLACEMENTS.home_top.id)}</label>` +
    `<label>${e(U.status)}${select('status', EXPERIENCE_STATUSES, x.status ?? 'draft')}</label>` +
    `<label>${e(U.priority)}<input name="priority" type="number" min="-100" max="100" value="${x.priority ?? 0}" data-number></label>` +
    `<label>${e(U.startsAt)}<input name="starts_at" type="datetime-local" value="${localTime(x.starts_at ?? null)}" data-iso></label>` +
    `<label>${e(U.endsAt)}<input name="ends_at" type="datetime-local" value="${localTime(x.ends_at ?? null)}" data-iso></label>` +
    `<label class="wide">${e(U.displayData)}<textarea name="display_data" rows="6" data-json required>${json(x.display_data ?? { display_type: 'info-callout', message: '' })}</textarea></label>` +
    `<label class="wide">${e(U.targeting)}<textarea name="targeting" rows="3" data-json>${json(x.targeting ?? {})}</textarea></label>` +
    `<label class="wide">${e(U.caps)}<textarea name="caps" rows="3" data-json>${json(x.caps ?? {})}</textarea></label>`
  );
}

const form = (action: string, inner: string, testId: string) =>
  `<form class="row" data-resource="ExperienceAdminResource" data-action="${action}" data-failed="${e(ADMIN_UI.failed)}" data-testid="${testId}">` +
  `${inner}<output class="out" data-out role="status"></output></form>`;

/** How each kind of viewer fares with its targeting (issue 15: "as a chosen kind of viewer"). */
function whoSeesIt(x: Entry, now: number): string {
  const u = U.viewers;
  const rows = SAMPLE_VIEWER_KINDS.map((kind) => {
    const miss = targetingMismatch(x.targeting, sampleViewer(kind, now), now);
    const verdict = miss ? u.not(u.why[miss]) : u.sees;
    return `<li data-viewer="${kind}" data-sees="${miss ? 'no' : 'yes'}">${e(u.kinds[kind])}: ${e(verdict)}</li>`;
  }).join('');
  return `<details data-testid="admin-experience-viewers"><summary>${e(u.title)}</summary><ul>${rows}</ul></details>`;
}

function entryCard(x: Entry, now: number): string {
  const id = `<input type="hidden" name="experience_id" value="${x.experience_id}" data-number>`;
  const statusButton =
    x.status === 'active'
      ? `<button class="btn grey" type="submit" data-action="update" data-only="experience_id,status" name="status" value="paused" data-testid="admin-experience-pause">${e(U.pause)}</button>`
      : `<button class="btn red" type="submit" data-action="update" data-only="experience_id,status" name="status" value="active" data-testid="admin-experience-publish">${e(U.activate)}</button>`;
  const t = x.totals;
  return (
    `<div class="card" data-testid="admin-experience" data-experience-id="${x.experience_id}" data-status="${x.status}">` +
    `<p><strong>${e(x.name)}</strong> <span class="pill">${e(x.kind)}</span> <span class="pill">${e(x.status)}</span> ` +
    `<span class="muted">${x.placement_id}:${x.experience_id}</span></p>` +
    `<p class="muted" data-testid="admin-experience-totals">${e(U.totals(t.views, t.completions, t.dismissals, t.clicks))}</p>` +
    whoSeesIt(x, now) +
    `<p><a class="btn grey" href="${e(previewPath(x))}" target="_blank" rel="noopener" data-testid="admin-experience-preview">${e(U.preview)}</a> ` +
    `<a class="btn grey" href="/admin/experiences/?id=${x.experience_id}" data-testid="admin-experience-chart">${e(U.stats)}</a></p>` +
    form(
      'update',
      id +
        fields(x) +
        `<button class="btn grey" type="submit">${e(U.save)}</button>${statusButton}` +
        `<button class="btn grey" type="submit" data-action="delete" data-only="experience_id" data-confirm="${e(U.removeConfirm)}">${e(U.remove)}</button>`,
      'admin-experience-form',
    ) +
    `</div>`
  );
}

export function experiencesSection(list: Entry[], now: number): string {
  const create = form(
    'create',
    fields({}) +
      `<button class="btn red" type="submit" data-testid="admin-experience-create">${e(U.create)}</button>`,
    'admin-experience-new',
  );
  return (
    `<h2>${e(U.createTitle)}</h2><p class="muted">${e(U.templateHint)}</p>${create}` +
    `<h2>${e(U.listTitle)}</h2>` +
    (list.length === 0
      ? `<p class="muted">${e(U.empty)}</p>`
      : list.map((x) => entryCard(x, now)).join(''))
  );
}

const SERIES = [
  ['views', '#2b6cb0'],
  ['completions', '#2f855a'],
  ['dismissals', '#c53030'],
  ['clicks', '#b7791f'],
] as const;

/** One experience's chart: a line per series over the days, and the same figures as a table. */
export function experienceChart(x: Entry, stats: Stats): string {
  const width = 720;
  const height = 220;
  const pad = 28;
  const top = Math.max(1, ...stats.days.flatMap((d) => SERIES.map(([k]) => d[k])));
  const step = stats.days.length > 1 ? (width - 2 * pad) / (stats.days.length - 1) : 0;
  const y = (v: number) => height - pad - (v / top) * (height - 2 * pad);
  const lines = SERIES.map(
    ([key, colour]) =>
      `<polyline fill="none" stroke="${colour}" stroke-width="2" data-series="${key}" points="${stats.days
        .map((d, i) => `${(pad + i * step).toFixed(1)},${y(d[key]).toFixed(1)}`)
        .join(' ')}"/>`,
  ).join('');
  const legend = SERIES.map(
    ([key, colour]) => `<span class="pill" style="color:${colour}">■ ${e(U.series[key])}</span>`,
  ).join(' ');
  const rows = stats.days
    .filter((d) => SERIES.some(([k]) => d[k] > 0))
    .map(
      (d) =>
        `<tr data-testid="admin-experience-day"><td>${d.date}</td>${SERIES.map(([k]) => `<td>${d[k]}</td>`).join('')}</tr>`,
    )
    .join('');
  return (
    `<p><a href="/admin/experiences/">${e(U.back)}</a></p>` +
    `<h2>${e(x.name)} <span class="muted">${x.placement_id}:${x.experience_id}</span></h2>` +
    `<p>${e(U.chartTitle(stats.days.length))} ${legend}</p>` +
    `<svg role="img" aria-label="${e(U.chartTitle(stats.days.length))}" viewBox="0 0 ${width} ${height}" width="100%" data-testid="admin-experience-svg">` +
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="currentColor" stroke-opacity=".3"/>` +
    `<text x="4" y="${pad}" font-size="11" fill="currentColor">${top}</text>${lines}</svg>` +
    `<table><thead><tr><th>${e(U.date)}</th>${SERIES.map(([k]) => `<th>${e(U.series[k])}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
  );
}
