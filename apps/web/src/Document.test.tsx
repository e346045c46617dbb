// The document paints as it is parsed (Document.tsx): nothing holds the first paint, and the
// page's code is not in it (the bootstrap script loads it, ssr/code-loader.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './Document';

describe('Document', () => {
  const html = renderToStaticMarkup(
    <Document assets={{ css: ['/assets/app.css'] }}>
      <main>page</main>
    </Document>,
  );

  it('holds no paint: nothing in the head is render-blocking but the stylesheet', () => {
    expect(html).not.toContain('blocking=');
    expect(html).not.toContain('rel="expect"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it("carries none of the page's code: no module script, no modulepreload", () => {
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script');
  });
});
