// The page's code loads once its first screen has painted. The server's HTML is the whole page,
// laid out, its links plain links; the code only makes it interactive. Fetched at once, the
// code's ~100 KB shared a phone's bandwidth with the first screen's images, and the largest of
// them (the LCP) painted after the code had loaded (Lighthouse, slow 4G: home LCP 2.7 to 5.7 s).
// So the bootstrap script (the inline one that carries the state) waits until
// - the browser has shown the page's first contentful paint (on a loaded machine Chromium
//   sometimes shows the first frame a second or two after the page is ready), and
// - every first-screen image (`fetchpriority="high"`, masonry-layout.ts firstScreenItems) has
//   loaded or failed,
// then for a frame to paint them; then it modulepreloads every chunk of the page at once (no
// import waterfall, at low priority: anything still loading for the screen comes first) and
// adds the entry module. Never later than FIRST_SCREEN_WAIT_MS: an image that hangs must not
// keep the page inert.

/** What to load: the entry module and every chunk the page needs before hydrating. */
export interface CodeLoad {
  entry: string;
  modules: string[];
}

/** The longest the code waits for the first screen. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** The browser parts the loader touches (the real document and window in the page). */
export interface LoaderHost {
  doc: Pick<Document, 'querySelectorAll' | 'createElement' | 'head' | 'body'>;
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
    PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
      (new (
        callback: PerformanceObserverCallback,
      ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  };
}

/**
 * Runs in the page, serialised into the bootstrap script (codeLoaderScript): it must stay
 * self-contained (no imports, no outer names).
 */
export function loadCodeAfterFirstScreen(
  load: CodeLoad,
  waitMs: number,
  host: LoaderHost = { doc: document, win: window },
): void {
  const { doc, win } = host;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of load.modules) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.href = href;
      doc.head.appendChild(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.fetchPriority = 'low';
    script.src = load.entry;
    doc.body.appendChild(script);
  };
  win.setTimeout(start, waitMs);
  // After the frame that paints the images: a task queued from requestAnimationFrame runs once
  // that frame is drawn (and a hidden tab, which draws no frames, still gets its code).
  const afterPaint = () => {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    win.setTimeout(start, 500);
  };
  const pending = Array.from(doc.querySelectorAll('img[fetchpriority="high"]')).filter(
    (img) => !(img as HTMLImageElement).complete,
  );
  // One wait per image still loading, and one for the first contentful paint.
  let left = pending.length + 1;
  const settled = () => {
    left -= 1;
    if (left === 0) afterPaint();
  };
  const Observer = win.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      settled();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    settled();
  }
  for (const img of pending) {
    img.addEventListener('load', settled, { once: true });
    img.addEventListener('error', settled, { once: true });
  }
}

/** The loader's call, for the bootstrap script (JSON escaped like the state: no `<`). */
export function codeLoaderScript(load: CodeLoad, serialize: (value: unknown) => string): string {
  return `(${loadCodeAfterFirstScreen.toString()})(${serialize(load)},${FIRST_SCREEN_WAIT_MS});`;
}
