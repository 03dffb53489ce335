import { randomUUID } from 'node:crypto';
import type { EventBus } from '@ea/events';
import { createSessionRevocation, type SessionRevocation } from '@ea/service-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { type HubChild, startHubChild } from './testing/hub-child.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, connectClient } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { claimsFor, createTestIdentities, type TestIdentities } from './testing/test-identities.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Where service-kit records revocations; the test removes its own users' entries afterwards. */
const REVOKED_USERS = 'identity:revoked-users';
/** Long enough that only the revocation announcement, never the periodic sweep, can end a socket within ANNOUNCED_MS. */
const SWEEP_MS = 60_000;
const ANNOUNCED_MS = 1_500;

describe('realtime hub and revoked sessions', () => {
  const prefix = `test-realtime-revocation-${randomUUID()}`;
  const clients: ClientSocket[] = [];
  const revokedUsers: string[] = [];
  let identities: TestIdentities;
  let redis: Redis;
  let sessions: SessionRevocation;
  let bus: EventBus;
  let hub: RealtimeHub;
  let child: HubChild;
  let url: string;
  let childUrl: string;

  const connect = async (to: string, token: string) => {
    const client = await connectClient(to, { auth: { token } });
    clients.push(client);
    return client;
  };
  const disconnectReasons = (client: ClientSocket) => {
    const reasons: string[] = [];
    client.on('disconnect', (reason) => reasons.push(reason));
    return reasons;
  };
  const revoke = async (userId: string) => {
    revokedUsers.push(userId);
    await sessions.revokeUser(userId);
  };

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
      sessions,
      sessionSweepMs: SWEEP_MS,
    });
    child = await startHubChild({
      redisUrl: REDIS_URL,
      publicKeyPem: identities.publicKeyPem,
      prefix,
      topics: [],
      sessionSweepMs: SWEEP_MS,
    });
    url = `http://127.0.0.1:${hub.port}`;
    childUrl = `http://127.0.0.1:${child.port}`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hub?.close();
    await child?.stop();
    await bus?.close();
    await sessions?.close();
    if (revokedUsers.length > 0) await redis.hdel(REVOKED_USERS, ...revokedUsers);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it("disconnects a revoked user's live socket as soon as the revocation is announced, refuses its old token and admits a token issued afterwards", async () => {
    const revoked = claimsFor();
    const bystander = claimsFor({ channelId: revoked.channelId });
    const oldToken = await identities.tokenFor(revoked);
    const reasons = disconnectReasons(await connect(url, oldToken));
    const bystanderClient = await connect(url, await identities.tokenFor(bystander));

    await revoke(revoked.sub);
    await waitUntil(() => reasons.length > 0, 'the revoked socket is disconnected', ANNOUNCED_MS);

    expect(reasons).toEqual(['io server disconnect']);
    expect(bystanderClient.connected).toBe(true);
    await expect(connectClient(url, { auth: { token: oldToken } })).rejects.toMatchObject({ message: 'unauthorized' });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await connect(url, await identities.tokenFor(revoked));
    expect(fresh.connected).toBe(true);
  });

  it("disconnects the revoked user's sockets on every hub sharing Redis, and every hub refuses the old token", async () => {
    const revoked = claimsFor();
    const oldToken = await identities.tokenFor(revoked);
    const here = disconnectReasons(await connect(url, oldToken));
    const there = disconnectReasons(await connect(childUrl, oldToken));

    // Revoked by this process (as the identity service would be); the other hub learns it from Redis.
    await revoke(revoked.sub);
    await waitUntil(() => here.length > 0 && there.length > 0, 'both sockets are disconnected', ANNOUNCED_MS);

    expect(there).toEqual(['io server disconnect']);
    await expect(connectClient(childUrl, { auth: { token: oldToken } })).rejects.toMatchObject({ message: 'unauthorized' });
  });
});
