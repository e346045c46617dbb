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

/** Installed packages the SSR bundle imports at run time instead of bundling. */
const SSR_EXTERNAL = ['react', 'react-dom', '@tanstack/react-query', 'wouter'];

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative: chunks import each other relative to their own URL, so the server may serve
  // dist/client/assets under any base (ctx.assetBase).
  base: './',
  publicDir: false,
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
        modulePreload: { polyfill: false },
        rolldownOptions: { input: 'src/entry-client.tsx', onwarn },
      },
}));
