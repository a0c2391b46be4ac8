// `npm run cluster`: two gateways (CLUSTER_GATEWAYS=3 for three) on PostgreSQL and Redis behind HAProxy, on
// 127.0.0.1:CLUSTER_PORT (default 8080). DATABASE_URL is used as it is when given, else a scratch database is created
// (and dropped at the end); REDIS_URL defaults to redis://127.0.0.1:6379. Ctrl-C stops everything.
import { DEFAULT_REDIS_URL, startCluster, type Cluster } from './clusterHarness';

const gateways = Number(process.env.CLUSTER_GATEWAYS ?? 2);
if (!Number.isInteger(gateways) || gateways < 1 || gateways > 8) {
  console.error('CLUSTER_GATEWAYS must be a whole number from 1 to 8');
  process.exit(1);
}

// Filled once the cluster is up; a Ctrl-C before that still reaches the gateways (they share the terminal).
const started: { cluster?: Cluster } = {};
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping the proxy and the gateways`);
  await started.cluster?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

console.info(`Starting ${gateways} gateways one after the other (the first migrates and seeds) ...`);
const cluster = await startCluster({
  gateways,
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
  proxyPort: Number(process.env.CLUSTER_PORT ?? 8080),
  output: 'inherit',
});
started.cluster = cluster;
console.info(`BISA cluster on ${cluster.baseUrl} (HAProxy, health check /readyz, X-Instance names the gateway)`);
for (const gateway of cluster.gateways) console.info(`  ${gateway.name}  ${gateway.baseUrl}  pid ${gateway.pid}`);
console.info(`  database ${cluster.databaseUrl}, Redis ${cluster.redisUrl} (keys under ${cluster.redisKeyPrefix})`);
console.info('Try: kill -9 one gateway pid and keep reloading; Ctrl-C stops everything.');
