// `npm run backup [-- <archive.zip>]`: the database (DATABASE_URL, else the PGlite folder in DATA_DIR) and the data
// folder's files (uploads, learning files, media, the JWT secret) in one zip with a manifest. See backupArchive.ts.
import { loadConfig } from '../server/src/config';
import { backup, defaultArchive, ensureFolderOf } from './backupArchive';

const config = loadConfig();
const archive = process.argv[2] ?? defaultArchive(config.dataDir);
await ensureFolderOf(archive);
const manifest = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, archive);
console.info(`Backup written to ${archive}: ${manifest.database.kind} database and ${manifest.files.length} files`);
