// Server rendering, end to end through render(): a fake fetchResource stands in for the API.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Me, Pin } from '@corkboard/contracts';
import { compactGridPin, decidePinCard, expandGridPin } from '@corkboard/domain';
import {
  computeMasonry,
  containerVars,
  firstScreenItems,
} from '../src/components/masonry/masonry-layout';
import { buildCardContext } from '../src/components/pin-card/card-context';
import { cardSize } from '../src/components/pin-card/card-models';
import { PAGE_MODULES } from '../src/routes/page-modules';
import { PAGE_SOURCES } from '../src/routes/page-sources';
import {
  type Answer,
  fakePin,
  pins,
  user,
  viewer,
  notFound,
  closeupOf,
  defaultHandlers,
  context,
  renderHtml,
  GRID,
  stateOf,
} from './ssr-harness';

describe('render(): cookie consent (issue 16)', () => {
  it.each(['unset', 'a0m0p0', 'a1m0p1', 'bot'])(
    'hands the page its consent (%s) in a global of its own, which the entry leaves in place',
    async (consent) => {
      const { ctx } = context('/', { consent });
      const { html } = await renderHtml(ctx);
      expect(html).toContain(`window.__CB_CONSENT__="${consent}";`);
      expect(stateOf(html)).not.toHaveProperty('consent');
    },
  );
});

