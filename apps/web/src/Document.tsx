// The whole HTML document, rendered by the server and hydrated by the client (hydrateRoot on
// `document`). Both sides render the same assets, from the manifest on the server and from
// window.__CORKBOARD__ on the client. Titles and meta tags come from the pages (PageMeta) and
// are hoisted into <head> by React.
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
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
