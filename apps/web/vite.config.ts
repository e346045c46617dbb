// Two builds from one config:
//   vite build                                              -> dist/client (+ .vite/manifest.json)
//   vite build --ssr src/entry-server.tsx --outDir dist/server -> dist/server/entry-server.js
// JSX goes through Vite 8's built-in oxc transform (automatic runtime); no React plugin.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';

/** TanStack Query marks its modules "use client"; meaningless outside React Server Components. */
const onwarn: NonNullable<Rolldown.InputOptions['onwarn']> = (warning, handle) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') handle(warning);
};

/**
 * packages/domain is pure by its own rules (no module-level side effects), so a module of it
 * that no chunk reads is dropped, and each one lands in the chunk of its actual readers: the
 * rules only a lazily loaded surface needs (board picker, toasts, modals) stay out of the home
 * page's JS.
 */
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const treeshake: Rolldown.InputOptions['treeshake'] = {
  moduleSideEffects: (id: string) => (DOMAIN_MODULE.test(id) ? false : undefined),
};

/**
 * What every page runs before it is interactive besides the vendor code: the domain's core
 * (copy, limits, routes, text, images) and the app's API client, state and save-flow stores.
 * Grouped into one chunk: pages and lazily loaded surfaces share them, and without the group
 * they scatter into many small files that each gzip on their own.
 */
const APP_CORE = [
  /[\\/]packages[\\/]domain[\\/]src[\\/](copy|limits|routes|route-table|reserved-names|text|images|viewer|experiments)\.ts$/,
  // The copy the shell and every pin card read (a page's own texts stay with the page).
  /[\\/]packages[\\/]domain[\\/]src[\\/]copy[\\/](site|numbers|web-ui|save-ui|spec-texts|api-texts)\.ts$/,
  /[\\/]packages[\\/]domain[\\/]src[\\/]pin-card[\\/]card-image\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]feedback[\\/]feedback-store\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]api[\\/](client|queries)\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]state[\\/][\w-]+\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]saving[\\/](store|overlays|signed-out|use-save-pin|use-signed-out-merge)\.ts$/,
  // Every page's title and meta tags: left to the bundler, it became a chunk of its own that
  // each page imports (one more file and import on the first screen).
  /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]page-meta[\\/]PageMeta\.tsx$/,
];
const isAppCore = (id: string) => APP_CORE.some((pattern) => pattern.test(id));

/**
 * The pin card, which every grid page renders: one chunk, not a scatter of small shared ones.
 * Its lazily loaded parts (the video and carousel media, the more menu's popover, the reported
 * overlay, the collection-chip click) stay
 * out of it.
 */
const CARD_CORE = [
  /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]pin-card[\\/](?!(CardVideo|CardCarousel|CardBoardMenu|video-playback|MorePopover|ReportedOverlay|collection-click)\.)[\w-]+\.tsx?$/,
  /[\\/]packages[\\/]domain[\\/]src[\\/]pin-card[\\/](?!video-playback\.)[\w-]+\.ts$/,
  // "Why am I seeing this?" is put in words by the menu's lazy chunk (why-this-pin, copy/discovery).
  /[\\/]packages[\\/]domain[\\/]src[\\/]discovery[\\/](card-feedback|recommendation-reasons)\.ts$/,
];
const isCardCore = (id: string) => CARD_CORE.some((pattern) => pattern.test(id));

/** The entry's own files and its static imports: loaded before any lazy chunk can be. */
const ALWAYS_LOADED = /(^|\/)(rolldown-runtime|vendor|app|entry-client)-[\w-]+\.(js|css)$/;

/** wouter's shim for React < 18, answered by React 19's own hook (src/vendor). */
const SHIM_ALIAS = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store.ts', import.meta.url)),
};

/** Installed packages the SSR bundle imports at run time instead of bundling. */
const SSR_EXTERNAL = ['react', 'react-dom', '@tanstack/react-query', 'wouter'];

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative: chunks import each other relative to their own URL, so the server may serve
  // dist/client/assets under any base (ctx.assetBase).
  base: './',
  publicDir: false,
  resolve: { alias: isSsrBuild ? [] : [SHIM_ALIAS] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: {
    external: SSR_EXTERNAL,
    // The workspace packages are TypeScript source: bundle them.
    noExternal: [/^@corkboard\//],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: {
          onwarn,
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        assetsDir: 'assets',
        manifest: true,
        target: 'es2022',
        modulePreload: {
          polyfill: false,
          // A lazy chunk's preload list leaves out what the entry itself loads on every page
          // (runtime, vendor, app, the entry's script and styles): listing them again only
          // weighs down every chunk that imports lazily, the home page's first ones included.
          resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          onwarn,
          treeshake,
          // One vendor chunk (React, TanStack Query, wouter) instead of a handful of small
          // shared ones: the home page loads all of it anyway, and one file gzips better.
          output: {
            // Lazy chunks and their styles are named by content hash alone: the entry lists
            // every lazy chunk's file for its preloads, and a page-name prefix on each was about
            // 30 bytes of the home page's first JS per chunk. What every page loads keeps its
            // name (ALWAYS_LOADED picks those out); the manifest maps every file to its source.
            chunkFileNames: (chunk) =>
              ALWAYS_LOADED.test(`${chunk.name}-x.js`)
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => ALWAYS_LOADED.test(name.replace(/\.css$/, '-x.css')))
                ? 'assets/[name]-[hash][extname]'
                : 'assets/[hash][extname]',
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /node_modules/ },
                { name: 'app', test: isAppCore },
                { name: 'card', test: isCardCore },
              ],
            },
          },
        },
      },
}));
