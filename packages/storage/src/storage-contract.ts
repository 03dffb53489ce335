import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { contentKey } from './object-key.ts';
import type { ObjectStorage } from './object-storage.ts';
import {
  ContentHashMismatchError,
  InvalidContentTypeError,
  InvalidObjectKeyError,
  ObjectNotFoundError,
  ObjectTooLargeError,
} from './storage-errors.ts';
import { failingStream, generatedStream, measureStream, readAll, sha256Of } from './testing/test-streams.ts';

export interface StorageContractOptions {
  /** Opens the adapter under test, once per file; the suite closes it. */
  open: () => Promise<ObjectStorage>;
  /**
   * Whatever the adapter holds besides committed objects (staged uploads, temporary files,
   * anything outside its root). The suite checks it is empty after every test.
   */
  leftovers: () => Promise<string[]>;
}

const MB = 1024 * 1024;

export const HOSTILE_KEYS = [
  '',
  '../escape',
  'a/../../escape',
  'a/..',
  '..',
  '/etc/passwd',
  'a//b',
  'a/',
  './a',
  'a/./b',
  '.hidden',
  'a\\..\\b',
  'C:\\windows',
  'a\0b',
  'a\nb',
  'a b',
  '%2e%2e/escape',
  'caf\u00e9',
  'a~',
  'report/v1..v2.pdf',
  `a/${'b'.repeat(201)}`,
  `${'a/'.repeat(256)}a`,
];

/**
 * The behaviour every ObjectStorage adapter must have. Call it inside a describe block of the
 * adapter's test file; each test writes under its own prefix.
 */
