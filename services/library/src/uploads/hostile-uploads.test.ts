import { randomBytes } from 'node:crypto';
import { DocumentType, type DocumentTypeId, Messages } from '@ea/contracts';
import { writeSheet } from '@ea/workbook';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadConversions } from './conversion/conversion-pool.ts';
import { type Attempt, attemptUpload, refusalOf } from './testing/attempt-upload.ts';
import { sampleDocx } from './testing/sample-docx.ts';
import { samplePng } from './testing/sample-png.ts';
import { longDocumentPart, part, partsOf, partText, withParts, zerosPart, zipArchive } from './testing/zip-parts.ts';

// The process's conversion workers, which these uploads started, end with the file.
afterAll(() => uploadConversions.close());

const MB = 1024 * 1024;
const GB = 1024 * MB;
const PAGE = '<html><body><h1>Annual report</h1><p>Text</p><img src="images/logo.png"></body></html>';

/** Refused with this body, in under a second (a generous bound: the bench reports the real times), and nothing stored. */
function expectRefused(attempt: Attempt, body: { code: string; message: string }): void {
  expect(refusalOf(attempt)).toEqual(body);
  expect(attempt.stored).toBe(0);
  expect(attempt.keys).toEqual([]);
  expect(attempt.ms).toBeLessThan(1000);
}

const tooLarge = (message: string) => ({ code: 'payloadTooLarge', message });
const unprocessable = (message: string) => ({ code: 'unprocessable', message });
const unsupported = (message: string) => ({ code: 'unsupportedMediaType', message });
const DECLARATIONS = unprocessable('The file declares a DOCTYPE or entities, which documents never need; it was refused');

let docx: Buffer;
let htmlZip: Buffer;
beforeAll(async () => {
  docx = await sampleDocx();
  htmlZip = zipArchive([part('report/index.html', PAGE), part('report/images/logo.png', samplePng())]);
  // Starts the conversion workers (seconds on a busy machine), so the bound below times refusals, not start-up.
  await attemptUpload({ fileName: 'warm-up.docx', bytes: docx });
});

describe('zip bombs', () => {
  it('refuses a .docx holding a file that inflates to 3 GB by its declared size, before inflating it', async () => {
    const bomb = withParts(docx, zerosPart('word/media/filler.bin', 3 * GB));
    expect(bomb.length).toBeLessThan(4 * MB);
    expectRefused(
      await attemptUpload({ fileName: 'bomb.docx', bytes: bomb }),
      tooLarge('The archive unpacks to more than 100 MB; it was refused'),
    );
  });

  it('stops inflating a .docx part that declares 40 KB and inflates to 3 GB', async () => {
    const liar = withParts(docx, zerosPart('word/document.xml', 3 * GB, 40_000));
    expectRefused(
      await attemptUpload({ fileName: 'liar.docx', bytes: liar }),
      tooLarge('The archive unpacks to more than it declares; it was refused'),
    );
  });

  it('refuses a .zip of HTML whose image inflates to 2 GB, declared or not', async () => {
    for (const [declared, message] of [
      [2 * GB, 'The archive unpacks to more than 100 MB; it was refused'],
      [10_000, 'The archive unpacks to more than it declares; it was refused'],
    ] as const) {
      const bomb = zipArchive([part('index.html', PAGE), zerosPart('images/logo.png', 2 * GB, declared)]);
      expectRefused(await attemptUpload({ fileName: 'site.zip', bytes: bomb }), tooLarge(message));
    }
  });

  it('refuses a file packed tighter than any document (50 MB of zeros in 50 KB)', async () => {
    const dense = withParts(docx, zerosPart('word/media/dense.bin', 50 * MB));
    expectRefused(
      await attemptUpload({ fileName: 'dense.docx', bytes: dense }),
      tooLarge('The archive is compressed over 200 to 1, which no document is; it was refused'),
    );
  });

  it('refuses an archive whose files together unpack past the limit, each under it', async () => {
    const parts = [0, 1, 2].map((i) => zerosPart(`word/media/part${i}.bin`, 600 * 1024));
    expectRefused(
      await attemptUpload({ fileName: 'many.docx', bytes: withParts(docx, ...parts) }, { limits: { maxTotalBytes: MB } }),
      tooLarge('The archive unpacks to more than 1 MB; it was refused'),
    );
  });

  it('refuses an archive of more files than a document holds', async () => {
    const crowded = Array.from({ length: 2000 }, (_, i) => part(`images/${i}.png`, samplePng()));
    for (const [fileName, bytes] of [
      ['crowded.docx', withParts(docx, ...crowded)],
      ['crowded.zip', zipArchive([part('index.html', PAGE), ...crowded])],
    ] as const) {
      expectRefused(await attemptUpload({ fileName, bytes }), tooLarge('The archive holds more than 2000 files; it was refused'));
    }
  });
});

