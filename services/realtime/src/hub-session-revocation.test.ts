import { randomUUID } from 'node:crypto';
import type { EventBus } from '@ea/events';
import { createSessionRevocation, type SessionRevocation } from '@ea/service-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, connectClient } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { claimsFor, createTestIdentities, type TestIdentities } from './testing/test-identities.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Where service-kit records revocations; the test removes its own user's entry afterwards. */
const REVOKED_USERS = 'identity:revoked-users';

describe('realtime hub and revoked sessions', () => {
  const prefix = `test-realtime-revocation-${randomUUID()}`;
  const clients: ClientSocket[] = [];
  const revokedUsers: string[] = [];
  let identities: TestIdentities;
  let redis: Redis;
  let sessions: SessionRevocation;
  let bus: EventBus;
  let hub: RealtimeHub;
  let url: string;

  beforeAll(async () => {
    identities = await createTestIdentities();
    redis = new Redis(REDIS_URL);
    sessions = await createSessionRevocation(redis);
    bus = createTestBus(prefix);
    hub = await createRealtimeHub({
      port: 0,
      redisUrl: REDIS_URL,
      verifyToken: identities.verifyToken,
      bus,
      topics: [],
      keyPrefix: prefix,
      isSessionActive: (claims) => sessions.isActive(claims),
      sessionSweepMs: 100,
    });
    url = `http://127.0.0.1:${hub.port}`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hub?.close();
    await bus?.close();
    await sessions?.close();
    if (revokedUsers.length > 0) await redis.hdel(REVOKED_USERS, ...revokedUsers);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it("disconnects a revoked user's live socket, refuses its old token and admits a token issued afterwards", async () => {
    const revoked = claimsFor();
    const bystander = claimsFor({ channelId: revoked.channelId });
    const oldToken = await identities.tokenFor(revoked);
    const revokedClient = await connectClient(url, { auth: { token: oldToken } });
    const bystanderClient = await connectClient(url, { auth: { token: await identities.tokenFor(bystander) } });
    clients.push(revokedClient, bystanderClient);
    const reasons: string[] = [];
    revokedClient.on('disconnect', (reason) => reasons.push(reason));

    revokedUsers.push(revoked.sub);
    await sessions.revokeUser(revoked.sub);
    await waitUntil(() => reasons.length > 0, 'the revoked socket is disconnected', 5_000);

    expect(reasons).toEqual(['io server disconnect']);
    expect(bystanderClient.connected).toBe(true);
    await expect(connectClient(url, { auth: { token: oldToken } })).rejects.toMatchObject({ message: 'unauthorized' });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await connectClient(url, { auth: { token: await identities.tokenFor(revoked) } });
    clients.push(fresh);
    expect(fresh.connected).toBe(true);
  });
});
