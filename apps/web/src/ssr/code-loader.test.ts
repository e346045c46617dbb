// The page's code loads once the first screen has painted (code-loader.ts): checked on a fake
// document and window whose images, frames and timers the test settles by hand.
import { describe, expect, it } from 'vitest';
import { codeLoaderScript, loadCodeAfterFirstScreen, type LoaderHost } from './code-loader';

interface FakeImg {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener(type: string, fn: () => void): void;
}

function fakeImg(complete: boolean): FakeImg {
  return {
    complete,
    listeners: {},
    addEventListener(type, fn) {
      this.listeners[type] = fn;
    },
  };
}

function fakeHost(imgs: FakeImg[], { paintTiming = true } = {}) {
  const added: {
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    src?: string;
    fetchPriority?: string;
  }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const observers: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const el = (tag: string) => {
    const node: (typeof added)[number] = { tag };
    return node;
  };
  const host = {
    doc: {
      querySelectorAll: (selector: string) =>
        selector === 'img[fetchpriority="high"]' ? imgs : [],
      createElement: el,
      head: { appendChild: (node: (typeof added)[number]) => added.push(node) },
      body: { appendChild: (node: (typeof added)[number]) => added.push(node) },
    },
    win: {
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      PerformanceObserver: FakeObserver,
    },
  } as unknown as LoaderHost;
  /** The browser reports a paint entry (first-paint or first-contentful-paint). */
  const reportPaint = (name: string) => {
    const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
    for (const callback of [...observers]) {
      callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    }
  };
  /** Runs the frames, then the zero-delay tasks they queued. */
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.filter((t) => t.ms === 0)) timer.fn();
  };
  /** Runs every timer, whatever its delay. */
  const runTimers = () => {
    for (const timer of timers.splice(0)) timer.fn();
  };
  return { host, added, paint, runTimers, reportPaint };
}

const LOAD = { entry: '/assets/entry.js', modules: ['/assets/entry.js', '/assets/vendor.js'] };

describe('loadCodeAfterFirstScreen', () => {
  it('waits for the first contentful paint and every first-screen image, then a frame', () => {
    const imgs = [fakeImg(false), fakeImg(false), fakeImg(true)];
    const { host, added, paint, reportPaint } = fakeHost(imgs);
    loadCodeAfterFirstScreen(LOAD, 3000, host);
    reportPaint('first-paint');
    paint();
    expect(added).toEqual([]);
    imgs[0]?.listeners.load?.();
    imgs[1]?.listeners.error?.();
    paint();
    // Every image is in, but the browser has not shown the page yet.
    expect(added).toEqual([]);
    reportPaint('first-contentful-paint');
    expect(added).toEqual([]);
    paint();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', fetchPriority: 'low', href: '/assets/entry.js' },
      { tag: 'link', rel: 'modulepreload', fetchPriority: 'low', href: '/assets/vendor.js' },
      { tag: 'script', type: 'module', fetchPriority: 'low', src: '/assets/entry.js' },
    ]);
  });

  it('waits for the images still loading when the page has already painted', () => {
    const imgs = [fakeImg(false)];
    const { host, added, paint, reportPaint } = fakeHost(imgs);
    loadCodeAfterFirstScreen(LOAD, 3000, host);
    reportPaint('first-contentful-paint');
    paint();
    expect(added).toEqual([]);
    imgs[0]?.listeners.load?.();
    paint();
    expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
  });

  it('with every image in (or none), starts after the first contentful paint and a frame', () => {
    const { host, added, paint, reportPaint } = fakeHost([fakeImg(true)]);
    loadCodeAfterFirstScreen(LOAD, 3000, host);
    paint();
    expect(added).toEqual([]);
    reportPaint('first-contentful-paint');
    paint();
    expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
  });

  it('without paint timing in the browser, waits for the images only', () => {
    const { host, added, paint } = fakeHost([], { paintTiming: false });
    loadCodeAfterFirstScreen(LOAD, 3000, host);
    paint();
    expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
  });

  it('never waits past its limit for an image that hangs, and adds the code once', () => {
    const { host, added, runTimers, paint, reportPaint } = fakeHost([fakeImg(false)]);
    loadCodeAfterFirstScreen(LOAD, 3000, host);
    runTimers();
    reportPaint('first-contentful-paint');
    paint();
    expect(added.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('is one self-contained call in the bootstrap script, its data escaped like the state', () => {
    const script = codeLoaderScript({ entry: '/assets/</script>.js', modules: [] }, (value) =>
      JSON.stringify(value).replace(/</g, '\\u003c'),
    );
    expect(script).toMatch(/^\(function loadCodeAfterFirstScreen\(/);
    expect(script).toContain('"entry":"/assets/\\u003c/script>.js"');
    expect(script).not.toContain('</script>');
    expect(script).toMatch(/,3000\);$/);
  });
});
