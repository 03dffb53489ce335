import { readFileSync } from 'node:fs';
import { htmlToModel, NODE } from '@ea/document-model';
import { sharedData } from '@ea/shared-data';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { RenderDocument } from '../render-document.ts';
import { sampleDocument } from '../testing/sample-document.ts';
import { checkEdgarHtml } from './check-edgar-html.ts';
import { EDGAR_ELEMENTS } from './efm-dtd.ts';
import { readDtd } from './read-dtd.ts';
import { toEdgarHtml } from './to-edgar-html.ts';

const DTD = sharedData('edgar-html/efm-htm.dtd');
const IMAGE_KEY = `sha256/ab/cd/abcd${'0'.repeat(60)}`;

function pngBytes(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 30, 30, i % 8 === 0 ? 0 : 255], i);
  return PNG.sync.write(png);
}

function documentOf(html: string, images: Record<string, Uint8Array> = {}): RenderDocument {
  return {
    id: 'd',
    title: 'Hostile Filing — 2026 Annual Report',
    topics: [{ id: 't', model: htmlToModel(html) }],
    xbrl: null,
    image: async (key) => (images[key] ? { bytes: images[key]!, contentType: 'image/png' } : null),
  };
}

describe('the EDGAR element table', () => {
  it('is the EFM DTD exactly: every element and every attribute of each', () => {
    const dtd = readDtd(readFileSync(DTD, 'utf8'));
    expect(Object.fromEntries([...dtd.entries()].map(([name, attributes]) => [name, [...attributes].sort()]))).toEqual(
      Object.fromEntries(Object.entries(EDGAR_ELEMENTS).map(([name, attributes]) => [name, [...attributes].sort()])),
    );
  });
});

describe('the EDGAR HTML checker', () => {
  it('reports each violation with its rule, tag, line and column', () => {
    const html = [
      '<html><head><title>x</title></head>',
      '<body onload="go()"><script>alert(1)</script>',
      '<p style="background:url(http://evil.test/x.png)">Caf\u00e9</p>',
      '<a href="https://example.com/">out</a> <a href="#n1">in</a> <a href="https://www.sec.gov/Archives/edgar/data/1/x.htm">filed</a>',
      '<img src="chart.png"><span>text</span><table><tbody><tr><td>1</td></tr></tbody></table>',
      '<a href="javascript:alert(1)">x</a><img src="http://cdn.test/logo.jpg">',
      '</body></html>',
    ].join('\n');
    const found = checkEdgarHtml(html, 'my filing (final).htm').map((v) => [v.rule, v.tag, v.line, v.column]);
    expect(found).toEqual([
      ['file-name', null, 1, 1],
      ['event-attribute', 'body', 2, 1],
      ['script', 'script', 2, 21],
      ['external-reference', 'p', 3, 1],
      ['non-ascii', null, 3, 54],
      ['external-reference', 'a', 4, 1],
      ['image-type', 'img', 5, 1],
      ['element-not-allowed', 'span', 5, 22],
      ['element-not-allowed', 'tbody', 5, 46],
      ['script', 'a', 6, 1],
      ['external-reference', 'img', 6, 36],
    ]);
  });

  it('never throws on hostile input: NUL bytes, deep nesting, a sea of "<", unterminated comments and attributes', () => {
    const cases = [
      'a\u0000b',
      '<div>'.repeat(50_000),
      '<'.repeat(2_000_000),
      '<p>text<!-- never closed',
      '<p title="never closed>text',
      '<img src=',
    ];
    for (const html of cases) expect(Array.isArray(checkEdgarHtml(html, 'hostile.htm'))).toBe(true);
    expect(checkEdgarHtml('<p>text<!-- never closed', 'x.htm').map((v) => v.rule)).toEqual(['malformed']);
    expect(checkEdgarHtml('a\u0000b', 'x.htm').map((v) => v.rule)).toEqual(['non-ascii']);
  });
});

describe('EDGAR HTML from a document', () => {
  it('turns scripts, external links, non-ASCII text and a PNG into an ASCII document EDGAR accepts, with the image as a local JPEG', async () => {
    const html = `<h1>Caf\u00e9 \u201cresults\u201d \u2014 \u20ac12 \u65e5\u672c</h1>
      <p onclick="steal()">See <a href="https://example.com/x">our site</a> and <a href="mailto:ir@example.com">mail</a>.</p>
      <script>alert(1)</script>
      <table><thead><tr><th>Year</th></tr></thead><tbody><tr><td>2026</td></tr></tbody></table>`;
    const doc = documentOf(html, { [IMAGE_KEY]: pngBytes(40, 20) });
    // An uploaded image is a node holding its storage key.
    const model = doc.topics[0]!.model;
    model.content = [
      ...(model.content ?? []),
      { type: NODE.paragraph, content: [{ type: NODE.image, attrs: { key: IMAGE_KEY, width: 40, height: 20, alt: 'chart' } }] },
    ];
    const out = await toEdgarHtml(doc);
    expect(out.violations).toEqual([]);
    const [main, picture] = out.files;
    expect(main!.name).toBe('hostile-filing-2026.htm');
    const text = Buffer.from(main!.bytes).toString('latin1');
    expect([...text].every((c) => c === '\t' || c === '\n' || c === '\r' || (c >= ' ' && c <= '~'))).toBe(true);
    expect(text).toContain('Caf&#233;');
    expect(text).toContain('&#26085;&#26412;');
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('script');
    expect(text).not.toContain('onclick');
    expect(text).toContain('our site');
    expect(picture!.name).toBe('hostile-filing-2026-1.jpg');
    expect(text).toContain('src="hostile-filing-2026-1.jpg"');
    const decoded = jpeg.decode(Buffer.from(picture!.bytes));
    expect([decoded.width, decoded.height]).toEqual([40, 20]);
    for (const file of out.files) expect(file.name.length).toBeLessThanOrEqual(32);
  });

  it('writes a filing-sized document that the checker passes', async () => {
    const out = await toEdgarHtml(sampleDocument(20));
    expect(out.violations).toEqual([]);
    expect(Buffer.from(out.files[0]!.bytes).toString('latin1')).toContain('<table');
  });
});
