import { openDatabase } from '@ea/db';
import { registerHealth } from '@ea/service-kit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { startWorkers } from './start-workers.ts';

// The scaled-out worker process. In the one-machine setup there is no DATABASE_URL (the database
// is the embedded one inside the gateway), and the gateway runs the workers itself.
const logger = pino({ name: 'worker-host' });
const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  logger.error(
    { missing: [!redisUrl && 'REDIS_URL', !databaseUrl && 'DATABASE_URL'].filter(Boolean) },
    'the standalone worker host needs REDIS_URL and DATABASE_URL; without them the gateway runs the workers (pnpm start)',
  );
  process.exit(1);
}

const retentionDays = Number(process.env.HOUSEKEEPING_RETENTION_DAYS ?? 7);
const schemas = (process.env.HOUSEKEEPING_SCHEMAS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const database = await openDatabase({ url: databaseUrl });
const host = await startWorkers({ redisUrl, db: database.db, schemas, retentionDays, logger });

// /api/health for the orchestrator: a worker is healthy when it reaches Redis and the database.
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
const health = Fastify({ logger: false });
registerHealth(health, {
  db: () => database.ping(),
  redis: async () => {
    await redis.ping();
  },
});
await health.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '0.0.0.0' });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing running jobs before exit');
    health
      .close()
      .then(() => host.close())
      .then(() => {
        redis.disconnect();
        return database.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
