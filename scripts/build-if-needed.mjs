// `npm start` builds the two apps and the gateway only when a source file is newer than the last build; named
// builds only (`node scripts/build-if-needed.mjs build:gateway`, as `npm run backup` does) when given.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The newest modification time of a file, or of a folder and everything in it. */
function newestMtime(source) {
  if (!existsSync(source)) return 0;
  const stats = statSync(source);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const full = path.join(source, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const apps = [
  { script: 'build:member', outputs: ['dist/member/index.html'], sources: ['src', 'packages', 'index.html', 'vite.config.ts', 'schemas'] },
  {
    script: 'build:public',
    // The islands manifest: a build from before the island pages (one manifest) is redone.
    outputs: ['public-site/dist/index.html', 'public-site/dist/.vite/islands-manifest.json', 'public-site/dist-server/entry-server.js'],
    sources: ['public-site', 'packages'],
  },
  {
    script: 'build:gateway',
    outputs: ['dist/gateway/main.js', 'dist/gateway/backup.js', 'dist/gateway/restore.js'],
    sources: ['server/src', 'packages/core', 'package-lock.json', 'scripts/backup.ts', 'scripts/restore.ts', 'scripts/backupArchive.ts'],
  },
];

const named = process.argv.slice(2);
for (const app of apps.filter((candidate) => named.length === 0 || named.includes(candidate.script))) {
  const sourceTime = Math.max(...app.sources.map((source) => newestMtime(path.join(root, source))));
  // Every output must exist and be newer than every source (the public site builds a browser and a server bundle).
  if (Math.min(...app.outputs.map((output) => builtAt(path.join(root, output)))) >= sourceTime) continue;
  console.info(`Building (${app.script})…`);
  execSync(`npm run ${app.script}`, { cwd: root, stdio: 'inherit' });
}