export function storageContract({ open, leftovers }: StorageContractOptions): void {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(() => storage.close());
  afterEach(async () => {
    expect(await leftovers()).toEqual([]);
  });

  const area = () => `t-${randomUUID().slice(0, 8)}`;
  const text = async (key: string) => (await readAll(await storage.get(key))).toString();

  it('puts, gets, heads and deletes an object', async () => {
    const key = `${area()}/logos/channel-3.png`;
    const bytes = randomBytes(3000);
    const stored = await storage.put(key, bytes, { contentType: 'image/png' });
    expect(stored).toEqual({ key, size: 3000, sha256: sha256Of(bytes), contentType: 'image/png' });
    expect(sha256Of(await readAll(await storage.get(key)))).toBe(sha256Of(bytes));
    expect(await storage.head(key)).toEqual({ size: 3000, sha256: sha256Of(bytes), contentType: 'image/png' });
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.get(key)).rejects.toThrow(ObjectNotFoundError);
    await storage.delete(key);
  });

  it('streams a Readable in, defaults the content type and replaces an object put again', async () => {
    const key = `${area()}/imports/run.xlsx`;
    const first = await storage.put(key, Readable.from([Buffer.from('first '), Buffer.from('version')]));
    expect(first).toMatchObject({ size: 13, sha256: sha256Of(Buffer.from('first version')), contentType: 'application/octet-stream' });
    await storage.put(key, Readable.from([Buffer.from('second')]), { contentType: 'text/plain; charset=utf-8' });
    expect(await text(key)).toBe('second');
    expect(await storage.head(key)).toEqual({ size: 6, sha256: sha256Of(Buffer.from('second')), contentType: 'text/plain; charset=utf-8' });
  });

  it('keeps an empty object', async () => {
    const key = `${area()}/empty`;
    expect(await storage.put(key, Buffer.alloc(0))).toMatchObject({ size: 0, sha256: sha256Of(Buffer.alloc(0)) });
    expect(await readAll(await storage.get(key))).toEqual(Buffer.alloc(0));
    expect(await storage.head(key)).toMatchObject({ size: 0 });
  });

  it('answers not found for a missing key and for a folder of other keys, and lets a key share a name with a folder', async () => {
    const base = area();
    const missing = storage.get(`${base}/missing.pdf`);
    await expect(missing).rejects.toThrow(ObjectNotFoundError);
    await expect(missing).rejects.toMatchObject({ code: 'objectNotFound', key: `${base}/missing.pdf` });
    await storage.put(`${base}/doc/preview.png`, Buffer.from('inside'));
    await expect(storage.get(`${base}/doc`)).rejects.toThrow(ObjectNotFoundError);
    expect(await storage.head(`${base}/doc`)).toBeNull();
    await storage.put(`${base}/doc`, Buffer.from('beside'));
    expect(await text(`${base}/doc`)).toBe('beside');
    expect(await text(`${base}/doc/preview.png`)).toBe('inside');
  });

  it('streams a 32 MB object in and out without holding it in memory', async () => {
    const key = `${area()}/large.bin`;
    const source = generatedStream(32 * MB, { sampleEvery: MB });
    const stored = await storage.put(key, source.stream);
    expect(stored).toMatchObject({ size: 32 * MB, sha256: source.sha256() });
    // Holding the whole object would show 31 MB at the last sample. The local adapter holds a
    // chunk; an S3 upload holds at most about three 5 MB parts (the one uploading, the previous
    // one until its request is released, the next one being gathered), whatever the object's size.
    expect(source.peakBufferGrowth()).toBeLessThan(20 * MB);
    expect(await storage.head(key)).toMatchObject({ size: 32 * MB, sha256: source.sha256() });
    expect(await measureStream(await storage.get(key))).toEqual({ size: 32 * MB, sha256: source.sha256() });
  });

  it('stores content under the key of its sha256, once', async () => {
    const bytes = randomBytes(200_000);
    const first = await storage.putContent(bytes, { contentType: 'application/pdf' });
    expect(first).toEqual({
      key: contentKey(sha256Of(bytes)),
      size: bytes.length,
      sha256: sha256Of(bytes),
      contentType: 'application/pdf',
      created: true,
    });
    expect(first.key).toMatch(/^sha256\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
    const again = await storage.putContent(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), {
      contentType: 'application/pdf',
    });
    expect(again).toEqual({ ...first, created: false });
    expect(await measureStream(await storage.get(first.key))).toEqual({ size: bytes.length, sha256: sha256Of(bytes) });
  });

  it('computes the hash from the bytes and refuses a declared hash they do not match, storing nothing', async () => {
    const bytes = randomBytes(50_000);
    const other = sha256Of(randomBytes(10));
    const key = `${area()}/declared.bin`;
    const refused = storage.put(key, bytes, { expectedSha256: other });
    await expect(refused).rejects.toThrow(ContentHashMismatchError);
    await expect(refused).rejects.toMatchObject({ expected: other, actual: sha256Of(bytes) });
    expect(await storage.head(key)).toBeNull();
    await expect(storage.putContent(Readable.from([bytes]), { expectedSha256: other })).rejects.toThrow(ContentHashMismatchError);
    expect(await storage.head(contentKey(sha256Of(bytes)))).toBeNull();
    expect(await storage.head(contentKey(other))).toBeNull();
    expect(await storage.putContent(bytes, { expectedSha256: sha256Of(bytes) })).toMatchObject({ key: contentKey(sha256Of(bytes)) });
  });

  it('stores concurrent writes of the same content as one object', async () => {
    const bytes = randomBytes(2 * MB);
    const results = await Promise.all(Array.from({ length: 8 }, () => storage.putContent(Readable.from([bytes]))));
    const key = contentKey(sha256Of(bytes));
    expect(new Set(results.map((result) => result.key))).toEqual(new Set([key]));
    expect(results.filter((result) => result.created).length).toBeGreaterThanOrEqual(1);
    const listed = [];
    for await (const object of storage.list(key)) listed.push(object);
    expect(listed).toEqual([{ key, size: bytes.length }]);
    expect(await measureStream(await storage.get(key))).toEqual({ size: bytes.length, sha256: sha256Of(bytes) });
  });

  it('keeps one whole object when writers race on one key', async () => {
    const key = `${area()}/race.bin`;
    const versions = Array.from({ length: 5 }, () => randomBytes(300_000));
    await Promise.all(versions.map((bytes) => storage.put(key, Readable.from([bytes]))));
    const read = await readAll(await storage.get(key));
    expect(versions.some((bytes) => bytes.equals(read))).toBe(true);
    expect(await storage.head(key)).toMatchObject({ size: read.length, sha256: sha256Of(read) });
  });

  it('aborts a write over maxBytes, leaving the previous object and nothing else', async () => {
    const key = `${area()}/capped.bin`;
    await storage.put(key, Buffer.from('previous'));
    const source = generatedStream(12 * MB);
    const capped = storage.put(key, source.stream, { maxBytes: 7 * MB });
    await expect(capped).rejects.toThrow(ObjectTooLargeError);
    await expect(capped).rejects.toMatchObject({ code: 'objectTooLarge', maxBytes: 7 * MB });
    expect(source.stream.destroyed).toBe(true);
    expect(await text(key)).toBe('previous');
    await expect(storage.put(`${area()}/buffer.bin`, randomBytes(1001), { maxBytes: 1000 })).rejects.toThrow(ObjectTooLargeError);
    const content = randomBytes(2 * MB);
    await expect(storage.putContent(Readable.from([content]), { maxBytes: MB })).rejects.toThrow(ObjectTooLargeError);
    expect(await storage.head(contentKey(sha256Of(content)))).toBeNull();
    expect(await storage.put(`${area()}/exact.bin`, Readable.from([randomBytes(1000)]), { maxBytes: 1000 })).toMatchObject({ size: 1000 });
  });

  it('leaves the previous object and nothing else when the source stream fails midway', async () => {
    const key = `${area()}/dropped.bin`;
    await storage.put(key, Buffer.from('previous'));
    const failure = new Error('connection reset by the client');
    // Past one 5 MB part, so an S3 upload fails in the middle of a multipart upload.
    await expect(storage.put(key, failingStream(6 * MB, failure))).rejects.toThrow('connection reset by the client');
    expect(await text(key)).toBe('previous');
    await expect(storage.putContent(failingStream(MB, failure))).rejects.toThrow('connection reset by the client');
  });

  it('refuses hostile keys and prefixes on every call', async () => {
    for (const key of HOSTILE_KEYS) {
      await expect(storage.put(key, Buffer.from('x')), JSON.stringify(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.get(key), JSON.stringify(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.head(key), JSON.stringify(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.delete(key), JSON.stringify(key)).rejects.toThrow(InvalidObjectKeyError);
    }
    for (const prefix of ['../', '/', '.staging/', 'a//', 'a/../', 'a\0']) {
      await expect(storage.listPage(prefix), JSON.stringify(prefix)).rejects.toThrow(InvalidObjectKeyError);
    }
    const longest = `${area()}/${'a'.repeat(190)}/${'b'.repeat(190)}/${'c'.repeat(119)}`;
    expect(longest.length).toBe(512);
    await storage.put(longest, Buffer.from('the longest key'));
    expect(await text(longest)).toBe('the longest key');
  });

  it('refuses a content type that could smuggle a header', async () => {
    const key = `${area()}/typed`;
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/html\r\nSet-Cookie: a=b' })).rejects.toThrow(
      InvalidContentTypeError,
    );
    expect(await storage.head(key)).toBeNull();
  });

  it('lists keys by prefix in key order, a page at a time', async () => {
    const base = area();
    const names = [
      '0',
      'B',
      'a',
      'b',
      'c/d',
      'c/e/f',
      'x-1',
      'x_2',
      'z/y/x',
      ...Array.from({ length: 16 }, (_, i) => `n/${String(i).padStart(2, '0')}`),
    ];
    const docs = names.map((name) => `${base}/docs/${name}`);
    for (const [i, key] of [...docs, `${base}/docsx/y`, `${base}/doc`].entries()) await storage.put(key, randomBytes(i));
    const expected = [...docs].sort().map((key) => ({ key, size: docs.indexOf(key) }));

    const first = await storage.listPage(`${base}/docs/`, { limit: 10 });
    expect(first).toEqual({ objects: expected.slice(0, 10), next: expected[9]!.key });
    const second = await storage.listPage(`${base}/docs/`, { limit: 10, after: first.next });
    expect(second).toEqual({ objects: expected.slice(10, 20), next: expected[19]!.key });
    expect(await storage.listPage(`${base}/docs/`, { limit: 10, after: second.next })).toEqual({ objects: expected.slice(20), next: null });

    const all = [];
    for await (const object of storage.list(`${base}/docs/`, { pageSize: 7 })) all.push(object);
    expect(all).toEqual(expected);
    const partial = [];
    for await (const object of storage.list(`${base}/docs`)) partial.push(object.key);
    expect(partial).toEqual([...docs, `${base}/docsx/y`].sort());
    expect((await storage.listPage(`${base}/docs/c`)).objects.map((object) => object.key)).toEqual([
      `${base}/docs/c/d`,
      `${base}/docs/c/e/f`,
    ]);
    expect(await storage.listPage(`${base}/nothing/`)).toEqual({ objects: [], next: null });

    const everything = (await storage.listPage('')).objects.map((object) => object.key);
    expect(everything).toEqual(expect.arrayContaining([`${base}/doc`, `${base}/docs/a`]));
    expect(everything.every((key) => /^[A-Za-z0-9]/.test(key))).toBe(true);
    await expect(storage.listPage(base, { limit: 1001 })).rejects.toThrow(RangeError);
  });
}
