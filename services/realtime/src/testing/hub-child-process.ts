/**
 * A realtime hub in its own process, for tests that prove hubs share rooms and revocations through
 * Redis. Reports `{ port }` over IPC once it relays; stops when the parent disconnects or on SIGTERM.
 */
import { createTokenVerifier } from '@ea/service-kit/access-tokens';
import { createRealtimeHub } from '../realtime-hub.ts';
import { createTestBus } from './test-bus.ts';
import { openTestSessions } from './test-sessions.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const prefix = required('HUB_PREFIX');
const sessions = await openTestSessions(required('REDIS_URL'));
const bus = createTestBus(prefix);
const hub = await createRealtimeHub({
  port: 0,
  redisUrl: required('REDIS_URL'),
  verifyToken: await createTokenVerifier(required('JWT_PUBLIC_KEY')),
  bus,
  topics: (process.env.HUB_TOPICS ?? '').split(',').filter((topic) => topic !== ''),
  keyPrefix: prefix,
  consumer: `child-${process.pid}`,
  sessions: sessions.sessions,
  ...(process.env.HUB_SESSION_SWEEP_MS ? { sessionSweepMs: Number(process.env.HUB_SESSION_SWEEP_MS) } : {}),
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await hub.close();
  await bus.close();
  await sessions.close();
  process.exit(0);
}
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.send?.({ port: hub.port });
