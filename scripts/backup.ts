// `npm run backup [-- <archive.zip>]`: the database (DATABASE_URL, else the PGlite folder in DATA_DIR) and the data
// folder's files (uploads, learning files, media, the JWT secret) in one zip with a manifest. See backupArchive.ts.
import { loadConfig } from '../server/src/config';
import { backup, defaultArchive, ensureFolderOf } from './backupArchive';

const config = loadConfig();
const archive = process.argv[2] ?? defaultArchive(config.dataDir);
await ensureFolderOf(archive);
const manifest = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, archive);
console.info(`Backup written to ${archive}: ${manifest.database.kind} database and ${manifest.files.length} files`);
if (config.storage.kind === 's3') {
  // The uploads and learning files are in the bucket, not in the data folder: the archive does not hold them.
  console.warn(
    `Uploads and learning files are kept in the S3 bucket "${config.storage.bucket}" (uploads/, learning/) and are NOT in this archive: ` +
      "back the bucket up with the store's own versioning or replication (or aws s3 sync).",
  );
}
