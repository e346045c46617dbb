// The document holds its first paint until it is parsed whole (budget: a layout shift of 0 on
// every grid page, docs/DESIGN.md §3): a paint in the middle of parsing shows part of a row that
// the rest then moves. The page's code is not in it (the bootstrap script loads it after the
// first paint, ssr/code-loader.ts), so the paint waits for nothing else.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document, PARSED_MARKER_ID } from './Document';

describe('Document', () => {
  const html = renderToStaticMarkup(
    <Document assets={{ css: ['/assets/app.css'] }}>
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

  it("carries none of the page's code: no module script, no modulepreload", () => {
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script');
  });
});
