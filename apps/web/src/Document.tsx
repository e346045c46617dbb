// The whole HTML document, rendered by the server and hydrated by the client (hydrateRoot on
// `document`). Both sides render the same assets, from the manifest on the server and from
// window.__CORKBOARD__ on the client. Titles and meta tags come from the pages (PageMeta) and
// are hoisted into <head> by React.
//
// The page arrives complete (every query is prefetched), but the browser may still paint while
// it parses: a paint between two parsed parts shows, say, half a centred row of cards, and the
// rest then moves it (a layout shift; it made the CLS-0 browser checks flaky). `<link
// rel="expect" blocking="render">` holds the first paint until the marker at the end of <body>
// is parsed; browsers without it simply paint as before. That costs the first paint nothing
// now: the document holds no script but the inline bootstrap one, and the page's code loads
// after the first paint (ssr/code-loader.ts). (While the modules were in the document, the
// paint waited for them too, and the marker had moved up to the header: issue 12.)
//
// The theme the server decided (packages/domain theme.ts) is on <html> from the first byte, so
// the first paint is already in it (styles/base.css draws it); 'system' leaves it to the
// visitor's colour scheme, in CSS.
import type { ReactNode } from 'react';
import { THEME_BACKGROUND, type Theme } from '@corkboard/domain';
import type { PageAssets } from './state/initial-state';

/** The id of the last element of <body> (see above). */
export const PARSED_MARKER_ID = 'cb-parsed';
const RENDER_BLOCKING = { blocking: 'render' } as Record<string, string>;

export function Document({
  assets,
  theme,
  children,
}: {
  assets: PageAssets;
  theme: Theme;
  children: ReactNode;
}) {
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first theme colour whose media matches is the browser's. */}
        {theme === 'system' ? (
          <meta
            name="theme-color"
            content={THEME_BACKGROUND.dark}
            media="(prefers-color-scheme: dark)"
          />
        ) : null}
        <meta name="theme-color" content={THEME_BACKGROUND[theme === 'dark' ? 'dark' : 'light']} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable web app (issue 16; server http/web-app-routes.ts). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <link rel="expect" href={`#${PARSED_MARKER_ID}`} {...RENDER_BLOCKING} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {children}
        <div id={PARSED_MARKER_ID} hidden />
      </body>
    </html>
  );
}
