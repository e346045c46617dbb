// The whole HTML document, rendered by the server and hydrated by the client (hydrateRoot on
// `document`). Both sides render the same assets, from the manifest on the server and from
// window.__CORKBOARD__ on the client. Titles and meta tags come from the pages (PageMeta) and
// are hoisted into <head> by React.
//
// The page arrives complete (every query is prefetched) and paints as it is parsed: no marker
// holds the first paint. Parsing only appends, and nothing already painted depends on what comes
// after it (the header's items are fixed-size and start-aligned; the grid's items sit at the
// server's computed places), so a paint in the middle of parsing moves nothing. A
// `<link rel="expect" blocking="render">` on a marker after the header used to hold it: in
// Lighthouse's Chromium the first frame after the block lifted often waited for the page's
// script to request one, so the first paint came after all the code had loaded (FCP and LCP
// counted every script's bytes).
//
// The page's code is not in the document: the bootstrap script loads it once the first screen's
// images have painted (ssr/code-loader.ts).
import type { ReactNode } from 'react';
import type { PageAssets } from './state/initial-state';

export function Document({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
