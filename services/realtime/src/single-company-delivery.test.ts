import { randomUUID } from 'node:crypto';
import type { EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, collectMessages, connectClient, requestRoom } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { companyEvent, envelopeOf } from './testing/test-envelopes.ts';
import { claimsFor, createTestIdentities, type TestClaims, type TestIdentities, uniqueNumber } from './testing/test-identities.ts';
import { openTestSessions, type TestSessions } from './testing/test-sessions.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Time for a message that was wrongly sent to arrive, after the one that had to arrive did. */
const SETTLE_MS = 300;

/**
 * What a single-company user's socket receives must match what the HTTP API lets it read: its own
 * company, and only while that company is in its channel.
 */
describe('realtime delivery to single-company users', () => {
  const prefix = `test-realtime-single-company-${randomUUID()}`;
  const clients: ClientSocket[] = [];
  let identities: TestIdentities;
  let redis: Redis;
  let sessions: TestSessions;
  let bus: EventBus;
  let hub: RealtimeHub;
  let url: string;

  const connectAs = async (claims: TestClaims) => {
    const client = await connectClient(url, { auth: { token: await identities.tokenFor(claims) } });
    clients.push(client);
    return client;
  };
  /** Publishes company events and waits until the projection has applied them (a channel member may join each room). */
  const publishCompanies = async (channelId: number, ...events: ReturnType<typeof companyEvent>[]) => {
    await bus.publish(events);
    const probe = await connectAs(claimsFor({ channelId }));
    for (const event of events) {
      const room = `company:${(event.payload as { id: number }).id}`;
      const present = !(event.payload as { deleted: boolean }).deleted && event.scope.channelId === channelId;
      await waitUntil(async () => ((await requestRoom(probe, 'subscribe', room)) as { ok: boolean }).ok === present, `${room} is known`);
    }
  };
  /** The ids of the received messages that are among these events (earlier steps' events may still arrive). */
  const idsOf = (messages: { id: string }[], among: string[]) => messages.map((message) => message.id).filter((id) => among.includes(id));
  const isInRoom = async (client: ClientSocket, room: string) => (await hub.io.in(room).fetchSockets()).some((s) => s.id === client.id);

  beforeAll(async () => {
    identities = await createTestIdentities();
    redis = new Redis(REDIS_URL);
    sessions = await openTestSessions();
    bus = createTestBus(prefix);
    hub = await createRealtimeHub({
      port: 0,
      redisUrl: REDIS_URL,
      verifyToken: identities.verifyToken,
      bus,
      topics: ['directory'],
      keyPrefix: prefix,
      sessions: sessions.sessions,
    });
    url = `http://127.0.0.1:${hub.port}`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hub?.close();
    await bus?.close();
    await sessions?.close();
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it("receives its own company's events without asking, and none about the channel's other companies or the channel itself", async () => {
    const channelId = uniqueNumber();
    const [single, sibling] = [uniqueNumber(), uniqueNumber()];
    await publishCompanies(
      channelId,
      companyEvent('company.created', { id: single, channelId }),
      companyEvent('company.created', { id: sibling, channelId }),
    );
    const reviewer = collectMessages(await connectAs(claimsFor({ channelId, roles: ['Reviewer'], singleCompanyId: single })));
    const member = collectMessages(await connectAs(claimsFor({ channelId })));

    const siblingUpdate = companyEvent('company.updated', { id: sibling, channelId });
    const channelUpdate = envelopeOf({ type: 'channel.updated', topic: 'directory', aggregateType: 'channel', scope: { channelId } });
    const ownUpdate = companyEvent('company.updated', { id: single, channelId });
    const published = [siblingUpdate.id, channelUpdate.id, ownUpdate.id];
    await bus.publish([siblingUpdate, channelUpdate, ownUpdate]);
    await waitUntil(() => idsOf(member, published).length === 3, 'the channel member receives every event of its channel');
    await waitUntil(() => idsOf(reviewer, published).length >= 1, "the single-company user receives its company's event");
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    expect(idsOf(reviewer, published)).toEqual([ownUpdate.id]);
  });

  it('receives nothing about its company while that company is in another channel', async () => {
    const [ownChannel, otherChannel] = [uniqueNumber(), uniqueNumber()];
    const foreign = uniqueNumber();
    await publishCompanies(otherChannel, companyEvent('company.created', { id: foreign, channelId: otherChannel }));
    const singleCompany = await connectAs(claimsFor({ channelId: ownChannel, singleCompanyId: foreign }));
    const received = collectMessages(singleCompany);
    const otherMember = collectMessages(await connectAs(claimsFor({ channelId: otherChannel })));

    const update = companyEvent('company.updated', { id: foreign, channelId: otherChannel });
    await bus.publish([update]);
    await waitUntil(() => idsOf(otherMember, [update.id]).length === 1, "the other channel's member receives the event");
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    expect(received).toEqual([]);
    expect(await isInRoom(singleCompany, `company:${foreign}`)).toBe(false);
  });

  it("leaves its company's room while the company is deleted or in another channel, and is back in it when the company returns", async () => {
    const [channelId, elsewhere] = [uniqueNumber(), uniqueNumber()];
    const single = uniqueNumber();
    const room = `company:${single}`;
    await publishCompanies(channelId, companyEvent('company.created', { id: single, channelId }));
    const reviewer = await connectAs(claimsFor({ channelId, roles: ['Reviewer'], singleCompanyId: single }));
    expect(await isInRoom(reviewer, room)).toBe(true);

    await bus.publish([companyEvent('company.deleted', { id: single, channelId })]);
    await waitUntil(async () => !(await isInRoom(reviewer, room)), 'the reviewer leaves the deleted company');
    await bus.publish([companyEvent('company.restored', { id: single, channelId })]);
    await waitUntil(() => isInRoom(reviewer, room), 'the reviewer is back once the company is restored');

    await bus.publish([companyEvent('company.updated', { id: single, channelId: elsewhere })]);
    await waitUntil(async () => !(await isInRoom(reviewer, room)), 'the reviewer leaves a company moved to another channel');
    await bus.publish([companyEvent('company.updated', { id: single, channelId })]);
    await waitUntil(() => isInRoom(reviewer, room), 'the reviewer is back once the company returns to its channel');

    const received = collectMessages(reviewer);
    const update = companyEvent('company.updated', { id: single, channelId });
    await bus.publish([update]);
    await waitUntil(() => idsOf(received, [update.id]).length === 1, 'the reviewer receives its company again');
  });
});
