import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyChannels, createCompanyChannels } from './company-channels.ts';
import type { HubLogger } from './hub-logger.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { companyEvent, envelopeOf } from './testing/test-envelopes.ts';
import { uniqueNumber } from './testing/test-identities.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('company → channel projection', () => {
  const prefix = `test-realtime-projection-${randomUUID()}`;
  const warnings: string[] = [];
  const logger: HubLogger = { info: () => {}, warn: (_details, message) => warnings.push(message ?? ''), error: () => {} };
  let redis: Redis;
  let companyChannels: CompanyChannels;

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    companyChannels = createCompanyChannels(redis, prefix, logger);
  });

  afterAll(async () => {
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it('follows a company through creation, a channel move and deletion', async () => {
    const id = uniqueNumber();
    const [first, second] = [uniqueNumber(), uniqueNumber()];
    expect(await companyChannels.channelOf(id)).toBeNull();

    expect(await companyChannels.apply(companyEvent('company.created', { id, channelId: first }))).toBe(id);
    expect(await companyChannels.channelOf(id)).toBe(first);

    expect(await companyChannels.apply(companyEvent('company.updated', { id, channelId: second }))).toBe(id);
    expect(await companyChannels.channelOf(id)).toBe(second);

    expect(await companyChannels.apply(companyEvent('company.deleted', { id, channelId: second }))).toBe(id);
    expect(await companyChannels.channelOf(id)).toBeNull();
  });

  it('ignores an event older than the one already applied, so redeliveries cannot undo a move or a deletion', async () => {
    const id = uniqueNumber();
    const [first, second] = [uniqueNumber(), uniqueNumber()];
    const t0 = new Date('2030-01-01T00:00:00.000Z');
    const t1 = new Date('2030-01-01T00:00:01.000Z');
    const t2 = new Date('2030-01-01T00:00:02.000Z');

    await companyChannels.apply(companyEvent('company.updated', { id, channelId: second }, t1));
    expect(await companyChannels.apply(companyEvent('company.created', { id, channelId: first }, t0))).toBeNull();
    expect(await companyChannels.channelOf(id)).toBe(second);

    await companyChannels.apply(companyEvent('company.deleted', { id, channelId: second }, t2));
    expect(await companyChannels.apply(companyEvent('company.updated', { id, channelId: first }, t1))).toBeNull();
    expect(await companyChannels.channelOf(id)).toBeNull();
  });

  it('keeps what it knew when a company event names no channel, which the directory’s contract rules out', async () => {
    const refusals: string[] = [];
    const strict = createCompanyChannels(redis, prefix, { ...logger, warn: (_details, message) => refusals.push(message ?? '') });
    const id = uniqueNumber();
    const channelId = uniqueNumber();
    await strict.apply(companyEvent('company.created', { id, channelId }));
    const noChannel = companyEvent('company.updated', { id, channelId });
    noChannel.payload = { ...(noChannel.payload as object), channelId: null };
    expect(await strict.apply(noChannel)).toBeNull();
    expect(await strict.channelOf(id)).toBe(channelId);
    expect(refusals).toHaveLength(1);
  });

  it('puts a restored company back in its channel', async () => {
    const id = uniqueNumber();
    const channelId = uniqueNumber();
    await companyChannels.apply(companyEvent('company.created', { id, channelId }));
    await companyChannels.apply(companyEvent('company.deleted', { id, channelId }));
    expect(await companyChannels.channelOf(id)).toBeNull();

    expect(await companyChannels.apply(companyEvent('company.restored', { id, channelId }))).toBe(id);
    expect(await companyChannels.channelOf(id)).toBe(channelId);
  });

  it('skips events about other aggregates silently and malformed company events with a warning', async () => {
    const id = uniqueNumber();
    const channel = envelopeOf({ type: 'channel.updated', topic: 'directory', aggregateType: 'channel', payload: { id, name: 'North' } });
    const progress = envelopeOf({ type: 'bulk-import.progress', topic: 'directory', payload: { runId: 'r1', status: 'running' } });
    expect(await companyChannels.apply(channel)).toBeNull();
    expect(await companyChannels.apply(progress)).toBeNull();
    expect(warnings).toEqual([]);

    const noChannel = envelopeOf({ type: 'company.created', topic: 'directory', payload: { id, deleted: false } });
    const textId = envelopeOf({ type: 'company.created', topic: 'directory', payload: { id: String(id), channelId: 3, deleted: false } });
    const noState = envelopeOf({ type: 'company.updated', topic: 'directory', payload: { id, channelId: 3 } });
    expect(await companyChannels.apply(noChannel)).toBeNull();
    expect(await companyChannels.apply(textId)).toBeNull();
    expect(await companyChannels.apply(noState)).toBeNull();
    expect(await companyChannels.channelOf(id)).toBeNull();
    expect(warnings).toHaveLength(3);
  });
});