describe('render(): home', () => {
  it('answers 200 with a whole document: title, description, canonical, assets', async () => {
    const { ctx, fetchResource } = context('/');
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toMatch(/<html lang="en" data-theme="system">/);
    expect(html).toContain('<title>Corkboard</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(html).toContain('href="/assets/entry-client-CCC.css"');
    // The page's code is not in the document: the bootstrap script (the one with the state,
    // under the page's nonce) loads the entry and every chunk of the page once the first
    // screen has painted (ssr/code-loader.ts).
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    const bootstrap = /<script nonce="n0nce"[^>]*>(window\.__CORKBOARD__=.*?)<\/script>/s.exec(
      html,
    );
    const loader = /loadCodeAfterFirstScreen[\s\S]*\((\{"entry".*?\}),\d+\);$/.exec(
      bootstrap?.[1] ?? '',
    );
    expect(JSON.parse(loader?.[1] ?? '{}')).toEqual({
      entry: '/assets/entry-client-AAA.js',
      modules: expect.arrayContaining([
        '/assets/entry-client-AAA.js',
        '/assets/vendor-VVV.js',
        '/assets/HomePage-HHH.js',
        '/assets/PinFeed-FFF.js',
      ]) as unknown,
    });
    expect(html).not.toContain('PinPage-PPP.js');
    expect(fetchResource).toHaveBeenCalledWith('UserHomefeedResource', 'get', {
      page_size: 25,
      ...GRID,
    });
  });

  it('renders every pin positioned by the layout variables, no fallback', async () => {
    const { ctx } = context('/');
    const { html } = await renderHtml(ctx);
    const items = html.match(/<div class="masonry-item" style="[^"]*"/g) ?? [];
    expect(items).toHaveLength(30);
    for (const item of items) {
      for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) {
        expect(item).toMatch(new RegExp(`--x${n}:[\\d.]+px;--y${n}:[\\d.]+px`));
      }
      expect(item).toMatch(/--xf:/);
      expect(item).toMatch(/--yf:/);
    }
    expect(html).toMatch(/class="masonry" style="--h2:[\d.]+px;[^"]*--h9:[\d.]+px;--hf:max\(/);
    expect(html).toContain('href="/pin/pin-number-0--1000/"');
    expect(html).toContain(
      'srcSet="/i/236x/sig0.jpg 236w, /i/474x/sig0.jpg 474w, /i/736x/sig0.jpg 736w, /i/orig/sig0.jpg 1200w"',
    );
    expect(html).toContain('alt="Auto alt 0"');
    // Signed out: no footer (req 000-4.13), but the card still credits its pinner.
    expect(html).not.toContain('class="pc-footer"');
    expect(html).toContain('data-testid="pin-card-attribution"');
    expect(html).not.toContain('class="page-loading"');
    expect(html).not.toContain('<!--$?-->');
    // The first paint waits for the whole page to be parsed (Document.tsx), the code for the
    // first paint (the bootstrap script comes after the marker).
    expect(html).toMatch(
      /<div id="cb-parsed" hidden=""><\/div><script nonce="n0nce"[^>]*>window\.__CORKBOARD__=/,
    );
    // The first screen (the first row at a 1280 px desktop) loads at once at high priority,
    // the rest lazily at low priority.
    const first = firstScreenItems();
    expect(html.match(/loading="eager"/g)).toHaveLength(first);
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(first);
    expect(html.match(/loading="lazy"/g)?.length).toBeGreaterThanOrEqual(30 - first);
    expect(html.match(/<img class="pc-img"[^>]*loading="lazy" fetchPriority="low"/g)).toHaveLength(
      30 - first,
    );
    // The pinners' avatars too: never ahead of the first screen's pictures.
    const avatars = html.match(/<img class="avatar"[^>]*>/g) ?? [];
    expect(avatars.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect(avatar).toMatch(/loading="lazy" fetchPriority="low"/);
  });

  it("preloads the first pin's image from the head, at high priority, before any stylesheet", async () => {
    const { html } = await renderHtml(context('/').ctx);
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads[0]).toContain('imageSrcSet="/i/236x/sig0.jpg 236w');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(head.indexOf(preloads[0] ?? '')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    // Only the first screen's images are preloaded: lazy ones never are.
    expect(preloads).toHaveLength(firstScreenItems());
  });

  it('lays the cards out at their model heights: mediaAspect * width + belowMediaHeight', async () => {
    const { html } = await renderHtml(context('/').ctx);
    const ctx = buildCardContext({
      viewer: null,
      isBot: false,
      experiments: {},
      isTouch: false,
      internalNetwork: false,
      surface: 'UnauthHomefeed',
      search: '',
    });
    const sizes = pins.map((pin) => cardSize(decidePinCard(pin as Pin, ctx)));
    const vars = containerVars(computeMasonry(sizes));
    for (const n of [2, 3, 4, 9] as const) {
      expect(html).toContain(`--h${n}:${vars[`--h${n}`]}`);
    }
    expect(sizes[0]?.extra).toBeGreaterThan(0);
  });

  it('gives signed-in viewers the 75 px footer (footer experiment in control), counted in the layout', async () => {
    const experiments = { signed_in_footer_hidden: 'control' };
    const signedOut = await renderHtml(context('/', { experiments }).ctx);
    const signedIn = await renderHtml(context('/', { viewer, experiments }).ctx);
    expect(signedIn.html).toContain('class="pc-footer" style="height:75px"');
    expect(signedIn.html).toContain('data-testid="header-logout"');
    expect(signedOut.html).toContain('data-testid="header-login"');
    const h2 = (html: string) => Number(/--h2:([\d.]+)px/.exec(html)?.[1]);
    // 30 cards over 2 columns: 15 footers of 75 px in each column.
    expect(h2(signedIn.html) - h2(signedOut.html)).toBeGreaterThan(14 * 75);
    expect(stateOf(signedIn.html)).toMatchObject({ app: { viewer: { username: 'grace' } } });
  });

  it.each([
    // Spec 001 §4, req 001-4.24: "Stored as a flag": the viewer's flag draws the page dark.
    ['signed in, dark_mode on', 'dark', { viewer: { ...viewer, dark_mode: true } }],
    ['signed in, dark_mode off', 'light', { viewer: { ...viewer, dark_mode: false } }],
    // Req 001-4.25: signed out, the inference experiment follows the system (or not).
    ['signed out', 'system', {}],
    [
      'signed out, inference in control',
      'light',
      { experiments: { dark_mode_signed_out: 'control' } },
    ],
  ] as const)(
    'renders the theme on <html> and in the state, %s: %s',
    async (_who, theme, overrides) => {
      const { html } = await renderHtml(context('/', overrides).ctx);
      expect(html).toContain(`<html lang="en" data-theme="${theme}">`);
      expect(stateOf(html)).toMatchObject({ theme });
    },
  );

  it('serialises the cache so `</script>` in a pin title cannot close the state script', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const handlers = {
      ...defaultHandlers,
      UserHomefeedResource: (): Answer => ({
        ok: true,
        data: [fakePin(1, { title: evil, grid_title: evil }), ...pins.slice(2)],
      }),
    };
    const { html } = await renderHtml(context('/', {}, handlers).ctx);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--');
    const state = stateOf(html) as { queries: { queries: { state: { data: unknown } }[] } };
    expect(JSON.stringify(state.queries.queries[0]?.state.data)).toContain(evil);
  });
});

