#!/usr/bin/env node
// The gateway's production build: server/src/main.ts and everything it imports from server/src and packages/core as one
// ES module bundle (with its lazily imported chunks) in dist/gateway, which `npm run serve` runs with plain Node.
// The packages stay outside (node_modules, as installed); the files the gateway reads at run time (migrations, form
// definitions, menus) are found from the project root (server/src/projectRoot.ts), which dist/gateway shares with
// server/src by sitting two levels below it. Development keeps tsx (`npm run dev`), tests import the sources.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { packageAliases } from '../packages/aliases.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/gateway');

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The backup tools run beside it in production, on the same compiled code (`npm run backup`, `npm run restore`).
  entryPoints: { main: 'server/src/main.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  alias: packageAliases,
  tsconfig: 'server/tsconfig.json',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.info(`Gateway built: dist/gateway (${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1e6).toFixed(1)} MB with source maps)`);
