import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const siteDir = fileURLToPath(new URL('.', import.meta.url));
// The gateway that `npm run dev` starts; the public site's dev server forwards everything that is not a page to it.
const gateway = 'http://127.0.0.1:3000';

// `npm run build:public` builds twice: the browser bundle into dist/, then (with --ssr) the renderer the gateway imports into dist-server/.
export default defineConfig(({ isSsrBuild }) => ({
  root: siteDir,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@core': fileURLToPath(new URL('../src/core', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist-server' : './dist', import.meta.url)),
    emptyOutDir: true,
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
