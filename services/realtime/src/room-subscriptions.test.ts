import { randomUUID } from 'node:crypto';
import type { EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { type ClientSocket, connectClient, requestRoom } from './testing/socket-clients.ts';
import { createTestBus } from './testing/test-bus.ts';
import { companyEvent } from './testing/test-envelopes.ts';
import { claimsFor, createTestIdentities, type TestClaims, type TestIdentities, uniqueNumber } from './testing/test-identities.ts';
import { openTestSessions, type TestSessions } from './testing/test-sessions.ts';
import { waitUntil } from './testing/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OK = { ok: true };
const FORBIDDEN = { ok: false, code: 'forbidden' };

describe('realtime room subscriptions', () => {
  const prefix = `test-realtime-rooms-${randomUUID()}`;
  const clients: ClientSocket[] = [];
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
  /** Subscribing is the observable effect of the projection; it is retried until the event has been applied. */
  const waitUntilAllowed = (client: ClientSocket, room: string) =>
    waitUntil(async () => ((await requestRoom(client, 'subscribe', room)) as { ok: boolean }).ok, `${room} is allowed`);

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

  afterAll(async () => {
    for (const client of clients) client.close();
    await hub?.close();
    await bus?.close();
    await sessions?.close();
    const redis = new Redis(REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it("allows a member into its own channel's company room and refuses another channel's", async () => {
    const [ownChannel, otherChannel] = [uniqueNumber(), uniqueNumber()];
    const [ownCompany, otherCompany] = [uniqueNumber(), uniqueNumber()];
    const member = await connectAs(claimsFor({ channelId: ownChannel }));
    const otherMember = await connectAs(claimsFor({ channelId: otherChannel }));

    // Before the directory has said anything about the company, nobody but an admin may join.
    expect(await requestRoom(member, 'subscribe', `company:${ownCompany}`)).toEqual(FORBIDDEN);

    await bus.publish([
      companyEvent('company.created', { id: ownCompany, channelId: ownChannel }),
      companyEvent('company.created', { id: otherCompany, channelId: otherChannel }),
    ]);
    await waitUntilAllowed(member, `company:${ownCompany}`);
    await waitUntilAllowed(otherMember, `company:${otherCompany}`);

    expect(await isInRoom(member, `company:${ownCompany}`)).toBe(true);
    expect(await requestRoom(member, 'subscribe', `company:${otherCompany}`)).toEqual(FORBIDDEN);
    expect(await isInRoom(member, `company:${otherCompany}`)).toBe(false);
    expect(await requestRoom(otherMember, 'subscribe', `company:${ownCompany}`)).toEqual(FORBIDDEN);
  });

  it('lets an admin into any company, document and form room', async () => {
    const admin = await connectAs(claimsFor({ admin: true }));
    const userOne = await connectAs(claimsFor({ sub: '1' }));
    for (const room of [`company:${uniqueNumber()}`, `document:${randomUUID()}`, `form:${randomUUID()}`]) {
      expect(await requestRoom(admin, 'subscribe', room)).toEqual(OK);
      expect(await requestRoom(userOne, 'subscribe', room)).toEqual(OK);
      expect(await isInRoom(admin, room)).toBe(true);
    }
  });

  it('keeps form rooms, and the rooms of documents the hub has not heard of, closed to non-admins', async () => {
    const member = await connectAs(claimsFor());
    expect(await requestRoom(member, 'subscribe', `document:${randomUUID()}`)).toEqual(FORBIDDEN);
    expect(await requestRoom(member, 'subscribe', `form:${randomUUID()}`)).toEqual(FORBIDDEN);
  });

  it("limits a reviewer-only user to its single company's room", async () => {
    const channelId = uniqueNumber();
    const [single, sibling] = [uniqueNumber(), uniqueNumber()];
    await bus.publish([
      companyEvent('company.created', { id: single, channelId }),
      companyEvent('company.created', { id: sibling, channelId }),
    ]);
    const member = await connectAs(claimsFor({ channelId }));
    await waitUntilAllowed(member, `company:${single}`);
    await waitUntilAllowed(member, `company:${sibling}`);

    const reviewer = await connectAs(claimsFor({ channelId, roles: ['Reviewer'], singleCompanyId: single }));
    expect(await requestRoom(reviewer, 'subscribe', `company:${single}`)).toEqual(OK);
    expect(await requestRoom(reviewer, 'subscribe', `company:${sibling}`)).toEqual(FORBIDDEN);
  });

  it("refuses a single-company user its company's room when that company belongs to another channel", async () => {
    const [ownChannel, otherChannel] = [uniqueNumber(), uniqueNumber()];
    const foreign = uniqueNumber();
    await bus.publish([companyEvent('company.created', { id: foreign, channelId: otherChannel })]);
    await waitUntilAllowed(await connectAs(claimsFor({ channelId: otherChannel })), `company:${foreign}`);

    const singleCompany = await connectAs(claimsFor({ channelId: ownChannel, roles: ['Preparer'], singleCompanyId: foreign }));
    expect(await requestRoom(singleCompany, 'subscribe', `company:${foreign}`)).toEqual(FORBIDDEN);
    expect(await isInRoom(singleCompany, `company:${foreign}`)).toBe(false);
  });

  it("lets channel members into a restored company's room again", async () => {
    const channelId = uniqueNumber();
    const company = uniqueNumber();
    const room = `company:${company}`;
    const member = await connectAs(claimsFor({ channelId }));
    await bus.publish([companyEvent('company.created', { id: company, channelId })]);
    await waitUntilAllowed(member, room);

    await bus.publish([companyEvent('company.deleted', { id: company, channelId })]);
    await waitUntil(async () => !(await isInRoom(member, room)), 'the member leaves the deleted company');

    await bus.publish([companyEvent('company.restored', { id: company, channelId })]);
    await waitUntilAllowed(member, room);
    expect(await isInRoom(member, room)).toBe(true);
  });

  it('refuses rooms that cannot be requested and malformed requests', async () => {
    const claims = claimsFor({ admin: true });
    const admin = await connectAs(claims);
    for (const room of [
      `user:${randomUUID()}`,
      `channel:${uniqueNumber()}`,
      'company:abc',
      'company:0',
      'document:',
      'form:a b',
      42,
      undefined,
    ]) {
      expect(await requestRoom(admin, 'subscribe', room)).toEqual(FORBIDDEN);
    }
    expect(await admin.timeout(5_000).emitWithAck('subscribe', 'company:1')).toEqual(FORBIDDEN);
    expect(await requestRoom(admin, 'unsubscribe', `user:${claims.sub}`)).toEqual(FORBIDDEN);
    expect(await isInRoom(admin, `user:${claims.sub}`)).toBe(true);
  });

  it('leaves a room on unsubscribe', async () => {
    const admin = await connectAs(claimsFor({ admin: true }));
    const room = `company:${uniqueNumber()}`;
    await requestRoom(admin, 'subscribe', room);
    expect(await requestRoom(admin, 'unsubscribe', room)).toEqual(OK);
    expect(await isInRoom(admin, room)).toBe(false);
  });

  it('removes members from a company room when the company moves to another channel or is deleted', async () => {
    const [fromChannel, toChannel] = [uniqueNumber(), uniqueNumber()];
    const company = uniqueNumber();
    const room = `company:${company}`;
    await bus.publish([companyEvent('company.created', { id: company, channelId: fromChannel })]);
    const leaving = await connectAs(claimsFor({ channelId: fromChannel }));
    const arriving = await connectAs(claimsFor({ channelId: toChannel }));
    const admin = await connectAs(claimsFor({ admin: true }));
    await waitUntilAllowed(leaving, room);
    expect(await requestRoom(admin, 'subscribe', room)).toEqual(OK);

    await bus.publish([companyEvent('company.updated', { id: company, channelId: toChannel })]);
    await waitUntil(async () => !(await isInRoom(leaving, room)), 'the old channel member is removed');
    await waitUntilAllowed(arriving, room);
    expect(await isInRoom(admin, room)).toBe(true);

    await bus.publish([companyEvent('company.deleted', { id: company, channelId: toChannel })]);
    await waitUntil(async () => !(await isInRoom(arriving, room)), 'members leave a deleted company');
    expect(await isInRoom(admin, room)).toBe(true);
    expect(await requestRoom(arriving, 'subscribe', room)).toEqual(FORBIDDEN);
  });
});
