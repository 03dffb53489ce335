import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, Messages } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet.ts';
import type { SheetLayout } from './sheet-columns.ts';
import { deflatedPart, descriptorsInto, filesIn, repeatedRowsSheet, workbookParts, zipArchive } from './testing/xlsx-zip.ts';
import { writeSheet } from './write-sheet.ts';

const layout: SheetLayout<'name' | 'code'> = {
  columns: [
    { header: 'Name', field: 'name' },
    { header: 'Code', field: 'code' },
  ],
};
const HEADER = ['Name', 'Code'];
const MB = 1024 * 1024;

/** Reads the sheet, answering the error it throws and how long it took. */
async function attempt(bytes: Buffer, options: Parameters<typeof readSheet>[2] = {}) {
  const started = performance.now();
  const error = await readSheet(bytes, layout, options).then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

// A temp dir of this file's own, so what other processes write to the system one does not count.
const systemTmp = process.env.TMPDIR;
let tmp: string;
beforeAll(() => {
  tmp = realpathSync(mkdtempSync(join(tmpdir(), 'workbook-test-')));
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
  rmSync(tmp, { recursive: true, force: true });
});

describe('archive limits', () => {
  it('refuses a zip bomb by its declared size in under a second, inflating nothing and leaving nothing behind', async () => {
    const bomb = zipArchive(workbookParts(repeatedRowsSheet(HEADER, ['Bomb', '1'], 512 * MB)));
    expect(bomb.length).toBeLessThan(2 * MB);
    for (const headerOnly of [true, false]) {
      const { error, ms } = await attempt(bomb, { headerOnly });
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 413, message: 'The workbook unpacks to more than 200 MB; split it into smaller files' });
      expect(ms).toBeLessThan(1000);
    }
    expect(filesIn(tmp)).toEqual([]);
    expect(descriptorsInto(tmp)).toEqual([]);
  });

  it('stops inflating a part that grows past the size its central directory declares', async () => {
    const sheet = repeatedRowsSheet(HEADER, ['Liar', '1'], 64 * MB);
    const liar = zipArchive(workbookParts({ ...sheet, size: 10_000 }));
    for (const headerOnly of [true, false]) {
      const { error, ms } = await attempt(liar, { headerOnly });
      expect(error).toMatchObject({ status: 413, message: 'The workbook unpacks to more than its archive declares; it was refused' });
      expect(ms).toBeLessThan(1000);
    }
    expect(filesIn(tmp)).toEqual([]);
    expect(descriptorsInto(tmp)).toEqual([]);
  });

  it('refuses a part compressed more tightly than a spreadsheet ever is, even under the size limit', async () => {
    const dense = zipArchive(workbookParts(repeatedRowsSheet(HEADER, ['Dense', '1'], 100 * MB)));
    const { error } = await attempt(dense);
    expect(error).toMatchObject({
      status: 413,
      message: 'The workbook is compressed over 200 to 1, which no spreadsheet is; it was refused',
    });
  });

  it('refuses more parts than a workbook holds, and part names that climb out of the archive', async () => {
    const extra = Array.from({ length: 1000 }, (_, i) => deflatedPart(`xl/media/image${i}.xml`, '<x/>'));
    const crowded = zipArchive([...workbookParts(repeatedRowsSheet(HEADER, ['A', '1'], 100)), ...extra]);
    expect(await attempt(crowded).then((a) => a.error)).toMatchObject({
      status: 413,
      message: 'The workbook holds more than 1000 parts; it was refused',
    });
    for (const name of ['../evil.xml', '/etc/evil.xml', 'xl\\..\\evil.xml', 'xl/../../evil.xml', 'C:/evil.xml']) {
      const climbing = zipArchive([...workbookParts(repeatedRowsSheet(HEADER, ['A', '1'], 100)), deflatedPart(name, '<x/>')]);
      expect(await attempt(climbing).then((a) => a.error), name).toMatchObject({ status: 415, message: Messages.files.xlsxOnly });
    }
  });

  it('refuses a sheet with more rows than the limit, and reads one at the limit', async () => {
    const rows = [HEADER, ...Array.from({ length: 5 }, (_, i) => [`Row ${i}`, String(i)])];
    expect(await readSheet(await writeSheet('S', rows), layout, { limits: { maxRows: 5 } })).toHaveLength(5);
    const over = await attempt(await writeSheet('S', [...rows, ['One more', '6']]), { limits: { maxRows: 5 } });
    expect(over.error).toMatchObject({ status: 413, message: 'The sheet has more than 5 rows; split it into smaller files' });
  });

  it('leaves no temp file and no open descriptor after reading a sheet, its header, or a sheet without the headers', async () => {
    const good = await writeSheet('S', [HEADER, ['Acme', '1']]);
    expect(await readSheet(good, layout)).toHaveLength(1);
    expect(await readSheet(good, layout, { headerOnly: true })).toEqual([]);
    const missing = await attempt(await writeSheet('S', [['Other'], ['x']]));
    expect(missing.error).toMatchObject({ status: 422 });
    expect(filesIn(tmp)).toEqual([]);
    expect(descriptorsInto(tmp)).toEqual([]);
  });
});
