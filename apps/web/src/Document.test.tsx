// The document holds its first paint until it is parsed whole (budget: a layout shift of 0 on
// every grid page, docs/DESIGN.md §3): a paint in the middle of parsing would show half a header
// that the rest then moves.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document, PARSED_MARKER_ID } from './Document';

describe('Document', () => {
  const html = renderToStaticMarkup(
    <Document assets={{ css: ['/assets/app.css'], modulepreload: [] }}>
      <main>page</main>
    </Document>,
  );

  it('blocks rendering on the marker: <link rel="expect" blocking="render">', () => {
    expect(html).toContain(`<link rel="expect" href="#${PARSED_MARKER_ID}" blocking="render"/>`);
  });

  it('puts the marker after the page, as the last element of <body>', () => {
    expect(html).toMatch(
      new RegExp(`<main>page</main><div id="${PARSED_MARKER_ID}" hidden=""></div></body>`),
    );
  });
});
