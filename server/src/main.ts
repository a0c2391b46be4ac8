import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { contentSeed, seedContent } from './db/seedContent';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedConfiguration, seedDemo, seedSiteSettings } from './db/seed';
import { shutDownGracefully } from './platform/lifecycle';
import { mediaDir, writeMedia } from './platform/media';
import { catalogueMedia, seedCatalogue } from './db/seedCatalogue';
import { seedSchemes } from './db/seedSchemes';
import { seedCertification } from './db/seedCertification';
import { seedJobs } from './db/seedJobs';
import { seedJobTests } from './db/seedJobTests';
import { seedLearning } from './features/learning/demoSeed';
import { learningStorage } from './features/learning/storage';
import { seedLocations } from './db/seedLocations';

/** `npm start`: one gateway process serving the API, the public site and the member app. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
  await migrate(database.db);
  await seedConfiguration(database.db);
  await seedSiteSettings(database.db);
  await seedLocations(database.db);
  const content = contentSeed(new Date());
  await seedContent(database.db, content);
  await writeMedia(mediaDir(config), { ...content.media, ...catalogueMedia() });
  const seeded = config.seedDemo && (await seedDemo(database.db));
  if (config.seedDemo) await seedCatalogue(database.db);
  if (config.seedDemo) await seedSchemes(database.db);
  if (config.seedDemo) await seedCertification(database.db);
  if (config.seedDemo) await seedJobs(database.db);
  if (config.seedDemo) await seedJobTests(database.db);
  if (config.seedDemo) await seedLearning(database.db, learningStorage(config));
  const app = await buildApp({ config, db: database.db, logger: { level: config.production ? 'info' : 'warn' } });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`${signal}: draining, then closing the gateway`);
    await shutDownGracefully(app, { drainDelayMs: config.shutdownDrainMs });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  console.info(
    `BISA gateway listening on ${config.publicUrl} — ${storage}, mail: ${config.smtpUrl ? 'SMTP' : `dev outbox at ${config.publicUrl}/dev/mailbox`}`,
  );
  if (config.seedDemo) {
    console.info(`Demo accounts${seeded ? ' (seeded now)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) console.info(`  ${account.role.padEnd(16)} ${account.email}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
