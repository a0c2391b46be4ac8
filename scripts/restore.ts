// `npm run restore -- <archive.zip>`: into DATA_DIR (which must hold no PGlite database yet) or into the empty
// PostgreSQL database of DATABASE_URL. Start the gateway afterwards: it runs any newer migrations. See backupArchive.ts.
import { loadConfig } from '../server/src/config';
import { restore } from './backupArchive';

const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore -- <archive.zip>   (DATA_DIR and DATABASE_URL name where to)');
  process.exit(2);
}
const config = loadConfig();
const manifest = await restore(archive, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
console.info(`Restored the ${manifest.database.kind} database of ${manifest.createdAt} and ${manifest.files.length} files into ${config.dataDir}`);
