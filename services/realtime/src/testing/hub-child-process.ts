/**
 * A realtime hub in its own process, for tests that prove hubs share rooms through Redis.
 * Reports `{ port }` over IPC once it relays; stops when the parent disconnects or on SIGTERM.
 */
import { createTokenVerifier } from '@ea/service-kit/access-tokens';
import { createRealtimeHub } from '../realtime-hub.ts';
import { createTestBus } from './test-bus.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const prefix = required('HUB_PREFIX');
const bus = createTestBus(prefix);
const hub = await createRealtimeHub({
  port: 0,
  redisUrl: required('REDIS_URL'),
  verifyToken: await createTokenVerifier(required('JWT_PUBLIC_KEY')),
  bus,
  topics: required('HUB_TOPICS').split(','),
  keyPrefix: prefix,
  consumer: `child-${process.pid}`,
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await hub.close();
  await bus.close();
  process.exit(0);
}
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.send?.({ port: hub.port });
