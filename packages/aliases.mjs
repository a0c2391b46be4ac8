// The workspace packages' import names (`@core/...`, `@client/...`), for every tool that does not read
// tsconfig.json's paths (Vite, Vitest, Storybook, esbuild, ESLint's resolver): one list, so a package is added once.
import { fileURLToPath } from 'node:url';

export const packageAliases = {
  '@core': fileURLToPath(new URL('./core/src', import.meta.url)),
  '@client': fileURLToPath(new URL('./client/src', import.meta.url)),
};
