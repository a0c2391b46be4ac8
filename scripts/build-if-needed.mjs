// `npm start` builds the two apps only when a source file is newer than the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const apps = [
  { script: 'build:member', output: 'dist/member/index.html', sources: ['src', 'index.html', 'vite.config.ts', 'schemas'] },
  { script: 'build:public', output: 'public-site/dist/index.html', sources: ['public-site', 'src/core'] },
];

for (const app of apps) {
  const sourceTime = Math.max(...app.sources.map((source) => newestMtime(path.join(root, source))));
  if (builtAt(path.join(root, app.output)) >= sourceTime) continue;
  console.info(`Building (${app.script})…`);
  execSync(`npm run ${app.script}`, { cwd: root, stdio: 'inherit' });
}
