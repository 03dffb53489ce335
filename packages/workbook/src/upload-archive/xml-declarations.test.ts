import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeclarationWatch } from './xml-declarations.ts';

/** Feeds the bytes cut at these offsets; answers whether the watch refused them. */
function refused(bytes: Buffer, cuts: readonly number[]): boolean {
  const watch = new DeclarationWatch();
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  try {
    let start = 0;
    for (const end of [...at, bytes.length]) {
      watch.feed(bytes.subarray(start, end));
      start = end;
    }
    return false;
  } catch (error) {
    expect(error).toMatchObject({ status: 422 });
    return true;
  }
}

const xmlText = fc.stringMatching(/^[a-z<>/ ="!-]{0,80}$/).filter((s) => !s.includes('<!DOCTYPE') && !s.includes('<!ENTITY'));
const encoding = fc.constantFrom('utf8', 'utf16le', 'utf16be');
const encode = (text: string, as: string) =>
  as === 'utf16be' ? Buffer.from(text, 'utf16le').swap16() : Buffer.from(text, as === 'utf8' ? 'utf8' : 'utf16le');

describe('DeclarationWatch', () => {
  it('finds a DOCTYPE or ENTITY declaration however the inflated bytes are cut into chunks, in UTF-8 or UTF-16', () => {
    fc.assert(
      fc.property(
        xmlText,
        fc.constantFrom('<!DOCTYPE', '<!ENTITY'),
        xmlText,
        encoding,
        fc.array(fc.nat(), { maxLength: 12 }),
        (before, declaration, after, as, cuts) => {
          expect(refused(encode(`${before}${declaration}${after}`, as), cuts)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets XML without declarations through, whatever the chunks', () => {
    fc.assert(
      fc.property(xmlText, encoding, fc.array(fc.nat(), { maxLength: 12 }), (text, as, cuts) => {
        expect(refused(encode(text, as), cuts)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