describe('long Word documents', () => {
  const XML_TOO_LARGE = tooLarge('The document holds more than 32 MB of text and markup; split it into smaller files');

  it('refuses an honest .docx whose document unpacks to 100 MB by its declared size, before mammoth reads it', async () => {
    const long = longDocumentPart(partText(docx, 'word/document.xml'), 100 * MB);
    // Within every limit of archives: a part under 100 MB, compressed as text compresses.
    expect(long.size).toBeGreaterThan(99 * MB);
    expect(long.size).toBeLessThanOrEqual(100 * MB);
    expect(long.size / long.compressed.length).toBeLessThan(200);
    const attempt = await attemptUpload({ fileName: 'long.docx', bytes: withParts(docx, long) });
    expectRefused(attempt, XML_TOO_LARGE);
    expect(attempt.ms).toBeLessThan(100);
  });

  it('counts the XML parts together, and neither images nor embedded files', async () => {
    const xmlBytes = partsOf(docx)
      .filter((p) => /\.(?:xml|rels)$/.test(p.name))
      .reduce((sum, p) => sum + p.size, 0);
    // An incompressible megabyte in the package: an image or embedded file is held to its own limits.
    const withPhoto = withParts(docx, part('word/media/photo.bin', randomBytes(MB)));
    const exact = await attemptUpload({ fileName: 'x.docx', bytes: withPhoto }, { limits: { maxWordXmlBytes: xmlBytes } });
    expect(exact.error).toBeNull();
    const under = await attemptUpload({ fileName: 'x.docx', bytes: withPhoto }, { limits: { maxWordXmlBytes: xmlBytes - 1 } });
    expectRefused(
      under,
      tooLarge(
        `The document holds more than ${Math.round(((xmlBytes - 1) / MB) * 10) / 10} MB of text and markup; split it into smaller files`,
      ),
    );
  });

  it('refuses a .docx whose relationships point mammoth at a part to parse not named as XML', async () => {
    const rels = partText(docx, '_rels/.rels');
    const renamed = rels.replace('Target="word/document.xml"', 'Target="word/media/cover.png"');
    expect(renamed).not.toBe(rels);
    const bytes = withParts(docx, part('_rels/.rels', renamed), part('word/media/cover.png', partText(docx, 'word/document.xml')));
    expectRefused(await attemptUpload({ fileName: 'x.docx', bytes }), unsupported(Messages.files.wordOnly));
  });
});

