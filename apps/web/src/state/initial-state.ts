// What the server hands the client in `window.__CORKBOARD__`: the query cache, the viewer, the
// page's assets and theme (so the client renders the identical document) and an error the server
// already decided for the first URL.
import type { DehydratedState } from '@tanstack/react-query';
import type { Theme } from '@corkboard/domain';
import type { AppContextValue } from './app-context';

export interface PageAssets {
  /** Stylesheet URLs (the page's code is not in the document: ssr/code-loader.ts). */
  css: string[];
}

/** An error the server rendered for `path`; the client keeps it until the first navigation. */
export interface SsrError {
  path: string;
  status: number;
  code: string;
  message: string;
}

export interface InitialState {
  app: AppContextValue;
  queries: DehydratedState;
  assets: PageAssets;
  /** The page's theme, decided by the server (packages/domain theme.ts), on <html>. */
  theme: Theme;
  error: SsrError | null;
}

declare global {
  interface Window {
    __CORKBOARD__?: InitialState;
    /**
     * Cookie consent (issue 16; domain consentAttribute): `unset` asks with the banner, `a1m0p1`
     * says what is allowed, `bot` asks nothing. A global of its own, which the entry leaves in
     * place when it drops __CORKBOARD__: only lazy code reads it (consent/page-consent.ts), so
     * the page's first code carries none of it.
     */
    __CB_CONSENT__?: string;
  }
}

/**
 * JSON for an inline <script>. Every `<` becomes \u003c, so user text (a pin titled
 * "</script><script>...") can never close the script or open a comment; U+2028/2029 are
 * escaped for old parsers.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The state as a JSON string that the page parses: a large object literal costs the browser far
 * more to compile than JSON.parse costs to read the same text (the home page's state is ~80 KB;
 * as a literal it was a 20 ms task while the page was still loading). Escaped like
 * serializeState: the string literal holds no `<`.
 */
export function stateScript(state: InitialState, consent: string): string {
  return (
    `window.__CORKBOARD__=JSON.parse(${serializeState(JSON.stringify(state))});` +
    `window.__CB_CONSENT__=${serializeState(consent)};`
  );
}
