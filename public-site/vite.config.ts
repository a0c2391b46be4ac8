import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { siteCatalogPlugin } from './build/siteCatalogPlugin';
import { packageAliases } from '../packages/aliases.mjs';

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

/**
 * The two browser builds, each its own Vite run so each is tree-shaken for itself (one build would share one copy of
 * react-router, with the whole app's data router in it, with the island pages): 'app' (the template and the whole
 * app, main.tsx) into an emptied dist/, then 'islands' (islands/main.ts) beside it (vite.islands.config.ts). Each
 * writes a manifest entry-server.tsx and the budget test read (public-site/src/pageAssets.ts).
 */
export const browserBuild = (entries: 'app' | 'islands') => ({
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  emptyOutDir: entries === 'app',
  manifest: `.vite/${entries}-manifest.json`,
  rollupOptions: {
    input: (entries === 'app' ? ['index.html', 'src/main.tsx'] : ['src/islands/main.ts']).map((file) => path.join(siteDir, file)),
    // The catalog parts (both locales, every namespace) in a folder of their own: the service worker caches those a
    // visitor loads instead of precaching them all (scripts/build-service-worker.ts).
    output: {
      chunkFileNames: ({ facadeModuleId }: { facadeModuleId: string | null }) =>
        facadeModuleId?.includes('virtual:site-catalog/') ? 'assets/catalog/[name]-[hash].js' : 'assets/[name]-[hash].js',
    },
  },
});

// `npm run build:public` builds three times: the two browser builds into dist/, then (with --ssr) the renderer the gateway imports into dist-server/.
export default defineConfig(({ isSsrBuild }) => ({
  root: siteDir,
  base: '/',
  plugins: [react(), siteCatalogPlugin(), templateWithoutScript],
  resolve: {
    alias: packageAliases,
  },
  build: isSsrBuild ? { outDir: fileURLToPath(new URL('./dist-server', import.meta.url)), emptyOutDir: true } : browserBuild('app'),
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
