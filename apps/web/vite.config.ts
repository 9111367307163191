/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const config: UserConfig = {
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // The contract's schemas come with zod's set-up (src/lib/contract.ts); `@dasibom/contract/plain` is left alone.
    alias: [
      {
        find: /^@dasibom\/contract$/,
        replacement: fileURLToPath(new URL('./src/lib/contract.ts', import.meta.url)),
      },
    ],
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
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one chunk instead of the several
          // that Rolldown otherwise cuts wherever a lazy page shares some of it (ADR 012, "Other routes").
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Room for findBy's 10 s wait (vitest.setup.ts) on a busy machine; a passing test still ends as soon as it can.
    testTimeout: 30_000,
  },
};

export default defineConfig(({ command }) => {
  // A build is always the production bundle: a shell that happens to export NODE_ENV=development must not ship
  // React's development runtime to users (several times larger and slower).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
