// The Storybook build costs 20 s on a quiet 2-core machine and more beside other work, and reads only the stories,
// their config and what they import. This script lists those files, hashes them, and keeps the hash of the last
// build that succeeded in stories/built-inputs.sha256 (tracked): CI builds Storybook only when the hash differs.
// A change to any file a story reaches (a component, the core, a form schema, a dependency version) changes the
// hash, so a story that such a change breaks still fails CI; a build that fails writes no hash.
//   node scripts/storybook-inputs.mjs --check   exit 0 when the recorded hash matches, 1 when a build is owed
//   node scripts/storybook-inputs.mjs --record  after a successful build: write the hash
//   node scripts/storybook-inputs.mjs --list    the files, one a line
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { packageAliases } from '../packages/aliases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'stories/built-inputs.sha256');

/** Files below a folder whose names pass the test, as paths relative to the root. */
function filesBelow(folder, test) {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Every local file the stories and Storybook's preview import, followed as a bundler follows them. */
async function importedFiles() {
  // The generated form stories (not tracked) follow from the schemas and their generator, which are inputs below.
  const entryPoints = [
    ...filesBelow('stories', (name) => /\.tsx?$/.test(name)).filter((file) => !file.startsWith(path.join('stories', 'forms', 'generated'))),
    ...filesBelow('.storybook', (name) => /\.tsx?$/.test(name)),
  ];
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(root, '.storybook-inputs'),
    logLevel: 'silent',
    packages: 'external',
    alias: packageAliases,
    jsx: 'automatic',
    loader: { '.png': 'file', '.jpg': 'file', '.svg': 'file', '.webp': 'file', '.woff2': 'file', '.woff': 'file' },
    plugins: [
      {
        // Vite's own suffixes (?url, ?raw) name a file the bundler cannot read: the file itself is the input.
        name: 'vite-suffixes',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules') && !input.includes(':'));
}

async function inputs() {
  const files = new Set(await importedFiles());
  // Read by Storybook or the story generator, not imported: its config, the schemas behind the generated form
  // stories (import.meta.glob), the generator itself, and the versions of every package.
  for (const file of [
    ...filesBelow('.storybook', () => true),
    ...filesBelow('schemas/forms', (name) => name.endsWith('.json')),
    'scripts/generate-form-stories.mjs',
    'package-lock.json',
  ])
    files.add(file);
  return [...files].map((file) => file.split(path.sep).join('/')).sort();
}

function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const mode = process.argv[2];
const files = await inputs();
const hash = hashOf(files);
if (mode === '--list') {
  console.info(files.join('\n'));
} else if (mode === '--record') {
  writeFileSync(stampFile, `${hash}\n`);
  console.info(`Storybook built from ${files.length} input files: recorded ${hash.slice(0, 12)} in ${path.relative(root, stampFile)}`);
} else if (mode === '--check') {
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (recorded === hash) {
    console.info(`Storybook: its ${files.length} input files are those of the last successful build (${hash.slice(0, 12)}); not rebuilt.`);
    process.exit(0);
  }
  console.info(`Storybook: its inputs changed since the last recorded build (${files.length} files, ${hash.slice(0, 12)}): a build is owed.`);
  process.exit(1);
} else {
  console.error('usage: node scripts/storybook-inputs.mjs --check | --record | --list');
  process.exit(2);
}
