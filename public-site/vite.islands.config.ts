import { defineConfig, type UserConfig } from 'vite';
import siteConfig, { browserBuild } from './vite.config';

// The island pages' browser build (see browserBuild in vite.config.ts), run after the app's into the same dist/.
export default defineConfig(async (env) => {
  const base = (await (typeof siteConfig === 'function' ? siteConfig(env) : siteConfig)) as UserConfig;
  return { ...base, build: browserBuild('islands') };
});
