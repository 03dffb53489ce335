import { describe, expect, it } from 'vitest';
import { EMPTY_FACT_TEXT, footnoteAttrs, type ModelNode } from '../model/model-json.ts';
import { normalizeModel } from '../model/normalize-model.ts';
import { modelToXhtml } from '../xhtml/model-to-xhtml.ts';
import { htmlToModel } from './html-to-model.ts';

const KEY = `sha256/ab/cd/abcd${'0'.repeat(60)}`;
const p = (...content: ModelNode[]): ModelNode => ({ type: 'paragraph', attrs: { textAlign: null }, content });
const text = (value: string, ...marks: ModelNode['marks'] & object[]): ModelNode =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const blocks = (html: string, options = {}) => htmlToModel(html, options).content!;

describe('htmlToModel sanitising', () => {
  it('drops scripts, styles, forms and embedded content with everything inside them', () => {
    const doc = htmlToModel(
      '<head><style>p{}</style><script>alert(1)</script></head><p>a<script>evil()</script>b</p><iframe src="x">c</iframe><svg><text>d</text></svg><form><input value="e"/><button>f</button></form><noscript>g</noscript><object>h</object>',
    );
    expect(doc).toEqual({ type: 'doc', content: [p(text('ab'))] });
  });

  it('keeps no event handler or style beyond what the schema holds', () => {
    const doc = htmlToModel('<p onclick="x()" style="color:red;text-align:center;background:url(javascript:x)" class="c" id="i">t</p>');
    expect(doc.content).toEqual([{ type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('t')] }]);
  });

  it('keeps links to http(s) and mailto only, unwrapping every other link to its text', () => {
    const links = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>x</script>',
      'file:///etc/passwd',
      '//evil.example/x',
      '#section',
      'vbscript:x',
      'https://www.sec.gov/a',
      'mailto:ir@example.com',
    ].map((href) => `<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
    const marks = blocks(`<p>${links.join(' ')}</p>`)[0]!.content!.flatMap((n) => n.marks ?? []);
    expect(marks).toEqual([
      { type: 'link', attrs: { href: 'https://www.sec.gov/a' } },
      { type: 'link', attrs: { href: 'mailto:ir@example.com' } },
    ]);
  });

  it('keeps images only by stored key; external, data: and file: sources are dropped unless the caller stores them', () => {
    const html = `<p><img src="https://evil.example/t.png" alt="t"/><img src="data:image/png;base64,AAAA" alt="d"/><img src="file:///c:/x.png"/><img data-key="${KEY}" src="anything" alt="logo" width="120" height="40"/></p>`;
    expect(blocks(html)).toEqual([p({ type: 'image', attrs: { key: KEY, alt: 'logo', width: 120, height: 40 } })]);
    const stored = blocks(html, { imageKey: (src: string) => (src.startsWith('data:image/') ? KEY : 'not-a-key') });
    expect(stored[0]!.content!.map((n) => n.attrs?.alt)).toEqual(['d', 'logo']);
  });

  it('unwraps unknown elements to their text and keeps text of hostile nesting depth', () => {
    expect(blocks('<p><blink>a</blink><custom-el>b</custom-el><font color="red">c</font></p>')).toEqual([p(text('abc'))]);
    const deep = `${'<span>'.repeat(5000)}deep${'</span>'.repeat(5000)}`;
    expect(blocks(`<p>${deep}</p>`)).toEqual([p(text('deep'))]);
  });

  it('collapses whitespace as HTML shows it, keeps it under pre-wrap, drops hidden content', () => {
    expect(blocks('<p>  a \n\t b  <b> c </b> </p>')).toEqual([p(text('a b '), text('c', { type: 'bold' }))]);
    expect(blocks('<p style="white-space:pre-wrap"> a  b </p>')).toEqual([p(text(' a  b '))]);
    expect(blocks('<pre>line 1\nline 2</pre>')).toEqual([p(text('line 1'), { type: 'hardBreak' }, text('line 2'))]);
    expect(blocks('<p>a<span style="display:none">hidden</span>b</p>')).toEqual([p(text('ab'))]);
  });

  it('reads formatting from elements and styles, and Google Docs’ non-bold wrapper', () => {
    expect(
      blocks(
        '<b style="font-weight:normal"><p><span style="font-weight:700">B</span><span style="font-style:italic;text-decoration:underline">I</span><sup>1</sup></p></b>',
      ),
    ).toEqual([p(text('B', { type: 'bold' }), text('I', { type: 'italic' }, { type: 'underline' }), text('1', { type: 'superscript' }))]);
  });
});

describe('htmlToModel structure', () => {
  it('reads a Word-like table: header rows, merged cells, column widths, right-aligned numbers', () => {
    const html = `<table><colgroup><col style="width:3in"/><col width="96"/><col style="width:72pt"/></colgroup>
      <thead><tr><th rowspan="2">(in millions)</th><th colspan="2">Three months ended</th></tr>
      <tr><th>2025</th><th>2024</th></tr></thead>
      <tbody><tr><td>Net sales</td><td align="right">95,359</td><td style="text-align:right"><p>90,753</p></td></tr></tbody></table>`;
    const [table] = blocks(html);
    expect(table!.attrs).toEqual({ headerRows: 2 });
    const cells = table!.content!.map((row) => row.content!.map((cell) => ({ type: cell.type, ...cell.attrs })));
    expect(cells).toEqual([
      [
        { type: 'tableHeader', colspan: 1, rowspan: 2, colwidth: [288] },
        { type: 'tableHeader', colspan: 2, rowspan: 1, colwidth: [96, 96] },
      ],
      [
        { type: 'tableHeader', colspan: 1, rowspan: 1, colwidth: [96] },
        { type: 'tableHeader', colspan: 1, rowspan: 1, colwidth: [96] },
      ],
      [
        { type: 'tableCell', colspan: 1, rowspan: 1, colwidth: [288] },
        { type: 'tableCell', colspan: 1, rowspan: 1, colwidth: [96] },
        { type: 'tableCell', colspan: 1, rowspan: 1, colwidth: [96] },
      ],
    ]);
    expect(table!.content![2]!.content![1]!.content).toEqual([
      { type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('95,359')] },
    ]);
  });

  it('reads a table caption as the paragraph before the table', () => {
    expect(blocks('<table><caption>Net sales by segment</caption><tr><td>a</td></tr></table>').map((b) => b.type)).toEqual([
      'paragraph',
      'table',
    ]);
  });

  it('clamps spans to the table and drops rows no cell occupies', () => {
    const [table] = blocks('<table><tr><td rowspan="9">a</td><td>b</td></tr><tr></tr><tr><td>c</td></tr></table>');
    expect(table!.content!.map((r) => r.content?.map((c) => c.attrs!.rowspan) ?? [])).toEqual([[3, 1], [], [1]]);
    const [dropped] = blocks('<table><tr><td>a</td></tr><tr></tr><tr><td>b</td></tr></table>');
    expect(dropped!.content).toHaveLength(2);
  });

  it('reads mammoth footnotes into the reference, dropping the back-link and the notes list', () => {
    const html =
      '<p>Revenue<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> grew.</p>' +
      '<ol><li id="footnote-1"><p>Excludes <b>hedging</b>. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(blocks(html)).toEqual([
      p(text('Revenue'), { type: 'footnote', content: [text('Excludes '), text('hedging', { type: 'bold' }), text('.')] }, text(' grew.')),
    ]);
  });

  it('reads footnotes pasted from Word', () => {
    const html =
      '<p class=MsoNormal>Sales<a style="mso-footnote-id:ftn1" href="#_ftn1" name="_ftnref1"><span class=MsoFootnoteReference>[1]</span></a></p>' +
      '<div style="mso-element:footnote-list"><![if !supportFootnotes]><br clear=all><hr align=left size=1 width="33%"><![endif]>' +
      '<div style="mso-element:footnote" id=ftn1><p class=MsoFootnoteText><a href="#_ftnref1" name="_ftn1">[1]</a> Net of returns.</p></div></div>';
    expect(blocks(html)).toEqual([p(text('Sales'), { type: 'footnote', content: [text('Net of returns.')] })]);
  });

  it('reads page breaks from Word, mammoth and this package’s XHTML, one break where several meet', () => {
    const html =
      '<p>a</p><br clear=all style="page-break-before:always"><p>b<br class="page-break"/></p>' +
      '<p style="page-break-before:always">c</p><div class="page-break" style="page-break-after:always"></div><hr class="page-break"/><p>d</p>';
    expect(blocks(html).map((b) => (b.type === 'pageBreak' ? '|' : b.content![0]!.text))).toEqual(['a', '|', 'b', '|', 'c', '|', 'd']);
  });

  it('turns Word list paragraphs into nested lists', () => {
    const item = (level: number, marker: string, body: string) =>
      `<p class=MsoListParagraph style="mso-list:l0 level${level} lfo1"><![if !supportLists]><span style="mso-list:Ignore">${marker}<span>&nbsp;&nbsp;</span></span><![endif]>${body}</p>`;
    const doc = blocks(`${item(1, '1.', 'One') + item(2, '(a)', 'One a') + item(1, '2.', 'Two')}<p>After</p>`);
    expect(doc).toEqual([
      {
        type: 'orderedList',
        attrs: { start: 1, listStyle: null },
        content: [
          {
            type: 'listItem',
            content: [
              p(text('One')),
              {
                type: 'orderedList',
                attrs: { start: 1, listStyle: 'lower-alpha' },
                content: [{ type: 'listItem', content: [p(text('One a'))] }],
              },
            ],
          },
          { type: 'listItem', content: [p(text('Two'))] },
        ],
      },
      p(text('After')),
    ]);
  });

  it('inherits alignment from containers and keeps list numbering', () => {
    expect(blocks('<div align="center"><p>a</p><center>b</center></div>').map((b) => b.attrs)).toEqual([
      { textAlign: 'center' },
      { textAlign: 'center' },
    ]);
    expect(blocks('<ol start="3" type="a"><li>x</li></ol>')[0]!.attrs).toEqual({ start: 3, listStyle: 'lower-alpha' });
  });

  it('reads Inline XBRL facts, nested facts and continuations into fact marks and blocks', () => {
    const html = `<div>
      <ix:nonNumeric name="us-gaap:RevenueTextBlock" contextRef="FY25" escape="true" continuedAt="c1"><p>Revenue is <ix:nonFraction name="us-gaap:Revenues" contextRef="FY25" unitRef="usd" decimals="-6" scale="6" format="ixt:num-dot-decimal" id="rev">391,035</ix:nonFraction> million.</p></ix:nonNumeric>
      <p>Page 7</p>
      <ix:continuation id="c1"><p>More revenue text.</p></ix:continuation>
      <p>Loss of <ix:nonFraction name="us-gaap:NetIncomeLoss" contextRef="FY25" unitRef="usd" decimals="0" sign="-">(12)</ix:nonFraction></p>
      <ix:header><ix:hidden><ix:nonNumeric name="dei:AmendmentFlag" contextRef="FY25">false</ix:nonNumeric></ix:hidden></ix:header></div>`;
    const doc = normalizeModel(htmlToModel(html));
    const textBlock = { id: 'fact-1', name: 'us-gaap:RevenueTextBlock', contextRef: 'FY25', format: null, escape: true };
    expect(doc.content!.map((b) => b.type)).toEqual(['xbrlBlock', 'paragraph', 'xbrlBlock', 'paragraph']);
    expect(doc.content![0]!.attrs).toEqual(textBlock);
    expect(doc.content![2]!.attrs).toEqual(textBlock);
    const revenue = doc.content![0]!.content![0]!.content![1]!;
    expect(revenue).toEqual(
      text('391,035', {
        type: 'xbrlFact',
        attrs: {
          id: 'rev',
          kind: 'nonFraction',
          name: 'us-gaap:Revenues',
          contextRef: 'FY25',
          unitRef: 'usd',
          decimals: '-6',
          scale: '6',
          sign: null,
          format: 'ixt:num-dot-decimal',
          escape: false,
          nil: false,
          footnoteRole: null,
        },
      }),
    );
    expect(doc.content![3]!.content![1]!.marks![0]!.attrs).toMatchObject({ id: 'fact-2', sign: '-', decimals: '0' });
  });

  it('keeps a nil or empty Inline XBRL fact as a mark on the zero-width text of a fact that shows nothing, which the model writes and reads back', () => {
    const html = `<table><tr><td>Commitments</td><td><ix:nonFraction unitRef="usd" contextRef="c-23" xsi:nil="true" name="us-gaap:CommitmentsAndContingencies" id="f-214"></ix:nonFraction></td></tr></table>
      <p>Title: <ix:nonNumeric name="dei:Security12bTitle" contextRef="c-1" id="f-2"> </ix:nonNumeric>.</p>`;
    const doc = normalizeModel(htmlToModel(html));
    const cell = doc.content![0]!.content![0]!.content![1]!.content![0]!;
    expect(cell.content).toEqual([
      text(EMPTY_FACT_TEXT, { type: 'xbrlFact', attrs: expect.objectContaining({ id: 'f-214', kind: 'nonFraction', nil: true }) }),
    ]);
    const paragraph = doc.content![1]!;
    expect(paragraph.content!.map((n) => n.text)).toEqual(['Title: ', EMPTY_FACT_TEXT, '.']);
    expect(paragraph.content![1]!.marks![0]!.attrs).toMatchObject({ id: 'f-2', kind: 'nonNumeric', nil: false });
    expect(normalizeModel(htmlToModel(modelToXhtml(doc)))).toEqual(doc);
  });

  it('reads Inline XBRL footnotes as footnote facts: their role, the facts inside them and their continuations, and back through the model’s HTML', () => {
    const html = `<p>(a) <ix:footnote id="fn-1" footnoteRole="http://www.xbrl.org/2003/role/footnote" continuedAt="fn-1c"><span>Net of taxes of $<ix:nonFraction name="us-gaap:Taxes" contextRef="c-1" unitRef="usd" decimals="-6" scale="6" id="f-132">6</ix:nonFraction> million</span></ix:footnote></p>
      <p><ix:continuation id="fn-1c">and more.</ix:continuation></p>
      <p>(b) <ix:footnote id="fn-2" footnoteRole="http://acme.example/role/disclosure" xml:lang="en-US">A note.</ix:footnote> <ix:footnote>No id.</ix:footnote></p>`;
    const doc = normalizeModel(htmlToModel(html));
    const footnote = (id: string, footnoteRole: string | null) => ({ type: 'xbrlFact', attrs: footnoteAttrs(id, footnoteRole) });
    const [first, second, third] = doc.content!;
    expect(first!.content!.map((n) => [n.text, n.marks?.map((m) => m.attrs!.id).sort()])).toEqual([
      ['(a) ', undefined],
      ['Net of taxes of $', ['fn-1']],
      ['6', ['f-132', 'fn-1']],
      [' million', ['fn-1']],
    ]);
    // The standard role is the default: only another role is kept.
    expect(first!.content![1]!.marks).toEqual([footnote('fn-1', null)]);
    expect(second!.content).toEqual([text('and more.', footnote('fn-1', null))]);
    expect(third!.content!.slice(1, 2)).toEqual([text('A note.', footnote('fn-2', 'http://acme.example/role/disclosure'))]);
    // A footnote without an id is given one, as a fact is, so its text keeps its identity.
    expect(third!.content![3]!.marks![0]!.attrs).toMatchObject({ kind: 'footnote', id: 'fact-1' });
    expect(modelToXhtml(doc)).toContain(
      '<span data-ix="footnote" data-ix-id="fn-2" data-ix-footnote-role="http://acme.example/role/disclosure">A note.</span>',
    );
    expect(normalizeModel(htmlToModel(modelToXhtml(doc)))).toEqual(doc);
  });

  it('takes blocks an ix:exclude holds out of the text-block facts around them, splitting each fact there, and keeps excluded words out of an inline fact', () => {
    const html = `<ix:nonNumeric id="note" name="us-gaap:NotesTextBlock" contextRef="c" escape="true">
      <p>1. BASIS</p>
      <ix:nonNumeric id="policy" name="us-gaap:PolicyTextBlock" contextRef="c" escape="true"><p>Policy one.</p>
        <div><ix:exclude><div><p>8</p></div></ix:exclude></div>
        <ix:exclude><hr style="page-break-after:always"/><div><p>Table of Contents</p></div></ix:exclude>
        <p>Policy two.</p></ix:nonNumeric>
      <p>Use of estimates.</p></ix:nonNumeric>
      <p><ix:nonNumeric id="name" name="dei:EntityRegistrantName" contextRef="c">Acme<ix:exclude> (see page 8)</ix:exclude> Corp</ix:nonNumeric></p>`;
    const doc = normalizeModel(htmlToModel(html));
    const outline = (nodes: ModelNode[]): unknown[] =>
      nodes.map((n) =>
        n.type === 'xbrlBlock' ? { [n.attrs!.id as string]: outline(n.content!) } : n.type === 'pageBreak' ? '—' : n.content![0]!.text,
      );
    expect(outline(doc.content!.slice(0, -1))).toEqual([
      { note: ['1. BASIS', { policy: ['Policy one.'] }] },
      '8',
      '—',
      'Table of Contents',
      { note: [{ policy: ['Policy two.'] }, 'Use of estimates.'] },
    ]);
    const name = doc.content!.at(-1)!.content!;
    expect(name.map((n) => [n.text, n.marks?.length ?? 0])).toEqual([
      ['Acme', 1],
      [' (see page 8)', 0],
      [' Corp', 1],
    ]);
    expect(normalizeModel(htmlToModel(modelToXhtml(doc)))).toEqual(doc);
  });

  it('gives pasted facts new ids and leaves comment anchors out when asked', () => {
    const html =
      '<p><span data-comment="t1"><span data-ix="nonNumeric" data-ix-id="f1" data-ix-name="dei:EntityRegistrantName" data-ix-context="c">Acme</span></span></p>';
    const [paragraph] = blocks(html, { comments: false, renewFactIds: true, factIdPrefix: 'p-' });
    expect(paragraph!.content![0]!.marks).toEqual([
      { type: 'xbrlFact', attrs: expect.objectContaining({ id: 'p-1', name: 'dei:EntityRegistrantName' }) },
    ]);
  });
});