describe('entry names', () => {
  const climbing = ['../x.html', '../../etc/passwd', '/etc/passwd', 'report\\..\\..\\x.html', 'a\\b.html', 'C:/x.html', 'c:x.html'];
  const odd = ['report/../../x.html', './x.html', 'a//b.html', 'nul\0.html', 'a/./b.html', '..'];

  it('refuses names that climb out of the archive, are absolute, use backslashes or hold NUL, in .zip and .docx', async () => {
    for (const name of [...climbing, ...odd]) {
      for (const [fileName, bytes] of [
        ['site.zip', zipArchive([part('index.html', PAGE), part(name, '<p>x</p>')])],
        ['report.docx', withParts(docx, part(name, '<x/>'))],
      ] as const) {
        const attempt = await attemptUpload({ fileName, bytes });
        const shown = name.replace('\0', '?');
        expectRefused(attempt, unprocessable(`The archive holds a file named "${shown}" that points outside the archive; it was refused`));
      }
    }
  });

  it('refuses any list of entry names holding one that climbs out, wherever it stands', async () => {
    const safeSegment = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_. -]{0,11}$/).filter((s) => s !== '.' && s !== '..');
    const safeName = fc.array(safeSegment, { minLength: 1, maxLength: 4 }).map((segments) => `${segments.join('/')}.html`);
    const hostile = fc.oneof(
      fc
        .tuple(fc.array(safeSegment, { maxLength: 2 }), fc.integer({ min: 1, max: 3 }))
        .map(([s, up]) => [...s, ...Array(up).fill('..'), 'x.html'].join('/')),
      safeName.map((name) => `/${name}`),
      safeName.map((name) => name.replace('/', '\\')).filter((name) => name.includes('\\')),
      fc.tuple(safeName, fc.nat(8)).map(([name, at]) => `${name.slice(0, at)}\0${name.slice(at)}`),
      fc.constantFrom('C:', 'd:', 'Z:').chain((drive) => safeName.map((name) => `${drive}${name}`)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(safeName, { maxLength: 6, selector: (n) => n.toLowerCase() }),
        hostile,
        fc.nat(),
        async (names, bad, at) => {
          const all = [...names];
          all.splice(at % (all.length + 1), 0, bad);
          const attempt = await attemptUpload({ fileName: 'site.zip', bytes: zipArchive(all.map((n) => part(n, PAGE))) });
          expect(attempt.error).toMatchObject({ status: 422 });
          expect((attempt.error as Error).message).toMatch(/points outside the archive; it was refused$/);
          expect(attempt.stored).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a name given twice (letter case aside) and an encrypted file', async () => {
    expectRefused(
      await attemptUpload({ fileName: 'site.zip', bytes: zipArchive([part('index.html', PAGE), part('INDEX.html', PAGE)]) }),
      unprocessable('The archive holds "INDEX.html" twice; it was refused'),
    );
    const encrypted = zipArchive([part('index.html', PAGE)]);
    const directory = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(encrypted.readUInt16LE(directory + 8) | 1, directory + 8);
    expectRefused(
      await attemptUpload({ fileName: 'site.zip', bytes: encrypted }),
      unprocessable('The archive is encrypted or uses an unknown compression; it was refused'),
    );
  });

  it('refuses an upload whose own name holds NUL or another control character', async () => {
    for (const fileName of ['report\0.docx', 'report.docx\0.exe', 'a\nb.docx', 'x\u007f.docx']) {
      expectRefused(
        await attemptUpload({ fileName, bytes: docx }),
        unprocessable('The file name holds control characters; it was refused'),
      );
    }
  });
});

describe('XML declarations', () => {
  const XXE = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
  const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join('')}]><lolz>&lol9;</lolz>`;

  it('refuses an .xml with an external entity, a billion laughs or any DOCTYPE', async () => {
    for (const xml of [XXE, LAUGHS, '<!DOCTYPE form SYSTEM "http://example.com/form.dtd"><form/>']) {
      expectRefused(await attemptUpload({ fileName: 'form.xml', bytes: Buffer.from(xml) }), DECLARATIONS);
    }
  });

  it('refuses a .docx whose document, or any other file of it, declares a DOCTYPE or entities, in UTF-8 or UTF-16', async () => {
    const document = partText(docx, 'word/document.xml');
    const withDoctype = document.replace('?>', '?><!DOCTYPE w:document [<!ENTITY x SYSTEM "file:///etc/passwd">]>');
    const utf16 = Buffer.from(`\ufeff${XXE.replace('<?xml version="1.0"?>', '')}`, 'utf16le');
    for (const hostile of [
      part('word/document.xml', withDoctype),
      part('word/footnotes.xml', partText(docx, 'word/footnotes.xml').replace('?>', '?><!ENTITY e "e">')),
      part('word/settings.xml', utf16),
      part('word/settings.xml', Buffer.from(utf16).swap16()),
      // Not named as XML: relationships could still point a reader at it.
      part('word/theme/theme1.dat', XXE),
    ]) {
      expectRefused(await attemptUpload({ fileName: 'x.docx', bytes: withParts(docx, hostile) }), DECLARATIONS);
    }
  });

  it('refuses an .xlsx one of whose parts declares a DOCTYPE', async () => {
    const xlsx = await writeSheet('Sheet1', [['Name'], ['Acme']]);
    const sheet = 'xl/worksheets/sheet1.xml';
    const hostile = withParts(xlsx, part(sheet, partText(xlsx, sheet).replace('?>', '?><!DOCTYPE x [<!ENTITY e "e">]>')));
    expectRefused(await attemptUpload({ fileName: 'book.xlsx', bytes: hostile }), DECLARATIONS);
  });
});

describe('files that are not what they claim', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

  it('refuses each with its spec message, word for word', async () => {
    const xlsx = await writeSheet('Sheet1', [['Name'], ['Acme']]);
    const cases: [string, Buffer, string][] = [
      ['report.docx', pdf, 'Only document file is allowed (doc, docx)'],
      ['report.doc', ole2, 'Only document file is allowed (doc, docx)'],
      ['report.docx', xlsx, 'Only document file is allowed (doc, docx)'],
      ['report.docx', docx.subarray(0, docx.length >> 1), 'Only document file is allowed (doc, docx)'],
      ['report.docx', Buffer.from(PAGE), 'Only document file is allowed (doc, docx)'],
      ['book.xlsx', docx, 'Only .xlsx is allowed'],
      ['book.xlsx', Buffer.from('Name,Code\nAcme,1\n'), 'Only .xlsx is allowed'],
      ['site.zip', pdf, 'Only zip file allowed'],
      ['site.zip', Buffer.from('PK\u0003\u0004 not really'), 'Only zip file allowed'],
      [
        'site.zip',
        zipArchive([part('notes.txt', 'no page here'), part('logo.png', samplePng())]),
        'Only document .zip or .html is allowed',
      ],
      ['page.html', samplePng(), 'Only document .zip or .html is allowed'],
      ['page.htm', pdf, 'Only document .zip or .html is allowed'],
      ['form.xml', Buffer.from(PAGE), 'Only document .xml is allowed'],
      ['form.xml', Buffer.from('<!DOCTYPE html><html><body><p>x</body></html>'), 'Only document .xml is allowed'],
      ['form.xml', samplePng(), 'Only document .xml is allowed'],
      ['filing.pdf', Buffer.from(PAGE), 'Please choose a valid HTML/PDF/iXBRL/word file'],
      ['filing.pdf', pdf.subarray(0, 20), 'Please choose a valid HTML/PDF/iXBRL/word file'],
      ['setup.exe', pdf, 'Please choose a valid HTML/PDF/iXBRL/word file'],
      ['no-extension', docx, 'Please choose a valid HTML/PDF/iXBRL/word file'],
    ];
    for (const [fileName, bytes, message] of cases) {
      const attempt = await attemptUpload({ fileName, bytes });
      expect(refusalOf(attempt), fileName).toEqual(unsupported(message));
      expect(attempt.stored).toBe(0);
    }
  });

  it('refuses a file of another kind than the chosen document type is made from', async () => {
    const cases: [DocumentTypeId, string, Buffer, string][] = [
      [DocumentType.wordML, 'page.html', Buffer.from(PAGE), 'Only document file is allowed (doc, docx)'],
      [DocumentType.html, 'report.docx', docx, 'Only document .zip or .html is allowed'],
      [DocumentType.ixbrl, 'form.xml', Buffer.from('<form/>'), 'Only document .zip or .html is allowed'],
      [DocumentType.xmlForm, 'site.zip', htmlZip, 'Only document .xml is allowed'],
      [DocumentType.pdf, 'report.docx', docx, 'Please choose a valid HTML/PDF/iXBRL/word file'],
    ];
    for (const [expected, fileName, bytes, message] of cases) {
      const attempt = await attemptUpload({ fileName, bytes }, { expected });
      expect(refusalOf(attempt), `${fileName} as ${expected}`).toEqual(unsupported(message));
      expect(attempt.stored).toBe(0);
    }
  });

  it('refuses a file larger than the limit before reading it', async () => {
    const page = Buffer.from(`<html><body>${'<p>Text</p>'.repeat(30_000)}</body></html>`);
    expectRefused(
      await attemptUpload({ fileName: 'page.html', bytes: page }, { limits: { maxFileBytes: 0.2 * MB } }),
      tooLarge('The file is larger than 0.2 MB; split it into smaller files'),
    );
  });
});
