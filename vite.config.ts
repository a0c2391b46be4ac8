import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { formValidatorsPlugin } from './src/pages/forms/precompile/validatorsPlugin';
import { packageAliases } from './packages/aliases.mjs';

const GATEWAY = 'http://127.0.0.1:3000';

/** The member app's other areas, and every area under /en (SPEC 2); the dev server itself only knows /member/. */
const OTHER_AREA_PAGE = /^(\/en)?\/(employer|job-seeker)([/?]|$)|^\/en\/member([/?]|$)/;

/**
 * In production the gateway serves the member app at each area and its /en form. The dev server only knows
 * its base, so it hands the other area URLs the same page; the app reads the area and locale from the URL.
 */
function memberAreaPaths(): Plugin {
  return {
    name: 'bisa-member-area-paths',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && OTHER_AREA_PAGE.test(req.url)) req.url = '/member/';
        next();
      });
    },
  };
}

const PLAIN_PAGE_TITLE = fileURLToPath(new URL('./src/app/vendor/PageTitleConfigurable.tsx', import.meta.url));

/**
 * react-admin's page titles without their preferences editor (src/app/vendor/PageTitleConfigurable.tsx says why):
 * ra-ui-materialui's layout imports './PageTitleConfigurable.js', which resolves to the stand-in. A react-admin
 * release that moves the file leaves the editor in, and tests/unit/memberBudget.test.ts then finds MUI's TextField
 * in the first load.
 */
function plainPageTitle(): Plugin {
  return {
    name: 'bisa-plain-page-title',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromLayout = importer !== undefined && /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]/.test(importer);
      return fromLayout && source === './PageTitleConfigurable.js' ? PLAIN_PAGE_TITLE : null;
    },
  };
}

export default defineConfig({
  base: '/member/',
  plugins: [react(), memberAreaPaths(), formValidatorsPlugin(), plainPageTitle()],
  resolve: {
    alias: {
      ...packageAliases,
      // node-polyglot's polyfill, with its es-abstract helpers, is the built-in in every supported browser.
      'object.entries': fileURLToPath(new URL('./src/app/vendor/object-entries.cjs', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/member',
    // The member budget test (tests/unit/memberBudget.test.ts) reads the entry chunk and its static imports from here.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Framework code changes less often than ours: separate chunks stay cached across releases. Only what the
        // first load needs ($initial) joins them: otherwise a group pulls a lazy page's library (@mui/x-charts) into
        // the first load, and those libraries stay in their pages' chunks.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'] },
            {
              name: 'react-admin',
              test: /node_modules[\\/](react-admin|ra-[\w-]+|@tanstack|react-hook-form|lodash)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, tags: ['$initial'] },
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
