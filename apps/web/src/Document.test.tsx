// The document holds its first paint until the header is parsed (budget: a layout shift of 0 on
// every grid page, docs/DESIGN.md §3): a paint in the middle of the header would show half of it
// that the rest then moves. Where the marker sits is checked on a whole page (test/ssr.test.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document, PARSED_MARKER_ID } from './Document';

describe('Document', () => {
  const html = renderToStaticMarkup(
    <Document assets={{ css: ['/assets/app.css'], modulepreload: ['/assets/app.js'] }}>
      <main>page</main>
    </Document>,
  );

  it('blocks rendering on the marker: <link rel="expect" blocking="render">', () => {
    expect(html).toContain(`<link rel="expect" href="#${PARSED_MARKER_ID}" blocking="render"/>`);
  });

  it("modulepreloads the page's code at low priority: the first screen's images come first", () => {
    expect(html).toContain('<link rel="modulepreload" href="/assets/app.js" fetchPriority="low"/>');
  });
});