describe('render(): a grid answered as grid items', () => {
  it('renders the page it renders from full pins, and hands the client full pins', async () => {
    const items = (pins as unknown as Pin[]).map((pin) => compactGridPin(pin));
    const compact = {
      ...defaultHandlers,
      UserHomefeedResource: (): Answer => ({ ok: true, data: items, bookmark: 'next-page' }),
    };
    const fromPins = await renderHtml(context('/').ctx);
    const fromItems = await renderHtml(context('/', {}, compact).ctx);
    const markup = (html: string) => html.replace(/window\.__CORKBOARD__=.*?;<\/script>/s, '');
    expect(markup(fromItems.html)).toBe(markup(fromPins.html));
    // The dehydrated cache holds the expanded pins: the client's copy of the same read.
    const state = stateOf(fromItems.html) as {
      queries: { queries: { state: { data: { pages: { data: Pin[] }[] } } }[] };
    };
    const first = state.queries.queries[0]?.state.data.pages[0]?.data[0];
    expect(first).toEqual(expandGridPin<Pin>(items[0]!));
    expect(first).toMatchObject({ grid_title: 'Pin number 0', saved_info: null, access: [] });
  });
});

describe('render(): status codes', () => {
  it.each(['/no/such/page/deeper/', '/help/', '/oauth/', '/pin/not-a-pin/'])(
    '%s is a 404 page',
    async (url) => {
      const { ctx, fetchResource } = context(url);
      const { status, html } = await renderHtml(ctx);
      expect(status).toBe(404);
      expect(html).toContain('data-testid="not-found"');
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(fetchResource).not.toHaveBeenCalled();
    },
  );

  it('a reserved name is never a profile', async () => {
    const { ctx, fetchResource } = context('/login/_saved/');
    const { status } = await renderHtml(ctx);
    expect(status).toBe(404);
    expect(fetchResource).not.toHaveBeenCalled();
  });

  it.each([
    ['/nobody/', 'UserResource'],
    ['/pin/99999/', 'PinResource'],
    ['/ada/no-such-board/', 'BoardResource'],
  ])('%s: a not_found prefetch gives 404', async (url, resource) => {
    const { ctx, fetchResource } = context(url);
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(404);
    expect(html).toContain('data-testid="not-found"');
    expect(fetchResource).toHaveBeenCalledWith(resource, 'get', expect.any(Object));
    expect(stateOf(html)).toMatchObject({ error: { status: 404, code: 'not_found' } });
  });

  it('a failing API gives the error page with its status', async () => {
    const handlers = {
      ...defaultHandlers,
      UserHomefeedResource: (): Answer => ({
        ok: false,
        status: 500,
        code: 'internal',
        message: 'Sorry!',
      }),
    };
    const { status, html } = await renderHtml(context('/', {}, handlers).ctx);
    expect(status).toBe(500);
    expect(html).toContain('role="alert"');
  });

  it('the login and signup pages fetch nothing', async () => {
    for (const url of ['/login/?next=%2Fada%2F', '/signup/']) {
      const { ctx, fetchResource } = context(url);
      const { status, html } = await renderHtml(ctx);
      expect(status).toBe(200);
      expect(html).toContain('<form class="auth-form"');
      expect(fetchResource).not.toHaveBeenCalled();
    }
  });
});

