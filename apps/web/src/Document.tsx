// The whole HTML document, rendered by the server and hydrated by the client (hydrateRoot on
// `document`). Both sides render the same assets, from the manifest on the server and from
// window.__CORKBOARD__ on the client. Titles and meta tags come from the pages (PageMeta) and
// are hoisted into <head> by React.
//
// The page arrives complete (every query is prefetched), but the browser may still paint while
// it parses: a paint between two parsed parts shows half a header, and the rest then moves it
// (a layout shift). `<link rel="expect" blocking="render">` holds the first paint until the
// marker right after the header (App.tsx) is parsed; browsers without it simply paint as
// before. Not later: below the header nothing can move as more arrives (the grid's items are
// absolutely positioned at the server's computed places), and a marker at the end of <body>
// held the first paint until the module scripts had run (the LCP image rendered ~2 s after it
// had loaded, issue 12).
//
// The page's chunks are modulepreloaded at low priority: the first screen's images (React
// preloads them first in <head>, at high priority) come before the code that hydrates them.
import type { ReactNode } from 'react';
import type { PageAssets } from './state/initial-state';

/** The id of the marker after the header (see above). */
export const PARSED_MARKER_ID = 'cb-parsed';
const RENDER_BLOCKING = { blocking: 'render' } as Record<string, string>;

export function Document({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="expect" href={`#${PARSED_MARKER_ID}`} {...RENDER_BLOCKING} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
