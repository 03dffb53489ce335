import { constants, deflateRawSync } from 'node:zlib';
import { FILING_UPLOAD_MAX_BYTES, ValidatorErrors } from '@ea/contracts/validator';
import { multipartBody } from '@ea/service-kit/testing';
import type { ZipPart } from '@ea/workbook/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatorTestApp, sampleFile, type ValidatorTestApp, zipArchive, zipPart } from '../testing/index.ts';

let t: ValidatorTestApp;
let preparer: { authorization: string };
let projectId: number;

const MB = 1024 * 1024;
const instance = sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xml');
const schema = sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xsd');

/** A part inflating to `inflated` zeros, declared as `declared` bytes, built without holding them. */
function zeros(name: string, inflated: number, declared = inflated): ZipPart {
  const chunk = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const end = deflateRawSync(Buffer.alloc(0));
  return { name, compressed: Buffer.concat([...Array<Buffer>(Math.ceil(inflated / MB)).fill(chunk), end]), size: declared, crc: 0 };
}

const XXE = `<?xml version="1.0"?>
<!DOCTYPE xbrl [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<xbrl xmlns="http://www.xbrl.org/2003/instance"><note>&secret;</note></xbrl>`;
const PLAIN_HTML = '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p>No XBRL here</p></body></html>';

beforeAll(async () => {
  t = await createValidatorTestApp();
  await t.publishCompany({ id: 1, channelId: 1 });
  preparer = await t.auth({ sub: 'u1' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/validator/companies/1/projects',
    headers: preparer,
    payload: { name: 'Hostile', formDescription: '10-K', method: 'xbrl' },
  });
  projectId = created.json().id;
});

afterAll(() => t.close());

async function upload(name: string, bytes: Buffer) {
  const body = multipartBody({ field: 'file', name, type: 'application/octet-stream', bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/validator/projects/${projectId}/runs`,
    headers: { ...preparer, ...body.headers },
    payload: body.payload,
  });
}

const CASES: [label: string, name: string, bytes: () => Buffer, status: number, message: string][] = [
  ['an empty file', 'empty.xml', () => Buffer.alloc(0), 400, ValidatorErrors.fileEmpty],
  ['a PDF named .htm', 'filing.htm', () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 415, ValidatorErrors.fileKind],
  ['XHTML without Inline XBRL', 'filing.htm', () => Buffer.from(PLAIN_HTML), 415, ValidatorErrors.fileKind],
  ['a schema instead of an instance', 'filing.xml', () => schema, 415, ValidatorErrors.fileKind],
  [
    'an instance holding NUL bytes',
    'filing.xml',
    () => Buffer.concat([instance.subarray(0, 500), Buffer.alloc(4), instance.subarray(500)]),
    415,
    ValidatorErrors.fileKind,
  ],
  [
    'an instance with an external entity (XXE)',
    'filing.xml',
    () => Buffer.from(XXE),
    422,
    'The file declares a DOCTYPE or entities, which documents never need; it was refused',
  ],
  [
    'a zip that is not one',
    'filing.zip',
    () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]),
    415,
    ValidatorErrors.fileKind,
  ],
  [
    'a zip with no XBRL document',
    'filing.zip',
    () => zipArchive([zipPart('readme.txt', 'hello'), zipPart('page.htm', PLAIN_HTML)]),
    422,
    ValidatorErrors.zipNoEntry,
  ],
  [
    'a zip bomb by its declared size',
    'filing.zip',
    () => zipArchive([zipPart('a.xml', instance), zeros('bomb.xml', 250 * MB)]),
    413,
    ValidatorErrors.zipRefused,
  ],
  [
    'a zip bomb lying about its size',
    'filing.zip',
    () => zipArchive([zipPart('a.xml', instance), zeros('bomb.xml', 210 * MB, 1000)]),
    413,
    ValidatorErrors.zipRefused,
  ],
  [
    'a zip of too many files',
    'filing.zip',
    () => zipArchive([zipPart('a.xml', instance), ...Array.from({ length: 2001 }, (_, i) => zipPart(`f${i}.txt`, 'x'))]),
    413,
    ValidatorErrors.zipRefused,
  ],
  [
    'a zip with a path climbing out of it',
    'filing.zip',
    () => zipArchive([zipPart('a.xml', instance), zipPart('../../etc/cron.d/x.xsd', schema)]),
    422,
    ValidatorErrors.zipRefused,
  ],
  ['a zip with an absolute path', 'filing.zip', () => zipArchive([zipPart('/etc/passwd.xml', instance)]), 422, ValidatorErrors.zipRefused],
  [
    'a zip with a symbolic link',
    'filing.zip',
    () => zipArchive([zipPart('a.xml', instance), zipPart('nflx-20100930.xsd', '/etc/passwd', 0o120777)]),
    422,
    ValidatorErrors.zipRefused,
  ],
  [
    'a zip whose schema declares an entity',
    'filing.zip',
    () => zipArchive([zipPart('a.xml', instance), zipPart('nflx-20100930.xsd', XXE)]),
    422,
    'The file declares a DOCTYPE or entities, which documents never need; it was refused',
  ],
];

describe('hostile and wrong uploads', () => {
  it.each(CASES)('refuses %s with a clear 4xx, and keeps nothing', async (_label, name, bytes, status, message) => {
    const answer = await upload(name, bytes());
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ message });
    expect(answer.json().code).toEqual(expect.any(String));
    expect(await t.db.selectFrom('runs').select('id').execute()).toEqual([]);
    expect(await t.storedObjects()).toBe(0);
  });

  it('refuses a file over the upload limit', async () => {
    const answer = await upload('filing.xml', Buffer.concat([instance, Buffer.alloc(FILING_UPLOAD_MAX_BYTES, 32)]));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: ValidatorErrors.fileTooLarge });
    expect(await t.db.selectFrom('runs').select('id').execute()).toEqual([]);
    expect(await t.storedObjects()).toBe(0);
  });

  it('refuses a request without a file, and a file name with control characters', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/validator/projects/${projectId}/runs`,
      headers: preparer,
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    const named = await upload('filing\u0007.xml', instance);
    expect(named.statusCode).toBe(422);
    expect(await t.storedObjects()).toBe(0);
  });

  it('takes the instance itself, judged by content whatever its name', async () => {
    const answer = await upload('whatever.bin', instance);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ kind: 'xbrl', fileName: 'whatever.bin' });
    expect(await t.storedObjects()).toBe(1);
  });
});
