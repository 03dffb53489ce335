import { randomUUID } from 'node:crypto';
import type { EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, connectClient } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { claimsFor, createTestIdentities, type TestIdentities } from './testing/test-identities.ts';
import { openTestSessions, type TestSessions } from './testing/test-sessions.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime hub handshake', () => {
  const prefix = `test-realtime-handshake-${randomUUID()}`;
  const clients: ClientSocket[] = [];
  let identities: TestIdentities;
  let bus: EventBus;
  let sessions: TestSessions;
  let hub: RealtimeHub;
  let url: string;

  const connect = async (...args: Parameters<typeof connectClient>) => {
    const client = await connectClient(...args);
    clients.push(client);
    return client;
  };
  const serverRoomsOf = (client: ClientSocket) => [...(hub.io.of('/').sockets.get(client.id ?? '')?.rooms ?? [])];

  beforeAll(async () => {
    identities = await createTestIdentities();
    bus = createTestBus(prefix);
    sessions = await openTestSessions();
    hub = await createRealtimeHub({
      port: 0,
      redisUrl: REDIS_URL,
      verifyToken: identities.verifyToken,
      bus,
      topics: [],
      keyPrefix: prefix,
      sessions: sessions.sessions,
    });
    url = `http://127.0.0.1:${hub.port}`;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await hub?.close();
    await bus?.close();
    await sessions?.close();
    const redis = new Redis(REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it('refuses a handshake without a token', async () => {
    await expect(connect(url)).rejects.toMatchObject({ message: 'unauthorized' });
    await expect(connect(url, { auth: { token: '' } })).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses a malformed token and a token signed with another key', async () => {
    await expect(connect(url, { auth: { token: 'not-a-jwt' } })).rejects.toMatchObject({ message: 'unauthorized' });
    const stranger = await createTestIdentities();
    const forged = await stranger.tokenFor(claimsFor({ admin: true }));
    await expect(connect(url, { auth: { token: forged } })).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses an expired token', async () => {
    const expired = await identities.tokenFor(claimsFor(), -60);
    await expect(connect(url, { auth: { token: expired } })).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('admits a valid token into its user and channel rooms, and the room of every socket, only', async () => {
    const claims = claimsFor();
    const client = await connect(url, { auth: { token: await identities.tokenFor(claims) } });
    expect(client.connected).toBe(true);
    expect(serverRoomsOf(client).sort()).toEqual([client.id, `channel:${claims.channelId}`, `user:${claims.sub}`, 'everyone'].sort());
    expect(hub.io.of('/').sockets.get(client.id ?? '')?.data.claims).toMatchObject(claims);
  });

  it('accepts the token from an Authorization header, and a user without a channel joins only its user room', async () => {
    const claims = claimsFor({ channelId: null });
    const client = await connect(url, { extraHeaders: { Authorization: `Bearer ${await identities.tokenFor(claims)}` } });
    expect(serverRoomsOf(client).sort()).toEqual([client.id, `user:${claims.sub}`, 'everyone'].sort());
  });

  it('disconnects a socket when its token expires', async () => {
    const client = await connect(url, { auth: { token: await identities.tokenFor(claimsFor(), 2) } });
    const reasons: string[] = [];
    client.on('disconnect', (reason) => reasons.push(reason));
    await waitUntil(() => reasons.length > 0, 'the hub ends the expired session', 5_000);
    expect(reasons).toEqual(['io server disconnect']);
  });

  it('answers its health check on the standalone server', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });
});
