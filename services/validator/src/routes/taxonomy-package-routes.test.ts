import { constants, deflateRawSync } from 'node:zlib';
import { Module } from '@ea/contracts';
import { TaxonomyPackageErrors } from '@ea/contracts/validator';
import { multipartBody } from '@ea/service-kit/testing';
import type { ZipPart } from '@ea/workbook/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatorTestApp, type ValidatorTestApp, zipArchive, zipPart } from '../testing/index.ts';

let t: ValidatorTestApp;
let preparer: { authorization: string };
let otherChannel: { authorization: string };
let easyview: { authorization: string };

const MB = 1024 * 1024;

const DESCRIPTION = (version: string) => `<?xml version="1.0" encoding="utf-8"?>
<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package" xml:lang="en">
  <tp:identifier>http://example.com/taxonomy</tp:identifier>
  <tp:name>Example Taxonomy</tp:name>
  <tp:version>${version}</tp:version>
  <tp:entryPoints>
    <tp:entryPoint>
      <tp:name>Example extension</tp:name>
      <tp:entryPointDocument href="http://example.com/taxonomy/ext.xsd"/>
    </tp:entryPoint>
  </tp:entryPoints>
</tp:taxonomyPackage>`;

const CATALOG = `<?xml version="1.0" encoding="utf-8"?>
<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
  <rewriteURI uriStartString="http://example.com/taxonomy/" rewritePrefix="../taxonomy/"/>
</catalog>`;

const SCHEMA = `<?xml version="1.0" encoding="utf-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance"
  targetNamespace="http://example.com/taxonomy/ext" elementFormDefault="qualified">
  <xsd:import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>
  <xsd:element name="Revenue" id="ex_Revenue" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item"
    xbrli:periodType="instant" xbrli:balance="credit" nillable="true"/>
</xsd:schema>`;

/**
 * An instance of one fact of the package's concept, its DTS entered at `schema`. The concept is an
 * instant one reported for a year: a fault only a processor that read the package's schema can see.
 */
const INSTANCE = (schema: string) => `<?xml version="1.0" encoding="utf-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase"
  xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:ex="http://example.com/taxonomy/ext" xmlns:iso4217="http://www.xbrl.org/2003/iso4217">
  <link:schemaRef xlink:type="simple" xlink:href="${schema}"/>
  <xbrli:context id="c1">
    <xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier></xbrli:entity>
    <xbrli:period><xbrli:startDate>2024-01-01</xbrli:startDate><xbrli:endDate>2024-12-31</xbrli:endDate></xbrli:period>
  </xbrli:context>
  <xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
  <ex:Revenue contextRef="c1" unitRef="usd" decimals="0">1000</ex:Revenue>
</xbrli:xbrl>`;

/** The tiny package: its catalog maps http://example.com/taxonomy/ to its own taxonomy folder. */
function examplePackage(version = '2024', extra: ZipPart[] = []): Buffer {
  return zipArchive([
    zipPart('example-2024/META-INF/taxonomyPackage.xml', DESCRIPTION(version)),
    zipPart('example-2024/META-INF/catalog.xml', CATALOG),
    zipPart('example-2024/taxonomy/ext.xsd', SCHEMA),
    ...extra,
  ]);
}

/** A part inflating to `inflated` zeros, declared as `declared` bytes. */
function zeros(name: string, inflated: number, declared = inflated): ZipPart {
  const chunk = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const end = deflateRawSync(Buffer.alloc(0));
  return { name, compressed: Buffer.concat([...Array<Buffer>(Math.ceil(inflated / MB)).fill(chunk), end]), size: declared, crc: 0 };
}

beforeAll(async () => {
  t = await createValidatorTestApp();
  await t.publishCompany({ id: 1, channelId: 1, name: 'Example Corp' });
  preparer = await t.auth({ sub: 'u1' });
  otherChannel = await t.auth({ sub: 'u2', channelId: 2 });
  easyview = await t.auth({ sub: 'u3', modules: [Module.easyview] });
});

afterAll(() => t.close());

function upload(bytes: Buffer, headers = preparer, name = 'example-2024.zip', module = 'validator') {
  const body = multipartBody({ field: 'file', name, type: 'application/zip', bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/${module}/taxonomy-packages`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const list = (headers = preparer, module = 'validator') =>
  t.app.inject({ method: 'GET', url: `/api/${module}/taxonomy-packages`, headers });

async function uploadRun(projectId: number, name: string, bytes: Buffer) {
  const body = multipartBody({ field: 'file', name, type: 'application/octet-stream', bytes });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/validator/projects/${projectId}/runs`,
    headers: { ...preparer, ...body.headers },
    payload: body.payload,
  });
  expect(answer.statusCode).toBe(202);
  return answer.json().id as number;
}

