// The document holds its first paint until it is parsed whole (budget: a layout shift of 0 on
// every grid page, docs/DESIGN.md §3): a paint in the middle of parsing shows part of a row that
// the rest then moves. The page's code is not in it (the bootstrap script loads it after the
// first paint, ssr/code-loader.ts), so the paint waits for nothing else.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Theme } from '@corkboard/domain';
import { Document, PARSED_MARKER_ID } from './Document';

const render = (theme: Theme) =>
  renderToStaticMarkup(
    <Document assets={{ css: ['/assets/app.css'] }} theme={theme}>
      <main>page</main>
    </Document>,
  );

describe('Document', () => {
  const html = render('light');

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

describe('Document theme (spec 001 §4, reqs 001-4.24 and 001-4.25)', () => {
  it.each([
    ['light', '<meta name="theme-color" content="#ffffff"/>'],
    // Req 001-9.07: "Dark background colour #111111", the browser's own bar included.
    ['dark', '<meta name="theme-color" content="#111111"/>'],
  ] as const)('%s: on <html> from the first byte, with its theme colour', (theme, meta) => {
    const html = render(theme);
    expect(html).toContain(`<html lang="en" data-theme="${theme}">`);
    expect(html).toContain(meta);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
  });

  it("system: the visitor's colour scheme picks the theme colour (the first that matches)", () => {
    const html = render('system');
    expect(html).toContain('<html lang="en" data-theme="system">');
    expect(html).toContain(
      '<meta name="theme-color" content="#111111" media="(prefers-color-scheme: dark)"/>' +
        '<meta name="theme-color" content="#ffffff"/>',
    );
  });
});