describe('render(): pages', () => {
  it('pin closeup: title, 564x/736x image in the 508 px pane, source link, save placeholder', async () => {
    const { ctx } = context('/pin/pin-number-3--1003/');
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(html).toContain('<title>Pin number 3 | Corkboard</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/pin/pin-number-3--1003/"',
    );
    expect(html).toMatch(
      /<img src="\/i\/564x\/sig3.jpg" srcSet="\/i\/564x\/sig3.jpg 564w, \/i\/736x\/sig3.jpg 736w"/,
    );
    expect(html).toMatch(/width="508" height="\d+"/);
    // Every outbound link leaves through /offsite/ with the server's token (req 001-7.11).
    expect(html).toContain(
      'href="/offsite/?token=token-of-the-server&amp;url=https%3A%2F%2Fexample.com%2Fpost%2F3&amp;pin=1003&amp;client_tracking_params=closeup" rel="nofollow noopener"',
    );
    expect(html).toContain('data-testid="closeup-save"');
    expect(html).toContain('href="/ada/kitchens/"');
    expect(html).toContain('href="/ada/"');
  });

  it('pin closeup: no link for a non-http(s) source', async () => {
    const handlers = {
      ...defaultHandlers,
      PinResource: (): Answer => ({
        ok: true,
        data: closeupOf(fakePin(4, { link: 'javascript:alert(1)', domain: null })),
      }),
    };
    const { html } = await renderHtml(context('/pin/1004/', {}, handlers).ctx);
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('nofollow');
  });

  it('board: title, owner, count, sections and its pins', async () => {
    const { ctx, fetchResource } = context('/ada/kitchens/');
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(html).toContain('<title>Kitchens by Ada Lovelace | Corkboard</title>');
    expect(html).toContain('Warm wood and open shelves.');
    expect(html).toContain('30 Pins');
    expect(html).toContain('Islands');
    expect(html.match(/class="masonry-item"/g)).toHaveLength(10);
    expect(fetchResource).toHaveBeenCalledWith('BoardResource', 'get', {
      username: 'ada',
      slug: 'kitchens',
    });
    expect(fetchResource).toHaveBeenCalledWith('BoardFeedResource', 'get', {
      board_id: '77',
      ...GRID,
    });
  });

  it('profile: title, counts, tabs and board covers from 170x', async () => {
    const { ctx } = context('/Ada/');
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(html).toContain('<title>Ada Lovelace (@ada) | Corkboard</title>');
    expect(html).toContain('@ada');
    expect(html).toContain('1,200 followers');
    expect(html).toContain('href="/ada/_created/"');
    expect(html).toContain('<a aria-current="page" href="/ada/_saved/" class="tab">');
    expect(html).toContain('src="/i/170x/sig1.jpg"');
  });

  it.each([
    ['/ada/_saved/', 'UserSavedResource', 5],
    ['/ada/_created/', 'UserPinsResource', 4],
  ])('%s shows its pins', async (url, resource, count) => {
    const { ctx, fetchResource } = context(url);
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(fetchResource).toHaveBeenCalledWith(resource, 'get', { username: 'ada', ...GRID });
    expect(html.match(/class="masonry-item"/g)).toHaveLength(count);
  });
});

