import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { siteCatalogPlugin } from './build/siteCatalogPlugin';

const siteDir = fileURLToPath(new URL('.', import.meta.url));
// The gateway that `npm run dev` starts; the public site's dev server forwards everything that is not a page to it.
const gateway = 'http://127.0.0.1:3000';

/**
 * In the build, index.html is only the gateway's template: entry-server.tsx writes each page's own entry script
 * (the whole app's or the island pages') from the manifest. The dev server keeps the template's script.
 */
const templateWithoutScript: Plugin = {
  name: 'bisa-template-without-script',
  apply: 'build',
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '') },
};

// `npm run build:public` builds twice: the browser bundle into dist/, then (with --ssr) the renderer the gateway imports into dist-server/.
export default defineConfig(({ isSsrBuild }) => ({
  root: siteDir,
  base: '/',
  plugins: [react(), siteCatalogPlugin(), templateWithoutScript],
  resolve: {
    alias: { '@core': fileURLToPath(new URL('../src/core', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist-server' : './dist', import.meta.url)),
    emptyOutDir: true,
    // Read by entry-server.tsx (each page's scripts) and by the budget test and bench (tests/unit/pageBudgets.test.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: ['index.html', 'src/main.tsx', 'src/islands/main.ts'].map((file) => path.join(siteDir, file)) },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': { target: gateway, ws: true },
      '/dev': gateway,
      '/healthz': gateway,
      '/member': gateway,
    },
  },
}));
