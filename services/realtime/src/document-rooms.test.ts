import { randomUUID } from 'node:crypto';
import { LIBRARY_TOPIC } from '@ea/contracts/library';
import type { EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubLogger } from './hub-logger.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, collectMessages, connectClient, requestRoom } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { companyEvent, documentEvent, topicLockedEvent } from './testing/test-envelopes.ts';
import { claimsFor, createTestIdentities, type TestClaims, type TestIdentities, uniqueNumber } from './testing/test-identities.ts';
import { openTestSessions, type TestSessions } from './testing/test-sessions.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OK = { ok: true };
const FORBIDDEN = { ok: false, code: 'forbidden' };

/**
 * Document rooms follow the HTTP API's tenant scope through the document's company: the hub learns
 * each document's company from the library's events and each company's channel from the
 * directory's, and takes a room away as soon as either changes.
 */
describe('realtime document rooms', () => {
  const prefix = `test-realtime-documents-${randomUUID()}`;
  const clients: ClientSocket[] = [];
  const warnings: { details: object; message: string }[] = [];
  const logger: HubLogger = {
    info: () => {},
    warn: (details, message) => warnings.push({ details, message: message ?? '' }),
    error: () => {},
  };
  let identities: TestIdentities;
  let bus: EventBus;
  let sessions: TestSessions;
  let hub: RealtimeHub;
  let url: string;

  const connectAs = async (claims: TestClaims) => {
    const client = await connectClient(url, { auth: { token: await identities.tokenFor(claims) } });
    clients.push(client);
    return client;
  };
  const isInRoom = async (client: ClientSocket, room: string) => (await hub.io.in(room).fetchSockets()).some((s) => s.id === client.id);
  /** Subscribing is the observable effect of the projections; it is retried until the events have been applied. */
  const waitUntilAllowed = (client: ClientSocket, room: string) =>
    waitUntil(async () => ((await requestRoom(client, 'subscribe', room)) as { ok: boolean }).ok, `${room} is allowed`);
  /** A company in a channel and one of its documents, both known to the hub, with a channel member in the document's room. */
  const documentOfChannel = async () => {
    const channelId = uniqueNumber();
    const document = { id: randomUUID(), companyId: uniqueNumber(), channelId };
    await bus.publish([companyEvent('company.created', { id: document.companyId, channelId })]);
    await bus.publish([documentEvent('document.created', document)]);
    const member = await connectAs(claimsFor({ channelId }));
    await waitUntilAllowed(member, `document:${document.id}`);
    return { document, member, room: `document:${document.id}` };
  };

  beforeAll(async () => {
    identities = await createTestIdentities();
    bus = createTestBus(prefix);
    sessions = await openTestSessions();
    hub = await createRealtimeHub({
      port: 0,
      redisUrl: REDIS_URL,
      verifyToken: identities.verifyToken,
      bus,
      topics: [LIBRARY_TOPIC],
      keyPrefix: prefix,
      logger,
      sessions: sessions.sessions,
    });
    url = `http://127.0.0.1:${hub.port}`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hub?.close();
    await bus?.close();
    await sessions?.close();
    const redis = new Redis(REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it("lets a channel member into the room of its channel's document, where it receives the document's collaboration events", async () => {
    const { document, member, room } = await documentOfChannel();
    expect(await isInRoom(member, room)).toBe(true);
    const received = collectMessages(member);

    const locked = topicLockedEvent(document);
    await bus.publish([locked]);
    await waitUntil(() => received.some((message) => message.id === locked.id), 'the member receives topic.locked');
    expect(received.find((message) => message.id === locked.id)).toMatchObject({
      event: 'topic.locked',
      data: { documentId: document.id, topicId: (locked.payload as { topicId: string }).topicId },
    });
  });

  it("refuses a document's room before the hub knows the document, and to users of another channel or another single company", async () => {
    const channelId = uniqueNumber();
    const document = { id: randomUUID(), companyId: uniqueNumber(), channelId };
    const room = `document:${document.id}`;
    const member = await connectAs(claimsFor({ channelId }));
    await bus.publish([companyEvent('company.created', { id: document.companyId, channelId })]);
    await waitUntilAllowed(member, `company:${document.companyId}`);
    // The company is known, the document not yet: nobody but an admin may join.
    expect(await requestRoom(member, 'subscribe', room)).toEqual(FORBIDDEN);

    await bus.publish([documentEvent('document.created', document)]);
    await waitUntilAllowed(member, room);

    const otherChannel = await connectAs(claimsFor({ channelId: uniqueNumber() }));
    const sibling = uniqueNumber();
    await bus.publish([companyEvent('company.created', { id: sibling, channelId })]);
    await waitUntilAllowed(member, `company:${sibling}`);
    const otherSingleCompany = await connectAs(claimsFor({ channelId, roles: ['Reviewer'], singleCompanyId: sibling }));
    const ownSingleCompany = await connectAs(claimsFor({ channelId, roles: ['Reviewer'], singleCompanyId: document.companyId }));
    const elsewhereSingleCompany = await connectAs(
      claimsFor({ channelId: uniqueNumber(), roles: ['Reviewer'], singleCompanyId: document.companyId }),
    );

    expect(await requestRoom(otherChannel, 'subscribe', room)).toEqual(FORBIDDEN);
    expect(await requestRoom(otherSingleCompany, 'subscribe', room)).toEqual(FORBIDDEN);
    expect(await requestRoom(elsewhereSingleCompany, 'subscribe', room)).toEqual(FORBIDDEN);
    expect(await requestRoom(ownSingleCompany, 'subscribe', room)).toEqual(OK);
    for (const refused of [otherChannel, otherSingleCompany, elsewhereSingleCompany]) expect(await isInRoom(refused, room)).toBe(false);
  });

  it('sends a document room’s events to none of the refused users', async () => {
    const { document, member } = await documentOfChannel();
    const outsider = await connectAs(claimsFor({ channelId: uniqueNumber() }));
    expect(await requestRoom(outsider, 'subscribe', `document:${document.id}`)).toEqual(FORBIDDEN);
    const [memberHeard, outsiderHeard] = [collectMessages(member), collectMessages(outsider)];

    const locked = topicLockedEvent(document);
    await bus.publish([locked]);
    await waitUntil(() => memberHeard.some((message) => message.id === locked.id), 'the member receives topic.locked');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsiderHeard).toEqual([]);
  });

  it('keeps form rooms closed to non-admins', async () => {
    const { member } = await documentOfChannel();
    expect(await requestRoom(member, 'subscribe', `form:${randomUUID()}`)).toEqual(FORBIDDEN);
  });

  it('removes members, not admins, from the room of a deleted document and refuses it until the document is restored', async () => {
    const { document, member, room } = await documentOfChannel();
    const admin = await connectAs(claimsFor({ admin: true }));
    expect(await requestRoom(admin, 'subscribe', room)).toEqual(OK);

    await bus.publish([documentEvent('document.deleted', document)]);
    await waitUntil(async () => !(await isInRoom(member, room)), 'the member leaves the deleted document');
    expect(await isInRoom(admin, room)).toBe(true);
    expect(await requestRoom(member, 'subscribe', room)).toEqual(FORBIDDEN);

    await bus.publish([documentEvent('document.restored', document)]);
    await waitUntilAllowed(member, room);
  });

  it('removes members when the document moves to a company of another channel', async () => {
    const { document, member, room } = await documentOfChannel();
    const [otherChannel, otherCompany] = [uniqueNumber(), uniqueNumber()];
    await bus.publish([companyEvent('company.created', { id: otherCompany, channelId: otherChannel })]);
    const arriving = await connectAs(claimsFor({ channelId: otherChannel }));
    await waitUntilAllowed(arriving, `company:${otherCompany}`);

    await bus.publish([documentEvent('document.updated', { ...document, companyId: otherCompany, channelId: otherChannel })]);
    await waitUntil(async () => !(await isInRoom(member, room)), 'the old channel member leaves the moved document');
    await waitUntilAllowed(arriving, room);
  });

  it("removes members when the document's company moves to another channel or is deleted", async () => {
    const { document, member, room } = await documentOfChannel();
    const otherChannel = uniqueNumber();
    const arriving = await connectAs(claimsFor({ channelId: otherChannel }));

    await bus.publish([companyEvent('company.updated', { id: document.companyId, channelId: otherChannel })]);
    await waitUntil(async () => !(await isInRoom(member, room)), 'the old channel member leaves the document of the moved company');
    await waitUntilAllowed(arriving, room);

    await bus.publish([companyEvent('company.deleted', { id: document.companyId, channelId: otherChannel })]);
    await waitUntil(async () => !(await isInRoom(arriving, room)), 'members leave the documents of a deleted company');
  });

  it('keeps the newer fact when an older document event arrives late', async () => {
    const { document, member, room } = await documentOfChannel();
    const later = new Date(Date.now() + 60_000);
    await bus.publish([documentEvent('document.deleted', document, later)]);
    await waitUntil(async () => !(await isInRoom(member, room)), 'the member leaves the deleted document');

    // Published after the deletion but older than it: a redelivery must not bring the document back.
    // The marker shares the stale event's aggregate, hence its partition and order: once the marker
    // is applied, so is the stale event.
    const stale = documentEvent('document.versioned', document);
    const marker = { ...document, id: randomUUID() };
    await bus.publish([stale, { ...documentEvent('document.created', marker), aggregateId: document.id }]);
    await waitUntilAllowed(member, `document:${marker.id}`);
    expect(await requestRoom(member, 'subscribe', room)).toEqual(FORBIDDEN);
    expect(await isInRoom(member, room)).toBe(false);
  });

  it('ignores a document event that breaks the library’s contract, with a warning', async () => {
    const { document, member, room } = await documentOfChannel();
    const broken = documentEvent('document.deleted', document);
    broken.payload = { ...(broken.payload as object), companyId: 'not a company' };
    await bus.publish([broken]);
    await waitUntil(
      () => warnings.some(({ details }) => (details as { eventId?: string }).eventId === broken.id),
      'the hub warns of the event',
    );

    expect(await isInRoom(member, room)).toBe(true);
    expect(await requestRoom(member, 'subscribe', room)).toEqual(OK);
    expect(warnings).toContainEqual({
      details: { eventId: broken.id, type: 'document.deleted' },
      message: 'document event that breaks the library’s contract',
    });
  });
});
