import { randomUUID } from 'node:crypto';
import type { RealtimeMessage } from '@ea/contracts';
import type { EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { type HubChild, startHubChild } from './testing/hub-child.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, collectMessages, connectClient } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { envelopeOf } from './testing/test-envelopes.ts';
import { claimsFor, createTestIdentities, type TestClaims, type TestIdentities } from './testing/test-identities.ts';
import { openTestSessions, type TestSessions } from './testing/test-sessions.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Relayed by the child hub only. */
const CHILD_TOPIC = 'filings';
/** Relayed by both hubs, which share one consumer group. */
const SHARED_TOPIC = 'forms';

describe('realtime relay across processes', () => {
  const prefix = `test-realtime-relay-${randomUUID()}`;
  const clients: ClientSocket[] = [];
  let identities: TestIdentities;
  let bus: EventBus;
  let sessions: TestSessions;
  let child: HubChild;
  let hub: RealtimeHub;

  const connectAs = async (port: number, claims: TestClaims) => {
    const client = await connectClient(`http://127.0.0.1:${port}`, { auth: { token: await identities.tokenFor(claims) } });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    identities = await createTestIdentities();
    bus = createTestBus(prefix);
    sessions = await openTestSessions();
    child = await startHubChild({
      redisUrl: REDIS_URL,
      publicKeyPem: identities.publicKeyPem,
      prefix,
      topics: [CHILD_TOPIC, SHARED_TOPIC],
    });
    hub = await createRealtimeHub({
      port: 0,
      redisUrl: REDIS_URL,
      verifyToken: identities.verifyToken,
      bus,
      topics: [SHARED_TOPIC],
      keyPrefix: prefix,
      sessions: sessions.sessions,
      consumer: `test-${process.pid}`,
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hub?.close();
    await child?.stop();
    await bus?.close();
    await sessions?.close();
    const redis = new Redis(REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it('delivers an event consumed by the hub in another process to the rooms of its scope on this hub', async () => {
    const alice = claimsFor();
    const carol = claimsFor({ channelId: alice.channelId });
    const bob = claimsFor();
    const aliceClient = await connectAs(hub.port!, alice);
    const bobClient = await connectAs(hub.port!, bob);
    const carolClient = await connectAs(child.port, carol);
    const [toAlice, toBob, toCarol] = [collectMessages(aliceClient), collectMessages(bobClient), collectMessages(carolClient)];

    const aggregateId = randomUUID();
    const channelEvent = envelopeOf({
      type: 'filing.status-changed',
      topic: CHILD_TOPIC,
      aggregateType: 'filing',
      aggregateId,
      scope: { channelId: alice.channelId! },
      payload: { secret: 'the payload never reaches a browser' },
      realtime: { status: 3 },
    });
    // Same aggregate, so the bus hands it over after the first: once Bob has it, he would already
    // have received the first event had it been sent to him.
    const bobEvent = envelopeOf({
      type: 'filing.status-changed',
      topic: CHILD_TOPIC,
      aggregateType: 'filing',
      aggregateId,
      scope: { userId: bob.sub },
    });

    const publishedAt = Date.now();
    await bus.publish([channelEvent, bobEvent]);
    await waitUntil(() => toAlice.length > 0, 'the channel event reaches the client on this hub');
    const latencyMs = Date.now() - publishedAt;
    await waitUntil(() => toBob.length > 0 && toCarol.length > 0, 'the other clients receive their events');

    const expected: RealtimeMessage = {
      event: 'filing.status-changed',
      id: channelEvent.id,
      aggregateType: 'filing',
      aggregateId,
      occurredAt: channelEvent.occurredAt,
      data: { status: 3 },
    };
    expect(toAlice).toEqual([expected]);
    expect(toCarol).toEqual([expected]);
    expect(toBob.map((message) => message.id)).toEqual([bobEvent.id]);
    expect(toBob[0]).not.toHaveProperty('data');
    console.info(`cross-process relay: published → received on the other hub in ${latencyMs} ms`);
  });

  it('delivers each event once although both hubs relay the topic', async () => {
    const alice = claimsFor();
    const aliceClient = await connectAs(hub.port!, alice);
    const received = collectMessages(aliceClient);
    const events = Array.from({ length: 20 }, (_, index) =>
      envelopeOf({ type: 'form.saved', topic: SHARED_TOPIC, scope: { userId: alice.sub }, realtime: { index } }),
    );

    await bus.publish(events);
    await waitUntil(() => received.length >= events.length, 'all events arrive');
    // Any duplicate would come from the second hub relaying the same event; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(received.map((message) => message.id).sort()).toEqual(events.map((event) => event.id).sort());
  });
});