describe('render(): a phone', () => {
  it('renders touch cards (no hover, signed out) and hands the guess to hydration', async () => {
    const desktop = (await renderHtml(context('/').ctx)).html;
    const phone = (await renderHtml(context('/', { touchScreen: true }).ctx)).html;
    // "Hover is disabled on touch for signed-out users."
    expect(desktop).not.toContain('data-no-hover');
    expect(phone.match(/data-no-hover=""/g)).toHaveLength(30);
    // Hydration renders the same guess, so nothing is decided again when it was right.
    expect(stateOf(phone)).toMatchObject({ app: { touchScreen: true } });
    expect(stateOf(desktop)).toMatchObject({ app: { touchScreen: false } });
  });
});

describe('render(): bots', () => {
  it('waits for everything, renders no modal markup and no orig image', async () => {
    const { ctx } = context('/', { isBot: true });
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(html.match(/class="masonry-item"/g)).toHaveLength(30);
    expect(html).not.toMatch(/role="dialog"|aria-modal/);
    expect(html).not.toContain('/i/orig/');
    expect(html).not.toContain('"orig"');
    expect(stateOf(html)).toMatchObject({ app: { isBot: true } });
  });

  it('a bot closeup has no orig either', async () => {
    const { html } = await renderHtml(context('/pin/1003/', { isBot: true }).ctx);
    expect(html).not.toContain('/i/orig/');
  });
});

describe('render(): the cards gallery', () => {
  const slot = (i: number) => ({
    id: `slot${i}`,
    title: `Slot ${i + 1}`,
    details: '',
    link: null,
    image_signature: `slot${i}`,
    images: {
      '236x': { url: `/i/236x/slot${i}.jpg`, width: 236, height: 300 },
      '474x': { url: `/i/474x/slot${i}.jpg`, width: 474, height: 603 },
    },
  });
  const cards = [
    { key: 'image', pin: fakePin(1) },
    {
      key: 'carousel',
      pin: fakePin(2, { carousel_data: { id: 'c2', index: 0, slots: [0, 1, 2].map(slot) } }),
    },
    {
      key: 'video',
      pin: fakePin(3, {
        is_video: true,
        videos: {
          duration: 12_000,
          video_list: {
            V_720P: { url: '/v/3.mp4', width: 720, height: 1280, thumbnail: '/i/236x/sig3.jpg' },
          },
        },
      }),
    },
    {
      key: 'story_deleted',
      pin: fakePin(4, {
        story_pin_data: {
          id: 's4',
          pin_title: 'Gone',
          pages: [],
          page_count: 0,
          static_page_count: 0,
          total_video_duration: 0,
          has_product_pins: false,
          is_deleted: true,
        },
      }),
    },
    { key: 'a_key_added_later', pin: fakePin(5) },
    {
      key: 'product_sale',
      pin: fakePin(6, {
        rich_summary: {
          type_name: 'product',
          products: [{ name: 'Tee', offer_summary: { price: '$20.00', standard_price: '$25.00' } }],
        },
      }),
    },
  ];
  const withCards = {
    ...defaultHandlers,
    DevCardsResource: (): Answer => ({ ok: true, data: cards }),
  };
  const cell = (html: string, variant: string) => {
    const start = html.indexOf(`data-variant="${variant}"`);
    return start < 0 ? '' : html.slice(start, html.indexOf('</figure>', start));
  };

  it('is a 404 when DevCardsResource answers not_found (outside demo and development)', async () => {
    const { ctx, fetchResource } = context('/_/cards/');
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(404);
    expect(html).toContain('data-testid="not-found"');
    expect(fetchResource).toHaveBeenCalledWith('DevCardsResource', 'get', {});
  });

  it('shows every variant in its context with a caption, prefetched on the server', async () => {
    const { ctx } = context('/_/cards/', {}, withCards);
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"');
    const variants = [...html.matchAll(/data-variant="([^"]+)"/g)].map((m) => m[1]);
    expect(variants).toEqual([
      'image-signed-in',
      'image-signed-out',
      'image-touch-signed-out',
      'image-debug',
      'carousel-first',
      'carousel-last',
      'video-organic',
      'video-promoted',
      'story_deleted-signed-in',
      'a_key_added_later-signed-in',
      'product_sale-signed-in',
      'product_sale-footer',
    ]);
    expect(html.match(/data-testid="pin-card"/g)).toHaveLength(variants.length);
    expect(html.match(/<figcaption>/g)).toHaveLength(variants.length);
    expect(cell(html, 'image-signed-out')).toContain('image · signed out');
    expect(cell(html, 'image-touch-signed-out')).toContain('data-no-hover=""');
    expect(cell(html, 'image-debug')).toContain('data-testid="pin-card-debug"');
    expect(cell(html, 'image-signed-in')).not.toContain('pin-card-debug');
    expect(cell(html, 'carousel-first')).toMatch(
      /disabled=""[^>]*data-testid="pin-card-carousel-prev"/,
    );
    expect(cell(html, 'carousel-last')).toMatch(
      /disabled=""[^>]*data-testid="pin-card-carousel-next"/,
    );
    expect(cell(html, 'carousel-last')).toContain('data-index="2"');
    expect(cell(html, 'video-organic')).toContain('<video');
    expect(cell(html, 'story_deleted-signed-in')).toContain('Removed by the creator');
    // The signed-in footer is hidden by default; the `footer` variant shows it, with the sale.
    expect(cell(html, 'product_sale-signed-in')).not.toContain('pc-footer');
    expect(cell(html, 'product_sale-footer')).toMatch(/class="pc-footer"[^]*<s>\$25.00<\/s>/);
  });
});

