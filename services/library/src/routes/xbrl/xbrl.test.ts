import { DocumentType, ErrorMessages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XbrlMetadataMessages } from '../../domain/xbrl/xbrl-metadata-rules.ts';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '../../testing/index.ts';

let t: LibraryTestApp;
const COMPANY = { id: 1301, channelId: 131 };
const OTHER_CHANNEL_COMPANY = { id: 1302, channelId: 132 };
const preparer = { sub: '1300', channelId: COMPANY.channelId };
let user: { authorization: string };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER_CHANNEL_COMPANY);
  user = await t.auth(preparer);
});

afterAll(async () => {
  await t?.close();
});

const metadata = {
  namespaces: { 'us-gaap': 'http://fasb.org/us-gaap/2024' },
  contexts: [
    { id: 'c-instant', period: { instant: '2024-03-31' }, entity: { identifier: '0000000001' } },
    { id: 'c-quarter', period: { startDate: '2024-01-01', endDate: '2024-03-31' } },
    { id: 'c-forever', period: { forever: true } },
  ],
  units: [{ id: 'usd', measure: 'iso4217:USD' }],
};

const put = (id: string, body: unknown, headers = user) =>
  t.app.inject({ method: 'PUT', url: `/api/document/${id}/xbrl`, headers, payload: body as object });
const read = (id: string, headers = user) => t.app.inject({ url: `/api/document/${id}/xbrl`, headers });

