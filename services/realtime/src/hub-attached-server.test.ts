import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub } from './realtime-hub.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { connectClient } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { claimsFor, createTestIdentities, type TestIdentities } from './testing/test-identities.ts';
import { openTestSessions, type TestSessions } from './testing/test-sessions.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime hub mounted on a host server', () => {
  const prefix = `test-realtime-attached-${randomUUID()}`;
  let identities: TestIdentities;
  let bus: EventBus;
  let sessions: TestSessions;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    identities = await createTestIdentities();
    bus = createTestBus(prefix);
    sessions = await openTestSessions();
    server = http.createServer((_request, response) => response.writeHead(200).end('host'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await bus?.close();
    await sessions?.close();
    const redis = new Redis(REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it("serves sockets beside the host's routes and leaves the host server running when closed", async () => {
    const hub = await createRealtimeHub({
      httpServer: server,
      redisUrl: REDIS_URL,
      verifyToken: identities.verifyToken,
      bus,
      topics: [],
      keyPrefix: prefix,
      sessions: sessions.sessions,
    });
    expect(hub.port).toBeUndefined();
    const client = await connectClient(url, { auth: { token: await identities.tokenFor(claimsFor()) } });
    const reasons: string[] = [];
    client.on('disconnect', (reason) => reasons.push(reason));
    expect(await (await fetch(`${url}/api/anything`)).text()).toBe('host');

    await hub.close();
    await waitUntil(() => reasons.length > 0, 'the client is disconnected', 5_000);
    client.close();

    expect(server.listening).toBe(true);
    expect(await (await fetch(`${url}/api/anything`)).text()).toBe('host');
  });
});
