// /community-guidelines/ (issue 14): the rules the blocked-link modal's 'Learn more' points to
// (its #spam section, req 000-8.04), rendered on the server from the copy catalogue.
import { GUIDELINES, type Theme } from '@corkboard/domain';
import { escapeHtml, plainPage } from './plain-page';

const STYLE =
  'main{text-align:left;margin-top:6vh}h2{font-size:20px;margin:32px 0 8px}li{line-height:1.5;margin:0 0 8px}';

export function guidelinesPage(theme?: Theme): string {
  const sections = GUIDELINES.sections
    .map(
      (s) =>
        `<section id="${s.id}"><h2>${escapeHtml(s.title)}</h2><ul>` +
        s.body.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
        `</ul></section>`,
    )
    .join('');
  return plainPage(
    GUIDELINES.title,
    `<h1>${escapeHtml(GUIDELINES.title)}</h1><p>${escapeHtml(GUIDELINES.intro)}</p>${sections}` +
      `<p><a href="/">Corkboard</a></p>`,
    { style: STYLE, theme },
  );
}
