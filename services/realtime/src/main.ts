/**
 * The realtime hub as its own process (scaled-out deployments). Reads PORT, REDIS_URL,
 * JWT_PUBLIC_KEY, the bus settings EVENT_BUS, KAFKA_BROKERS, and REALTIME_TOPICS (comma-separated;
 * every service's topic without it).
 */
import { createEventBus } from '@ea/events';
import { createSessionRevocation } from '@ea/service-kit';
import { createTokenVerifier } from '@ea/service-kit/access-tokens';
import { SERVICE_TOPICS } from '@ea/services';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createRealtimeHub } from './realtime-hub.ts';
import { topicsFrom } from './realtime-topics.ts';

const DEFAULT_PORT = 3010;

const logger = pino({ name: 'realtime' });
const env = process.env;

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// Orchestrators pass a PEM through env as one line with literal "\n".
const verifyToken = await createTokenVerifier(required('JWT_PUBLIC_KEY').replaceAll('\\n', '\n'));
const redisUrl = required('REDIS_URL');
const redis = new Redis(redisUrl);
const sessions = await createSessionRevocation(redis);
const bus = createEventBus(env, { logger });
const topics = topicsFrom(env.REALTIME_TOPICS) ?? SERVICE_TOPICS;
const hub = await createRealtimeHub({
  port: env.PORT ? Number(env.PORT) : DEFAULT_PORT,
  redisUrl,
  verifyToken,
  bus,
  topics,
  logger,
  sessions,
});
logger.info({ port: hub.port, topics, bus: bus.kind }, 'realtime hub listening');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'realtime hub stopping');
  await hub.close();
  await bus.close();
  await sessions.close();
  await redis.quit();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