describe('page chunks', () => {
  it('every page names a file that exists (its key in the Vite manifest)', () => {
    expect(Object.keys(PAGE_SOURCES).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
    for (const src of Object.values(PAGE_SOURCES)) {
      expect(existsSync(fileURLToPath(new URL(`../${src}`, import.meta.url)))).toBe(true);
    }
  });
});

describe('render(): saving, boards and profiles', () => {
  const owner = { ...viewer, id: '5', username: 'ada', full_name: 'Ada Lovelace' } as Me;

  it('signed in, the card Save is a button (the picker or a quick save), never a link', async () => {
    const { ctx } = context('/', { viewer });
    const { html } = await renderHtml(ctx);
    expect(html).toMatch(/<button[^>]*data-testid="pin-card-save"[^>]*data-state="unsaved"/);
    expect(html).toContain('data-testid="header-create"');
  });

  it('signed out, the card Save links to sign-up (scripts open the login prompt instead)', async () => {
    const { ctx } = context('/');
    const { html } = await renderHtml(ctx);
    expect(html).toMatch(/<a[^>]*data-testid="pin-card-save"[^>]*href="\/signup\/"/);
  });

  it('a saved pin shows the Saved button with its board name', async () => {
    const saved = fakePin(0, {
      saved_info: {
        title: 'Kitchens',
        type: 'board',
        url: '/grace/kitchens/',
        board_id: '88',
        local_pin_id: '9000',
      },
    });
    const { ctx } = context(
      '/pin/1000/',
      { viewer },
      { ...defaultHandlers, PinResource: () => ({ ok: true, data: closeupOf(saved) }) },
    );
    const { html } = await renderHtml(ctx);
    expect(html).toMatch(/data-testid="closeup-save" data-state="saved"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="closeup-save"/);
    expect(html).toContain('data-testid="closeup-board-dropdown"');
    expect(html).toContain('Kitchens');
  });

  it('the closeup Save signed out links to sign-up with the pin path as next', async () => {
    const { ctx } = context('/pin/1000/');
    const { html } = await renderHtml(ctx);
    expect(html).toMatch(/<a data-testid="closeup-save" href="\/signup\/\?next=%2Fpin%2F1000%2F"/);
  });

  it('repin edit, signed out: the login prompt, back to the pin after sign-in', async () => {
    const { ctx, fetchResource } = context(
      '/pin/1000/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=1001',
    );
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(fetchResource).toHaveBeenCalledWith('PinResource', 'get', { id: '1000' });
    expect(html).toContain('data-testid="repin-login"');
    expect(html).toContain('Log in to save this Pin');
    expect(html).toContain('href="/login/?next=%2Fpin%2F1000%2F"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("repin edit of someone else's pin: only its owner may edit", async () => {
    const { ctx } = context('/pin/1000/repin/?isEditingPin=true', { viewer });
    const { html } = await renderHtml(ctx);
    expect(html).toContain('data-testid="repin-not-yours"');
  });

  it('repin edit of the viewer’s own save: board select, Save and Delete', async () => {
    const { ctx } = context('/pin/1000/repin/?isEditingPin=true&pinBoardId=77', {
      viewer: owner,
    });
    const { html } = await renderHtml(ctx);
    expect(html).toContain('data-testid="repin-edit"');
    expect(html).toContain('data-testid="repin-board-select"');
    expect(html).toContain('data-testid="repin-delete"');
  });

  it('the repin route without isEditingPin is a save page', async () => {
    const { ctx } = context('/pin/1000/repin/', { viewer });
    const { html } = await renderHtml(ctx);
    expect(html).toContain('data-mode="save"');
    expect(html).toContain('data-testid="repin-save-form"');
  });

  it('a section page reads that section’s pins (BoardFeedResource {section_id})', async () => {
    const { ctx, fetchResource } = context('/ada/kitchens/islands/');
    const { status, html } = await renderHtml(ctx);
    expect(status).toBe(200);
    expect(fetchResource).toHaveBeenCalledWith('BoardFeedResource', 'get', {
      board_id: '77',
      section_id: '9',
      ...GRID,
    });
    expect(html).toContain('<title>Islands by Ada Lovelace | Corkboard</title>');
    expect(html).toMatch(/aria-current="page"[^>]*data-testid="board-section-link"/);
  });

  it('an unknown section is a 404', async () => {
    const { ctx } = context('/ada/kitchens/nope/');
    expect((await renderHtml(ctx)).status).toBe(404);
  });

  it('board roles: the owner edits and organizes; others follow', async () => {
    const asOwner = await renderHtml(context('/ada/kitchens/', { viewer: owner }).ctx);
    expect(asOwner.html).toContain('data-testid="board-edit"');
    expect(asOwner.html).toContain('data-testid="board-organize-open"');
    expect(asOwner.html).toContain('data-testid="board-section-add"');
    expect(asOwner.html).not.toContain('data-testid="board-follow"');
    const asOther = await renderHtml(context('/ada/kitchens/', { viewer }).ctx);
    expect(asOther.html).toMatch(/aria-pressed="false"[^>]*data-testid="board-follow"/);
    expect(asOther.html).not.toContain('data-testid="board-edit"');
    const signedOut = await renderHtml(context('/ada/kitchens/').ctx);
    expect(signedOut.html).toContain('data-testid="board-follow"');
  });

  it('a profile the viewer blocked: 200 with the notice and Unblock, no lists', async () => {
    const handlers = {
      ...defaultHandlers,
      UserResource: () => ({ ok: true as const, data: { ...user, blocked_by_me: true } }),
      BoardsResource: () => notFound,
    };
    const { status, html } = await renderHtml(context('/ada/', { viewer }, handlers).ctx);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="profile-blocked"');
    expect(html).not.toContain('data-testid="profile-boards"');
  });

  it('profile: Follow, the … menu, and the boards sort and filter', async () => {
    const { html } = await renderHtml(context('/ada/', { viewer }).ctx);
    expect(html).toContain('data-testid="profile-follow"');
    expect(html).toContain('data-testid="profile-menu"');
    expect(html).toContain('data-testid="boards-sort"');
    expect(html).toMatch(/data-testid="boards-filter"[^]*All boards[^]*Group boards/);
    // Secret boards are the owner's filter only.
    expect(html).not.toContain('Secret boards');
  });
});
