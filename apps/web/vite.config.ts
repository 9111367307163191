/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { modulesOfPagesWithoutAria } from './chunk-groups.ts';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const contractAlias = {
  find: /^@dasibom\/contract$/,
  replacement: fileURLToPath(new URL('./src/lib/contract.ts', import.meta.url)),
};

// react-router's package exports only its development build (dev-time warnings and checks); its production build
// ships beside it and is what users should get (ADR 012).
const reactRouterProductionAlias = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

const withoutAria = modulesOfPagesWithoutAria();

const config: UserConfig = {
  plugins: [withoutAria.plugin, react(), tailwindcss(), precompress()],
  resolve: {
    // The contract's schemas come with zod's set-up (src/lib/contract.ts); `@dasibom/contract/plain` is left alone.
    alias: [contractAlias],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/files': apiTarget,
      '/docs': apiTarget,
      '/healthz': apiTarget,
    },
    fs: { allow: ['../..'] },
  },
  build: {
    // Every browser we serve supports <link rel="modulepreload">; one without it still loads every module, only a
    // little later, so the polyfill's bytes on the first page (ADR 012) buy nothing.
    modulePreload: { polyfill: false },
    // The server names a page's chunks in <link rel="modulepreload"> from it (apps/server/src/plugins/page-render.ts).
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // boot.ts starts the app on the pages the server draws, after their first paint (ADR 040).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // A shared chunk's name lists the pages that use it (`shared~learning~job-search~…`, up to 120 characters),
        // and every name is written into the entry's map of what each lazy page needs: the hash alone is enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Everything the app imports statically loads on every page anyway: one chunk instead of the several
          // that Rolldown otherwise cuts wherever a lazy page shares some of it (ADR 012, "Other routes").
          groups: [
            // The contract's plain modules that the first page does not use but `@dasibom/contract/plain` re-exports:
            // without these groups they would join the entry chunk whole, with every export a lazy screen uses (ADR
            // 012). Three chunks by who uses them: the labels (job detail and the lists), the lists' page, scrap and
            // training constants, the auth screens' messages (≈ 1 KB, never on a list page). A module listed here
            // that the first page starts to use becomes a second script on `/` (the budget guard counts it).
            { name: 'contract-labels', test: /packages[\\/]contract[\\/]src[\\/]labels\.ts$/ },
            {
              name: 'contract-lists',
              test: /packages[\\/]contract[\\/]src[\\/](page|scrap-constants|training-constants)\.ts$/,
            },
            { name: 'auth-messages', test: /packages[\\/]contract[\\/]src[\\/]auth-messages\.ts$/ },
            { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('boot.ts') },
            // Every lazily loaded page brings the query client (lazyPage): TanStack Query as one chunk, not the six
            // or so Rolldown cuts it into by importer — each a request, and HTTP/1.1 opens six at a time.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-(provider|client|retry|kit)/,
            },
            // What the list and detail pages (those without React Aria) import and at least one other lazy page
            // shares, by the set of pages that use it (as the automatic split does), with the small sets merged into
            // their nearest neighbour: a list page fetched 20–24 scripts, most under 1 KB, and a phone on HTTP/1.1
            // waits a round trip for every six (ADR 012). Only those pages' modules: none of them brings React Aria.
            {
              name: 'shared',
              test: (id) => withoutAria.has(id),
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.console-errors.ts', './vitest.setup.ts'],
    // Files of one worker share loaded modules (React, the router, the query client): importing them anew per file
    // took most of the project's time (2.5 min → 46 s). Each file still gets its own DOM; vitest.setup.ts cleans up.
    isolate: false,
    // Room for findBy's 10 s wait (vitest.setup.ts) on a busy machine; a passing test still ends as soon as it can.
    testTimeout: 30_000,
  },
};

/**
 * The server renderer (`vite build --ssr`, ADR 040): entry-server.tsx as one module for Node beside the browser
 * build, not inside dist/ (which is served as files). Installed packages stay imports from node_modules; the
 * contract (TypeScript sources) is compiled in.
 */
const ssrConfig: UserConfig = {
  plugins: [react()],
  resolve: { alias: [contractAlias, reactRouterProductionAlias] },
  ssr: { noExternal: ['@dasibom/contract'] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production bundle: a shell that happens to export NODE_ENV=development must not ship
  // React's development runtime to users (several times larger and slower).
  if (command !== 'build') return config;
  process.env.NODE_ENV = 'production';
  if (isSsrBuild) return ssrConfig;
  return { ...config, resolve: { ...config.resolve, alias: [contractAlias, reactRouterProductionAlias] } };
});
