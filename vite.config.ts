import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const GATEWAY = 'http://127.0.0.1:3000';

/**
 * In production the gateway serves the member app at /member and /en/member. The dev server only knows
 * its base, so it hands English member URLs the same page; the app reads the locale from the URL.
 */
function englishMemberPaths(): Plugin {
  return {
    name: 'bisa-english-member-paths',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/en/member' || req.url?.startsWith('/en/member/')) req.url = '/member/';
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/member/',
  plugins: [react(), englishMemberPaths()],
  build: {
    outDir: 'dist/member',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Framework code changes less often than ours: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+|@tanstack|react-hook-form|lodash)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: GATEWAY, ws: true },
      '/dev': GATEWAY,
      '/healthz': GATEWAY,
    },
  },
});
