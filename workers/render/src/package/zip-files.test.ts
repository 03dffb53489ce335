import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipFiles } from './zip-files.ts';

describe('zipFiles', () => {
  it('writes an archive a zip reader takes back byte for byte (CRCs checked), deflating text and storing what does not shrink', async () => {
    const text = Buffer.from('<html><body>'.concat('<p>Revenue</p>'.repeat(500), '</body></html>'));
    const noise = randomBytes(4096);
    const zip = zipFiles([
      { name: 'filing.htm', bytes: text },
      { name: 'logo.jpg', bytes: noise },
    ]);
    expect(zip.byteLength).toBeLessThan(text.length + noise.length);
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['filing.htm', 'logo.jpg']);
    expect(Buffer.from(await read.file('filing.htm')!.async('uint8array')).equals(text)).toBe(true);
    expect(Buffer.from(await read.file('logo.jpg')!.async('uint8array')).equals(noise)).toBe(true);
    // Each local header's method (offset 8): text deflated (8), random bytes stored (0).
    const bytes = Buffer.from(zip);
    const methods: number[] = [];
    for (let at = bytes.indexOf('PK\x03\x04'); at >= 0; at = bytes.indexOf('PK\x03\x04', at + 4)) methods.push(bytes.readUInt16LE(at + 8));
    expect(methods).toEqual([8, 0]);
  });

  it('gives the same bytes for the same files (no timestamps), so a repeated render writes the same archive', () => {
    const files = [{ name: 'a.htm', bytes: Buffer.from('same') }];
    expect(Buffer.from(zipFiles(files)).equals(Buffer.from(zipFiles(files)))).toBe(true);
  });
});
