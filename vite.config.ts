import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './scripts/viteServiceWorker.ts';

// The SPA: index.html -> app/main.tsx. The API runs on the Fastify server (npm start serves dist/).
export default defineConfig({
  // the background worker /sw.js (docs/offline.md); the manifest and icons come from public/
  plugins: [serviceWorkerPlugin()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
    // The manifest lets bench/bundle.ts tell what the login page and shell load before any page.
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