describe('XBRL metadata', () => {
  it('is null until set; setting it replaces it whole, is audited and announced, and makes no version', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Tagged' }, [{ title: 'Income', model: paragraphs('a') }]);
    expect((await read(doc.id)).json()).toEqual({ documentId: doc.id, metadata: null });

    const saved = await put(doc.id, { metadata });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ documentId: doc.id, metadata });
    expect((await read(doc.id)).json()).toEqual({ documentId: doc.id, metadata });

    const smaller = { contexts: [{ id: 'c-instant', period: { instant: '2024-06-30' } }] };
    expect((await put(doc.id, { metadata: smaller })).json()).toEqual({ documentId: doc.id, metadata: smaller });
    expect((await read(doc.id)).json().metadata).toEqual(smaller);

    const document = (await t.app.inject({ url: `/api/document/${doc.id}`, headers: user })).json();
    expect(document.versionNumber).toBe(doc.versionNumber);
    const events = (await outboxEvents(t, 'document.xbrl-updated')).filter((e) => e.aggregate_id === doc.id);
    expect(events).toHaveLength(2);
    expect(events[0]!.payload).toMatchObject({ id: doc.id, companyId: COMPANY.id, channelId: COMPANY.channelId });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target_id', '=', doc.id)
      .where('action', '=', 'Update')
      .orderBy('id')
      .execute();
    expect(audit.slice(-2)).toEqual([
      { action: 'Update', actor_id: '1300', before: { xbrlContexts: null, xbrlUnits: null }, after: { xbrlContexts: 3, xbrlUnits: 1 } },
      { action: 'Update', actor_id: '1300', before: { xbrlContexts: 3, xbrlUnits: 1 }, after: { xbrlContexts: 1, xbrlUnits: null } },
    ]);
  });

  it('refuses contexts and units defined twice, periods that are not one of the three kinds, and dates that are not dates', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Badly tagged' }, []);
    const refused = async (contexts: unknown[], units: unknown[] = []) => {
      const res = await put(doc.id, { metadata: { contexts, units } });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(
      await refused([
        { id: 'c', period: { instant: '2024-03-31' } },
        { id: 'c', period: { forever: true } },
      ]),
    ).toEqual({
      code: 'validation',
      message: XbrlMetadataMessages.contextTwice('c'),
      fields: { metadata: XbrlMetadataMessages.contextTwice('c') },
    });
    expect((await refused([], [{ id: 'usd' }, { id: 'usd' }])).message).toBe(XbrlMetadataMessages.unitTwice('usd'));
    for (const period of [{}, { instant: '2024-03-31', forever: true }, { startDate: '2024-01-01' }, { forever: false }]) {
      expect((await refused([{ id: 'p', period }])).message).toBe(XbrlMetadataMessages.period('p'));
    }
    expect((await refused([{ id: 'd', period: { instant: '2024-02-30' } }])).message).toBe(XbrlMetadataMessages.date('d'));
    expect((await refused([{ id: 'o', period: { startDate: '2024-04-01', endDate: '2024-03-31' } }])).message).toBe(
      XbrlMetadataMessages.order('o'),
    );
    expect((await put(doc.id, { metadata: { units: [] } })).statusCode).toBe(400);
    expect((await read(doc.id)).json().metadata).toBeNull();
  });

  it('comes from an Inline XBRL upload’s header, is replaced by a New Version Upload’s, and is not kept from a header the rules refuse', async () => {
    const ixbrl = (contexts: string, fact: string) =>
      Buffer.from(`<?xml version="1.0" encoding="utf-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance"
          xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:us-gaap="http://fasb.org/us-gaap/2024">
        <body><div style="display:none"><ix:header><ix:references><link:schemaRef xlink:type="simple" xlink:href="acme.xsd"/></ix:references>
          <ix:resources>${contexts}<xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit></ix:resources></ix:header></div>
        <h1>Income</h1><p>Revenue <ix:nonFraction name="us-gaap:Revenues" contextRef="${fact}" unitRef="usd" decimals="0" id="r">5</ix:nonFraction></p></body></html>`);
    const context = (id: string, period: string) =>
      `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier></xbrli:entity><xbrli:period>${period}</xbrli:period></xbrli:context>`;
    const ixbrlFields = { documentType: String(DocumentType.ixbrl), formType: '10-Q', periodEndDate: '2025-03-31' };
    const send = (url: string, file: Buffer, fields: Record<string, string>) => {
      const body = multipartBody({ field: 'file', name: 'acme.htm', type: 'text/html', bytes: file }, fields);
      return t.app.inject({ method: 'POST', url, headers: { ...user, ...body.headers }, payload: body.payload });
    };
    const created = await send('/api/document', ixbrl(context('q1', '<xbrli:instant>2025-03-31</xbrli:instant>'), 'q1'), {
      companyId: String(COMPANY.id),
      ...ixbrlFields,
      title: 'Uploaded tagged',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await read(id)).json().metadata).toMatchObject({
      schemaRefs: ['acme.xsd'],
      contexts: [{ id: 'q1', period: { instant: '2025-03-31' }, entity: { identifier: '0000000001' } }],
      units: [{ id: 'usd', measures: ['iso4217:USD'] }],
      hiddenFacts: [],
    });

    const next = await send(`/api/document/${id}/versions`, ixbrl(context('q2', '<xbrli:instant>2025-06-30</xbrli:instant>'), 'q2'), {
      revisionDescription: 'second_quarter',
    });
    expect(next.statusCode, next.body).toBe(201);
    expect((await read(id)).json().metadata.contexts).toEqual([
      { id: 'q2', period: { instant: '2025-06-30' }, entity: { scheme: 'http://www.sec.gov/CIK', identifier: '0000000001' } },
    ]);
    const [audit] = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('target_id', '=', id)
      .where('action', '=', 'New Version Upload')
      .execute();
    expect(audit!.after).toMatchObject({ xbrlContexts: 1, xbrlUnits: 1 });

    // Two contexts of one id: the topics come in, the header does not, and the answer says why.
    const twice = context('q1', '<xbrli:instant>2025-03-31</xbrli:instant>').repeat(2);
    const refused = await send('/api/document', ixbrl(twice, 'q1'), {
      companyId: String(COMPANY.id),
      ...ixbrlFields,
      title: 'Twice tagged',
    });
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json().warnings).toEqual([
      `The Inline XBRL header was not kept as the document's XBRL metadata: ${XbrlMetadataMessages.contextTwice('q1')}`,
    ]);
    expect((await read(refused.json().id)).json().metadata).toBeNull();
  });

  it('is locked by a final release with the spec message', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Final tagged' }, []);
    const released = await t.app.inject({
      method: 'POST',
      url: '/api/releases',
      headers: user,
      payload: { documentId: doc.id, releaseVersion: 'final', final: true },
    });
    expect(released.statusCode).toBe(201);
    const res = await put(doc.id, { metadata });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: ErrorMessages.fileLocked });
    expect((await read(doc.id)).json().metadata).toBeNull();
  });

  it('hides another channel’s documents before judging the body, and refuses reviewers and users without the module', async () => {
    const theirs = await seedDocument(
      t,
      await t.auth({ sub: '1301', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      { companyId: OTHER_CHANNEL_COMPANY.id, title: 'Theirs' },
      [],
    );
    for (const res of [
      await read(theirs.id),
      await put(theirs.id, { metadata }),
      await put(theirs.id, { metadata: { contexts: [{ id: 'x', period: {} }] } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(LibraryErrors.documentNotFound);
    }
    const mine = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Reviewed' }, []);
    const reviewer = await t.auth({ sub: '1302', channelId: COMPANY.channelId, roles: ['Reviewer'] });
    expect((await read(mine.id, reviewer)).statusCode).toBe(200);
    expect((await put(mine.id, { metadata }, reviewer)).statusCode).toBe(403);
    const noModule = await t.auth({ sub: '1303', channelId: COMPANY.channelId, modules: [] });
    expect((await read(mine.id, noModule)).statusCode).toBe(403);
    expect((await put(mine.id, { metadata }, noModule)).statusCode).toBe(403);
    expect((await read(mine.id)).json().metadata).toBeNull();
  });
});
