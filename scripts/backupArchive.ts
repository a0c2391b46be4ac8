// `npm run backup` / `npm run restore` (data safety): the database and the data folder's files in one zip
// archive with a manifest. PGlite through its own dump of the data folder, PostgreSQL through pg_dump / pg_restore.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import yauzl, { type Entry, type ZipFile as ReadZip } from 'yauzl';
import { ZipFile } from 'yazl';

/** The data folder's parts that are the platform's data (the PGlite folder goes through its dump instead). */
export const DATA_PARTS = ['uploads', 'learning', 'media', 'jwt-secret'] as const;
const MANIFEST = 'manifest.json';
const FORMAT = 'bisa-backup';
const FORMAT_VERSION = 1;

export interface BackupSource {
  dataDir: string;
  /** PostgreSQL; without it the PGlite folder DATA_DIR/pglite (the gateway's layout, server/src/main.ts). */
  databaseUrl?: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; entry: string };
  /** Every file of the data folder in the archive (under data/), with its size. */
  files: { path: string; bytes: number }[];
}

/** The PGlite folder of a data folder, as main.ts opens it. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * pg_dump and pg_restore from Debian's postgresql-client: found on the PATH, or installed with apt as root (as
 * ensure-chromium does for the browser), or an error naming the command to run.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const found = () => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found()) return found();
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    const env = 'DEBIAN_FRONTEND=noninteractive';
    spawnSync('sh', ['-c', `${env} apt-get update -qq && ${env} apt-get install -y -qq postgresql-client >/dev/null`], { stdio: 'inherit' });
    if (found()) return found();
  }
  throw new Error(`${name} is missing: install PostgreSQL's client tools (on Debian or Ubuntu: apt-get install -y postgresql-client)`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.error?.message || `exit ${result.status}`}`);
}

/** Every file under `dir` (relative paths with forward slashes); none when it does not exist. */
async function filesUnder(root: string, relative: string): Promise<string[]> {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!(await stat(full)).isDirectory()) return [relative];
  const entries = await readdir(full, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Writes the backup of `source` to `archive`. PGlite is read from its folder, so the gateway using it must be
 * stopped first (PGlite is one process's); PostgreSQL is dumped while it serves (pg_dump reads one snapshot).
 * Files are streamed into the zip, never held whole in memory.
 */
export async function backup(source: BackupSource, archive: string): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'bisa-backup-'));
  try {
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(archive, { mode: 0o600 }));
    let database: Manifest['database'];
    if (source.databaseUrl) {
      const dump = path.join(work, 'postgres.dump');
      run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${source.databaseUrl}`]);
      database = { kind: 'postgres', entry: 'database/postgres.dump' };
      zip.addFile(dump, database.entry);
    } else {
      if (!existsSync(path.join(pgliteDir(source.dataDir), 'PG_VERSION'))) throw new Error(`No PGlite database in ${pgliteDir(source.dataDir)}`);
      const pglite = new PGlite({ dataDir: pgliteDir(source.dataDir) });
      await pglite.waitReady;
      const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      await pglite.close();
      database = { kind: 'pglite', entry: 'database/pglite.tar.gz' };
      zip.addBuffer(dump, database.entry);
    }
    const files: Manifest['files'] = [];
    for (const part of DATA_PARTS) {
      for (const file of await filesUnder(source.dataDir, part)) {
        const full = path.join(source.dataDir, file);
        files.push({ path: file, bytes: (await stat(full)).size });
        zip.addReadStream(createReadStream(full), `data/${file}`);
      }
    }
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), database, files };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST);
    zip.end();
    await written;
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function openZip(file: string): Promise<ReadZip> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

function readStream(zip: ReadZip, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

/** The archive's entries by name (the central directory only: no content is read). */
async function entriesOf(zip: ReadZip): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** A path inside the data folder, never outside it (an archive's names are not trusted). */
function insideDataDir(dataDir: string, relative: string): string {
  const root = path.resolve(dataDir);
  const full = path.resolve(root, relative);
  const allowed = DATA_PARTS.some((part) => full === path.join(root, part) || full.startsWith(path.join(root, part) + path.sep));
  if (!allowed) throw new Error(`The archive names a file outside the data folder's parts: ${relative}`);
  return full;
}

/**
 * Restores `archive` into `target`: a data folder without a database (PGlite) or an empty PostgreSQL database
 * (created beforehand: `createdb`), so nothing is overwritten silently. Every file the manifest lists must be in
 * the archive with its size.
 */
export async function restore(archive: string, target: BackupSource): Promise<Manifest> {
  const zip = await openZip(archive);
  const work = await mkdtemp(path.join(tmpdir(), 'bisa-restore-'));
  try {
    const entries = await entriesOf(zip);
    const manifestEntry = entries.get(MANIFEST);
    if (!manifestEntry) throw new Error(`${archive} is not a BISA backup: it has no ${MANIFEST}`);
    const manifest = JSON.parse(await text(await readStream(zip, manifestEntry))) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) throw new Error(`${archive}: unknown backup format`);
    const wanted = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== wanted) {
      throw new Error(
        `The backup holds a ${manifest.database.kind} database; restore it with ${manifest.database.kind === 'postgres' ? 'DATABASE_URL set' : 'no DATABASE_URL'}`,
      );
    }
    const databaseEntry = entries.get(manifest.database.entry);
    if (!databaseEntry) throw new Error(`${archive} lacks its database (${manifest.database.entry})`);
    for (const file of manifest.files) {
      if (entries.get(`data/${file.path}`)?.uncompressedSize !== file.bytes) throw new Error(`${archive} lacks ${file.path} or has it damaged`);
    }

    await mkdir(target.dataDir, { recursive: true });
    if (target.databaseUrl) {
      const dump = path.join(work, 'postgres.dump');
      await pipeline(await readStream(zip, databaseEntry), createWriteStream(dump));
      run(postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databaseUrl}`, dump]);
    } else {
      if (existsSync(path.join(pgliteDir(target.dataDir), 'PG_VERSION'))) throw new Error(`${pgliteDir(target.dataDir)} already holds a database`);
      const dump = path.join(work, 'pglite.tar.gz');
      await pipeline(await readStream(zip, databaseEntry), createWriteStream(dump));
      const pglite = new PGlite({ dataDir: pgliteDir(target.dataDir), loadDataDir: new Blob([await readFile(dump)]) });
      await pglite.waitReady;
      await pglite.close();
    }
    for (const file of manifest.files) {
      const full = insideDataDir(target.dataDir, file.path);
      await mkdir(path.dirname(full), { recursive: true });
      await pipeline(await readStream(zip, entries.get(`data/${file.path}`)!), createWriteStream(full, { mode: 0o640 }));
    }
    return manifest;
  } finally {
    zip.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Where `npm run backup` writes when not told: backups/bisa-<time>.zip beside the data folder. */
export function defaultArchive(dataDir: string, now = new Date()): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'backups', `bisa-${now.toISOString().replace(/[:.]/g, '-')}.zip`);
}

export async function ensureFolderOf(file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
}
