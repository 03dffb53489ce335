import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate } from '@ea/db';
import { createOutboxRelay } from '@ea/events';
import { createRealtimeHub, topicsFrom } from '@ea/realtime';
import { type Closer, installShutdown, openPlatform } from '@ea/service-kit';
import { SERVICE_TOPICS, SERVICES } from '@ea/services';
import { startWorkers, workerContext } from '@ea/worker-host';
import { pino } from 'pino';
import { buildGateway } from './build-gateway.ts';
import { parseServiceUrls } from './service-urls.ts';

/**
 * The gateway process. On one machine it mounts every service, the outbox relay, the realtime
 * hub and the job workers in-process (the embedded PGlite allows one process only); scaled out,
 * SERVICE_URLS, REALTIME_URL and WORKERS=off hand those to their own processes.
 */
const env = process.env;
const platform = await openPlatform(env);
const log = pino({ level: env.LOG_LEVEL ?? 'info' });

const serviceUrls = parseServiceUrls(env.SERVICE_URLS);
const local = SERVICES.filter((s) => !serviceUrls.has(s.name));
const remote = SERVICES.filter((s) => serviceUrls.has(s.name)).map((service) => ({ service, url: serviceUrls.get(service.name)! }));
const databases = local.flatMap((s) => (s.database ? [s.database] : []));
const schemas = databases.map((d) => d.schema);

await migrate(platform.database.db, databases);
const relay = createOutboxRelay({ db: platform.database.db, schemas, bus: platform.bus, logger: log });
relay.start();

const staticDir = resolve(env.STATIC_DIR ?? 'frontend/dist');
const app = await buildGateway({
  platform,
  local,
  remote,
  staticDir,
  realtimeUrl: env.REALTIME_URL,
  version: readVersion(staticDir),
  outboxWritten: () => relay.nudge(),
  logger: log,
});

const closers: Closer[] = [() => app.close()];
if (!env.REALTIME_URL) {
  const topics = topicsFrom(env.REALTIME_TOPICS) ?? SERVICE_TOPICS;
  const hub = await createRealtimeHub({
    httpServer: app.server,
    redisUrl: env.REDIS_URL!,
    verifyToken: platform.verifyToken,
    sessions: platform.sessions,
    bus: platform.bus,
    topics,
    logger: log,
  });
  closers.push(() => hub.close());
}
if ((env.WORKERS ?? 'inline') !== 'off') {
  // The jobs running here wake this process's relay after each commit, as the services' routes do.
  const context = workerContext(platform, () => relay.nudge(), log);
  const workers = await startWorkers({ redisUrl: env.REDIS_URL!, context, schemas });
  closers.push(() => workers.close());
}
closers.push(
  () => relay.stop(),
  () => platform.close(),
);

const port = Number(env.PORT ?? 8080);
await app.listen({ port, host: env.HOST ?? '0.0.0.0' });
installShutdown(closers, app.log);
console.log(`EA Filing Suite is ready at http://localhost:${port}/ (database: ${platform.database.kind}, event bus: ${platform.bus.kind})`);

function readVersion(dir: string): string {
  try {
    return (JSON.parse(readFileSync(join(dir, 'fe_assets', 'version.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'dev';
  }
}
