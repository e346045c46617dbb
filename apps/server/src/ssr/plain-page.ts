// Pages the server renders without the web app (the way out through /offsite/, the community
// guidelines, the operator console): plain HTML in the product's look, in the viewer's theme,
// with no script unless a page brings its own under the page's nonce.
import { SITE, THEME_BACKGROUND, type Theme } from '@corkboard/domain';
import { escapeHtml } from '../http/api-reference/schema-html';

export { escapeHtml };

/**
 * The page's colours per theme (spec 001, dark mode; packages/domain theme.ts): on <html
 * data-theme>, 'dark' for a signed-in person's flag, 'system' where the visitor's colour scheme
 * decides. The web app's tokens, in short.
 */
const LIGHT = `color-scheme:light;--bg:${THEME_BACKGROUND.light};--fg:#111;--soft:#efefef;--grey:#e9e9e9;--line:#e3e3e3;--border:#cdcdcd;--muted:#767676;--error:#b60000`;
const DARK = `color-scheme:dark;--bg:${THEME_BACKGROUND.dark};--fg:#eee;--soft:#222;--grey:#333;--line:#333;--border:#5f5f5f;--muted:#a0a0a0;--error:#ff6b6b`;

const BASE_STYLE = [
  `:root{${LIGHT}}html[data-theme=dark]{${DARK}}`,
  `@media (prefers-color-scheme:dark){html[data-theme=system]{${DARK}}}`,
  'body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:var(--fg);background:var(--bg)}',
  'main{max-width:560px;margin:10vh auto 0;padding:24px;text-align:center}',
  'h1{font-size:28px;margin:0 0 16px}',
  'p{font-size:16px;line-height:1.5;margin:0 0 16px}',
  'a{color:inherit}',
  '.dest{word-break:break-all;background:var(--soft);border-radius:12px;padding:12px 16px;font-weight:600}',
  '.actions{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;margin:24px 0 16px}',
  '.btn{display:inline-block;border:0;border-radius:24px;padding:12px 18px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}',
  '.red{background:#e60023;color:#fff}.grey{background:var(--grey);color:var(--fg)}',
].join('');

export interface PlainPageOptions {
  /** More CSS after the base. */
  style?: string;
  /** A script run under this nonce (the page's CSP allows it). */
  script?: { nonce: string; code: string };
  /** Class of <main>. */
  mainClass?: string;
  /** The viewer's theme (ssr/request-theme.ts); without one, the visitor's colour scheme. */
  theme?: Theme;
}

export function plainPage(title: string, body: string, options: PlainPageOptions = {}): string {
  const script = options.script
    ? `<script nonce="${options.script.nonce}">${options.script.code}</script>`
    : '';
  const mainClass = options.mainClass ? ` class="${options.mainClass}"` : '';
  return (
    `<!doctype html><html lang="en" data-theme="${options.theme ?? 'system'}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)} | ${SITE.name}</title>` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">` +
    `<style>${BASE_STYLE}${options.style ?? ''}</style></head>` +
    `<body><main${mainClass}>${body}</main>${script}</body></html>`
  );
}

/** The headers of such a page: never cached, only its own style and (nonce) script. */
export function plainPageHeaders(nonce?: string): Record<string, string> {
  const script = nonce ? `script-src 'nonce-${nonce}'; connect-src 'self'; ` : '';
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; ${script}img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  };
}
