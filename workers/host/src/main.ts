import { createOutboxRelay } from '@ea/events';
import { openPlatform, registerHealth } from '@ea/service-kit';
import { SERVICE_SCHEMAS } from '@ea/services';
import Fastify from 'fastify';
import { pino } from 'pino';
import { startWorkers } from './start-workers.ts';
import { workerContext } from './worker-context.ts';

// The scaled-out worker process. In the one-machine setup there is no DATABASE_URL (the database
// is the embedded one inside the gateway), and the gateway runs the workers itself.
const logger = pino({ name: 'worker-host' });
const env = process.env;
if (!env.REDIS_URL || !env.DATABASE_URL) {
  logger.error(
    { missing: [!env.REDIS_URL && 'REDIS_URL', !env.DATABASE_URL && 'DATABASE_URL'].filter(Boolean) },
    'the standalone worker host needs REDIS_URL and DATABASE_URL; without them the gateway runs the workers (pnpm start)',
  );
  process.exit(1);
}

const retentionDays = Number(env.HOUSEKEEPING_RETENTION_DAYS ?? 7);
const named = (env.HOUSEKEEPING_SCHEMAS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const schemas = named.length > 0 ? named : SERVICE_SCHEMAS;

const platform = await openPlatform(env);
// Publishes what a job just committed at once. It never polls: each service's own relay does, and
// the relays take turns on a schema by advisory lock.
const relay = createOutboxRelay({ db: platform.database.db, schemas: [...SERVICE_SCHEMAS], bus: platform.bus, logger });
const publishNow = () => {
  relay.drainOnce().catch((error: unknown) => logger.warn({ err: error }, 'could not publish at once; the services’ relays will'));
};
const host = await startWorkers({ redisUrl: env.REDIS_URL, context: workerContext(platform, publishNow, logger), schemas, retentionDays });

// /api/health for the orchestrator: a worker is healthy when it reaches Redis and the database.
const health = Fastify({ logger: false });
registerHealth(health, {
  db: () => platform.database.ping(),
  redis: async () => {
    await platform.redis.ping();
  },
});
await health.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? '0.0.0.0' });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing running jobs before exit');
    health
      .close()
      .then(() => host.close())
      .then(() => platform.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
