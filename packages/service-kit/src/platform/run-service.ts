import { migrate } from '@ea/db';
import { createOutboxRelay } from '@ea/events';
import { pino } from 'pino';
import { createApp } from '../http/create-app.ts';
import { installShutdown } from '../http/shutdown.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { openPlatform, requireEnv } from './open-platform.ts';
import { serviceContext } from './service-context.ts';

/**
 * Runs one service as its own process (the scaled-out deployment): migrates its schema, relays
 * its outbox, serves its routes with /api/health and /api/docs, and shuts down gracefully.
 */
export async function runService(service: ServiceDefinition, env = process.env): Promise<void> {
  for (const name of service.env) requireEnv(env, name);
  const logger = pino({ level: env.LOG_LEVEL ?? 'info', base: { service: service.name } });
  const platform = await openPlatform(env);
  if (platform.database.kind === 'pglite')
    throw new Error(`${service.name}: DATABASE_URL is required when a service runs as its own process`);
  if (service.database) await migrate(platform.database.db, [service.database]);
  const relay = createOutboxRelay({
    db: platform.database.db,
    schemas: service.database ? [service.database.schema] : [],
    bus: platform.bus,
    logger,
  });
  relay.start();
  const app = await createApp({
    title: `EA Filing Suite: ${service.name}`,
    version: '1.0.0',
    verifyToken: platform.verifyToken,
    isSessionActive: (claims) => platform.sessions.isActive(claims),
    logger,
    healthChecks: {
      db: () => platform.database.ping(),
      redis: async () => {
        await platform.redis.ping();
      },
      bus: () => platform.bus.ping(),
    },
  });
  await service.register(
    app,
    serviceContext(platform, () => relay.nudge()),
  );
  await app.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? '0.0.0.0' });
  installShutdown([() => app.close(), () => relay.stop(), () => platform.close()], app.log);
}
