import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentCompanies, type DocumentCompanies } from './document-companies.ts';
import type { HubLogger } from './hub-logger.ts';
import { deleteKeysWithPrefix } from './testing/redis-keys.ts';
import { documentEvent, envelopeOf, topicLockedEvent } from './testing/test-envelopes.ts';
import { uniqueNumber } from './testing/test-identities.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('document → company projection', () => {
  const prefix = `test-realtime-document-projection-${randomUUID()}`;
  const warnings: string[] = [];
  const logger: HubLogger = { info: () => {}, warn: (_details, message) => warnings.push(message ?? ''), error: () => {} };
  let redis: Redis;
  let documentCompanies: DocumentCompanies;

  const aDocument = () => ({ id: randomUUID(), companyId: uniqueNumber(), channelId: uniqueNumber() });

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    documentCompanies = createDocumentCompanies(redis, prefix, logger);
  });

  afterAll(async () => {
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  it('follows a document through creation, a move to another company, deletion and restoration', async () => {
    const document = aDocument();
    const otherCompany = uniqueNumber();
    expect(await documentCompanies.companyOf(document.id)).toBeNull();

    expect(await documentCompanies.apply(documentEvent('document.created', document))).toBe(document.id);
    expect(await documentCompanies.companyOf(document.id)).toBe(document.companyId);

    expect(await documentCompanies.apply(documentEvent('document.updated', { ...document, companyId: otherCompany }))).toBe(document.id);
    expect(await documentCompanies.companyOf(document.id)).toBe(otherCompany);

    expect(await documentCompanies.apply(documentEvent('document.deleted', { ...document, companyId: otherCompany }))).toBe(document.id);
    expect(await documentCompanies.companyOf(document.id)).toBeNull();

    expect(await documentCompanies.apply(documentEvent('document.restored', { ...document, companyId: otherCompany }))).toBe(document.id);
    expect(await documentCompanies.companyOf(document.id)).toBe(otherCompany);
  });

  it('reports no change for events that leave the company as it was, such as a new version', async () => {
    const document = aDocument();
    await documentCompanies.apply(documentEvent('document.created', document));
    expect(await documentCompanies.apply(documentEvent('document.versioned', document))).toBeNull();
    expect(await documentCompanies.apply(documentEvent('document.released', document))).toBeNull();
    expect(await documentCompanies.companyOf(document.id)).toBe(document.companyId);
  });

  it('ignores an event older than the one already applied, so redeliveries cannot undo a move or a deletion', async () => {
    const document = aDocument();
    const movedTo = uniqueNumber();
    const t0 = new Date('2030-01-01T00:00:00.000Z');
    const t1 = new Date('2030-01-01T00:00:01.000Z');
    const t2 = new Date('2030-01-01T00:00:02.000Z');

    await documentCompanies.apply(documentEvent('document.updated', { ...document, companyId: movedTo }, t1));
    expect(await documentCompanies.apply(documentEvent('document.created', document, t0))).toBeNull();
    expect(await documentCompanies.companyOf(document.id)).toBe(movedTo);

    await documentCompanies.apply(documentEvent('document.deleted', { ...document, companyId: movedTo }, t2));
    expect(await documentCompanies.apply(documentEvent('document.versioned', document, t1))).toBeNull();
    expect(await documentCompanies.companyOf(document.id)).toBeNull();
  });

  it('skips folder and collaboration events silently and document events that break the contract with a warning', async () => {
    const document = aDocument();
    const folder = envelopeOf({
      type: 'folder.created',
      topic: 'library',
      aggregateType: 'folder',
      payload: {
        id: uniqueNumber(),
        companyId: document.companyId,
        channelId: document.channelId,
        parentId: null,
        name: 'F',
        deleted: false,
      },
    });
    expect(await documentCompanies.apply(folder)).toBeNull();
    expect(await documentCompanies.apply(topicLockedEvent(document))).toBeNull();
    expect(await documentCompanies.companyOf(document.id)).toBeNull();
    expect(warnings).toEqual([]);

    const valid = documentEvent('document.created', document);
    const textCompany = { ...valid, payload: { ...(valid.payload as object), companyId: String(document.companyId) } };
    const noState = { ...valid, payload: { ...(valid.payload as object), state: undefined } };
    const noCompany = { ...valid, payload: { ...(valid.payload as object), companyId: undefined } };
    const badTime = { ...valid, occurredAt: 'not a time' };
    for (const envelope of [textCompany, noState, noCompany, badTime]) expect(await documentCompanies.apply(envelope)).toBeNull();
    expect(await documentCompanies.companyOf(document.id)).toBeNull();
    expect(warnings).toHaveLength(4);
  });
});
