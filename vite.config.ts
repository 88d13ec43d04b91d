import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE_GLOBS, shellOnly } from './scripts/precacheShell.ts';

const outDir = 'dist';

// The SPA: index.html -> app/main.tsx. The API runs on the Fastify server (npm start serves dist/).
export default defineConfig({
  plugins: [
    // the background worker /sw.js from app/offline/sw.js (docs/offline.md): Workbox puts the shell's
    // precache list in it. The manifest and icons come from public/; the registration is ours
    // (app/offline/registerServiceWorker.ts). No worker in development.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'app/offline',
      filename: 'sw.js',
      manifest: false,
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: PRECACHE_GLOBS,
        manifestTransforms: [shellOnly(resolve(outDir))],
      },
    }),
  ],
  build: {
    outDir,
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
    // The manifest lets bench/bundle.ts tell what the login page and shell load before any page, and
    // the worker's precache keep the shell's files (scripts/precacheShell.ts).
    manifest: true,
    rolldownOptions: {
      // antd and rjsf ship "use client" directives meant for server components; harmless here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