async function unresolvedOf(runId: number): Promise<string[]> {
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/validator/runs/${runId}/messages?ruleId=dts.unresolvedSchema&size=100`,
    headers: preparer,
  });
  return page.json().items.map((m: { message: string }) => m.message);
}

const PACKAGE_TARGET = 'validator-taxonomy-package';
const PERIOD_MISMATCH = 'xbrl.4.7.2.periodTypeMismatch';
const ruleIds = (items: { ruleId: string }[]) => items.map((m) => m.ruleId);

describe('taxonomy packages', () => {
  let packageId: number;

  it('takes a package, reading its identifier, name, version, entry points and catalog', async () => {
    const answer = await upload(examplePackage());
    expect(answer.statusCode).toBe(201);
    const taken = answer.json();
    expect(taken).toMatchObject({
      identifier: 'http://example.com/taxonomy',
      name: 'Example Taxonomy',
      version: '2024',
      fileName: 'example-2024.zip',
      entryPoints: [{ name: 'Example extension', url: 'http://example.com/taxonomy/ext.xsd' }],
      mappedUrls: ['http://example.com/taxonomy/'],
      uploadedBy: 'u1@example.test',
    });
    expect(taken.size).toBe(examplePackage().length);
    packageId = taken.id;
    expect(await t.storedObjects()).toBe(1);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_type', '=', PACKAGE_TARGET).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'Create', target_id: String(packageId), channel_id: 1 });
  });

  it('lists it for its channel and module only', async () => {
    expect((await list()).json().items.map((p: { id: number }) => p.id)).toEqual([packageId]);
    expect((await list(otherChannel)).json()).toEqual({ items: [] });
    expect((await list(easyview, 'easyview')).json()).toEqual({ items: [] });
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/validator/taxonomy-packages/${packageId}`,
      headers: otherChannel,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await list()).json().items).toHaveLength(1);
  });

  it('answers a clear conflict for the same identifier and version, keeping nothing more', async () => {
    const again = await upload(examplePackage(), preparer, 'copy.zip');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TaxonomyPackageErrors.duplicate });
    expect(await t.storedObjects()).toBe(1);
    // Another channel has packages of its own: the same package is welcome there.
    const elsewhere = await upload(examplePackage(), otherChannel);
    expect(elsewhere.statusCode).toBe(201);
    expect((await list()).json().items).toHaveLength(1);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/validator/taxonomy-packages/${elsewhere.json().id}`,
      headers: otherChannel,
    });
    expect(remove.statusCode).toBe(204);
    expect(await t.storedObjects()).toBe(1);
  });

  const HOSTILE: [label: string, bytes: () => Buffer, status: number, message: string][] = [
    ['an empty file', () => Buffer.alloc(0), 400, TaxonomyPackageErrors.fileEmpty],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n'), 415, TaxonomyPackageErrors.fileKind],
    [
      'a zip that is not one',
      () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]),
      415,
      TaxonomyPackageErrors.fileKind,
    ],
    [
      'a zip without META-INF/taxonomyPackage.xml',
      () => zipArchive([zipPart('taxonomy/ext.xsd', SCHEMA)]),
      422,
      TaxonomyPackageErrors.fileKind,
    ],
    [
      'a description that is not well-formed',
      () =>
        zipArchive([
          zipPart('META-INF/taxonomyPackage.xml', '<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package"><tp:name>'),
        ]),
      422,
      TaxonomyPackageErrors.metadataInvalid,
    ],
    [
      'a description without a version',
      () => zipArchive([zipPart('META-INF/taxonomyPackage.xml', DESCRIPTION('').replace('<tp:version></tp:version>', ''))]),
      422,
      TaxonomyPackageErrors.metadataInvalid,
    ],
    [
      'a description holding NUL bytes',
      () => zipArchive([zipPart('META-INF/taxonomyPackage.xml', Buffer.concat([Buffer.from(DESCRIPTION('2024')), Buffer.alloc(4)]))]),
      422,
      TaxonomyPackageErrors.metadataInvalid,
    ],
    [
      'a catalog that is not well-formed',
      () => zipArchive([zipPart('META-INF/taxonomyPackage.xml', DESCRIPTION('2024')), zipPart('META-INF/catalog.xml', '<catalog')]),
      422,
      TaxonomyPackageErrors.catalogInvalid,
    ],
    [
      'a zip bomb',
      () => examplePackage('2025', [zeros('example-2024/taxonomy/bomb.xsd', 700 * MB)]),
      413,
      TaxonomyPackageErrors.zipRefused,
    ],
    [
      'a zip bomb lying about its size',
      () => examplePackage('2025', [zeros('example-2024/taxonomy/bomb.xsd', 210 * MB, 1000)]),
      413,
      TaxonomyPackageErrors.zipRefused,
    ],
    [
      'a path climbing out of the zip',
      () => examplePackage('2025', [zipPart('../../etc/cron.d/x.xsd', SCHEMA)]),
      422,
      TaxonomyPackageErrors.zipRefused,
    ],
    [
      'a schema declaring an entity',
      () =>
        examplePackage('2025', [
          zipPart('example-2024/taxonomy/xxe.xsd', '<!DOCTYPE x [<!ENTITY s SYSTEM "file:///etc/passwd">]><x>&s;</x>'),
        ]),
      422,
      'The file declares a DOCTYPE or entities, which documents never need; it was refused',
    ],
  ];

  it.each(HOSTILE)('refuses %s with a clear 4xx, and keeps nothing', async (_label, bytes, status, message) => {
    const answer = await upload(bytes());
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ message });
    expect((await list()).json().items).toHaveLength(1);
    expect(await t.storedObjects()).toBe(1);
  });

  it("resolves a filing's DTS through the channel's package, offline", async () => {
    const projectId = await project('With the package');
    const runId = await uploadRun(projectId, 'example.xml', Buffer.from(INSTANCE('http://example.com/taxonomy/ext.xsd')));
    expect(await t.work(runId)).toMatchObject({ state: expect.stringMatching(/^(passed|failed)$/) });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/validator/runs/${runId}`, headers: preparer })).json();
    expect(detail.run.factCount).toBe(1);
    // The extension schema came from the package: nothing of the DTS is unresolved, the fact's concept known.
    expect(await unresolvedOf(runId)).toEqual([]);
    const all = (await t.app.inject({ method: 'GET', url: `/api/validator/runs/${runId}/messages?size=100`, headers: preparer })).json();
    expect(ruleIds(all.items)).toContain(PERIOD_MISMATCH);
  });

  it('reports a URL nothing provides once, naming the package that maps it, and validates the rest', async () => {
    const projectId = await project('Missing schema');
    const missing = 'http://example.com/taxonomy/missing.xsd';
    const usGaap = 'https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd';
    const submission = zipArchive([
      zipPart('a.xml', INSTANCE(missing)),
      zipPart('b.xml', INSTANCE(missing)),
      zipPart('c.xml', INSTANCE(usGaap)),
    ]);
    const runId = await uploadRun(projectId, 'two-filings.zip', submission);
    expect(await t.work(runId)).toEqual({ state: 'failed' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/validator/runs/${runId}`, headers: preparer })).json();
    expect(detail.run.factCount).toBe(3);
    const messages = await unresolvedOf(runId);
    expect(messages).toHaveLength(2);
    const ofMissing = messages.filter((m) => m.includes(missing));
    expect(ofMissing).toEqual([
      `The document ${missing} could not be resolved offline: the taxonomy package "Example Taxonomy" 2024 (example-2024.zip) maps it in its catalog but does not hold the file. The rest of the filing was validated without it.`,
    ]);
    const ofUsGaap = messages.filter((m) => m.includes(usGaap));
    expect(ofUsGaap).toHaveLength(1);
    expect(ofUsGaap[0]).toContain('the US GAAP Financial Reporting Taxonomy 2024 package (FASB)');
  });

  it('deletes a package with its zip, audited, and a run no longer resolves through it', async () => {
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/validator/taxonomy-packages/${packageId}`, headers: preparer });
    expect(remove.statusCode).toBe(204);
    expect((await list()).json()).toEqual({ items: [] });
    // What is left in the storage is the runs' filings, one each.
    expect(await t.storedObjects()).toBe(await runCount());
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', PACKAGE_TARGET)
      .where('action', '=', 'Delete')
      .execute();
    expect(audit.map((a) => a.target_id)).toContain(String(packageId));

    const projectId = await project('After the deletion');
    const runId = await uploadRun(projectId, 'example.xml', Buffer.from(INSTANCE('http://example.com/taxonomy/ext.xsd')));
    await t.work(runId);
    const messages = await unresolvedOf(runId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('no taxonomy package of this channel provides it');
    // Without the schema the concept's period type is unknown, and the rest is still validated.
    const all = (await t.app.inject({ method: 'GET', url: `/api/validator/runs/${runId}/messages?size=100`, headers: preparer })).json();
    expect(ruleIds(all.items)).not.toContain(PERIOD_MISMATCH);
    expect(ruleIds(all.items).filter((id) => id.startsWith('efm.')).length).toBeGreaterThan(0);
  });
});

async function project(name: string): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/validator/companies/1/projects',
    headers: preparer,
    payload: { name, formDescription: '10-K', method: 'xbrl' },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

async function runCount(): Promise<number> {
  return (await t.db.selectFrom('runs').select('id').execute()).length;
}
