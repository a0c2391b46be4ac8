import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** What the stories need from Vite: React, and the @core alias the apps use for the shared core. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@core': fileURLToPath(new URL('../src/core', import.meta.url)) },
  },
});
