import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { packageAliases } from '../packages/aliases.mjs';

/** What the stories need from Vite: React, and the aliases the apps use for the workspace packages (@core, @client). */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: packageAliases,
  },
});
