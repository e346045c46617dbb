// Dark mode (spec 001, area DARK): which theme a page is drawn in. The server decides it for every
// page it renders, from the signed-in viewer's stored flag and the inference experiment of the
// visit's kind; the web app's styles (apps/web/src/styles/base.css) and the server's plain pages
// draw it.
import { EXPERIMENTS } from './experiments';

/** 'system': the visitor's system colour scheme decides, in CSS (prefers-color-scheme). */
export type Theme = 'light' | 'dark' | 'system';

/** The page's background per theme; spec 001 §9, req 001-9.07: "Dark background colour #111111". */
export const THEME_BACKGROUND = { light: '#ffffff', dark: '#111111' } as const;

/**
 * Spec 001 §4, req 001-4.24: dark mode is "Stored as a flag" (`dark_mode` of the signed-in
 * viewer's settings): on, the page is dark, whatever the system says. Req 001-4.25: "Inference of
 * the preference uses different experiment configurations for signed-in and signed-out
 * visitors": otherwise the visit's own experiment decides whether the system's colour scheme is
 * followed (enabled) or the page stays light (control).
 */
export function themeFor(
  viewer: { readonly dark_mode: boolean } | null,
  experiments: Readonly<Record<string, string>>,
): Theme {
  if (viewer?.dark_mode) return 'dark';
  const experiment = viewer ? 'dark_mode_signed_in' : 'dark_mode_signed_out';
  const group = experiments[experiment] ?? EXPERIMENTS[experiment].defaultGroup;
  return group === 'enabled' ? 'system' : 'light';
}
