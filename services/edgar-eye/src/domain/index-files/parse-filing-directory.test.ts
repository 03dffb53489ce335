import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { IndexFileInvalid, parseFilingDirectory } from './index.ts';

const sample = (file: string) => readFileSync(sharedData(`edgar-index/${file}`), 'utf8');

function refusal(json: string): IndexFileInvalid {
  try {
    parseFilingDirectory(json);
  } catch (error) {
    if (error instanceof IndexFileInvalid) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const folder = (...item: unknown[]) => JSON.stringify({ directory: { item } });

describe('parseFilingDirectory', () => {
  it("reads the 25 documents of filing 0001213900-24-004875's folder index", () => {
    const documents = parseFilingDirectory(sample('archives-dir-index-0001213900-24-004875.json'));
    expect(documents).toHaveLength(25);
    expect(documents.find((document) => document.name === '0001213900-24-004875-xbrl.zip')).toEqual({
      name: '0001213900-24-004875-xbrl.zip',
      size: 101351,
      lastModified: '2024-01-19 16:21:45',
    });
    // EDGAR leaves the size of its generated pages blank.
    expect(documents[0]).toEqual({ name: '0001213900-24-004875-index-headers.html', size: null, lastModified: '2024-01-19 16:21:45' });
    expect(documents.filter((document) => document.size === null)).toHaveLength(3);
    expect(documents.at(-1)).toEqual({ name: 'Show.js', size: 1085, lastModified: '2024-01-19 16:21:45' });
  });

  it('refuses names that would leave the folder or cut the path short, and names listed twice', () => {
    const error = refusal(
      folder(
        { name: 'a.htm', size: '1' },
        { name: '../x' },
        { name: 'sub/x.htm' },
        { name: '..' },
        { name: 'x\u0000.htm' },
        { name: 'a\\b' },
        { name: 'a.htm', size: '2' },
        { size: '3' },
      ),
    );
    expect(error.errors).toEqual([
      { line: 0, message: `directory.item[1] name "../x" is not a plain file name (no '/', '\\', '..' or control characters)` },
      { line: 0, message: `directory.item[2] name "sub/x.htm" is not a plain file name (no '/', '\\', '..' or control characters)` },
      { line: 0, message: `directory.item[3] name ".." is not a plain file name (no '/', '\\', '..' or control characters)` },
      { line: 0, message: `directory.item[4] name "x\\u0000.htm" is not a plain file name (no '/', '\\', '..' or control characters)` },
      { line: 0, message: `directory.item[5] name "a\\\\b" is not a plain file name (no '/', '\\', '..' or control characters)` },
      { line: 0, message: 'directory.item[6] "a.htm" is listed already as directory.item[0]' },
      { line: 0, message: 'directory.item[7] has no name' },
    ]);
    expect(error.file).toBe('index.json');
  });

  it('refuses sizes and dates it cannot read, and a file that is not a folder index', () => {
    expect(refusal(folder({ name: 'a.htm', size: '-1' })).errors).toEqual([
      { line: 0, message: 'directory.item[0] size "-1" is not a number of bytes' },
    ]);
    expect(refusal(folder({ name: 'a.htm', 'last-modified': '2024-02-30 10:00:00' })).errors).toEqual([
      { line: 0, message: 'directory.item[0] last-modified "2024-02-30 10:00:00" is not a date and time (YYYY-MM-DD HH:MM:SS)' },
    ]);
    expect(refusal('{"directory":{}}').errors).toEqual([{ line: 0, message: 'directory.item is not a list' }]);
    expect(refusal(folder()).errors).toEqual([{ line: 0, message: 'the folder index lists no documents' }]);
  });
});
