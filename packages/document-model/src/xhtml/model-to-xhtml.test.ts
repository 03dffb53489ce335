import { describe, expect, it } from 'vitest';
import { htmlToModel } from '../html/html-to-model.ts';
import type { FactAttrs, ModelNode } from '../model/model-json.ts';
import { normalizeModel } from '../model/normalize-model.ts';
import { facts, imageKeys } from '../testing/model-arbitrary.ts';
import { modelToText } from '../text/model-to-text.ts';
import { modelToXhtml } from './model-to-xhtml.ts';
import { xhtmlDocument } from './xhtml-document.ts';

const doc = (...content: ModelNode[]): ModelNode => ({ type: 'doc', content });
const p = (...content: ModelNode[]): ModelNode => ({ type: 'paragraph', attrs: { textAlign: null }, content });
const text = (value: string, ...marks: { type: string; attrs?: Record<string, unknown> }[]): ModelNode =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const fact = (attrs: FactAttrs) => ({ type: 'xbrlFact', attrs: { ...attrs } });
const cell = (type: string, attrs: Record<string, unknown>, value: string): ModelNode => ({
  type,
  attrs: { colspan: 1, rowspan: 1, colwidth: null, ...attrs },
  content: [p(text(value))],
});

const roundTrips: [string, ModelNode, string][] = [
  [
    'heading with alignment',
    doc({ type: 'heading', attrs: { level: 3, textAlign: 'center' }, content: [text('Note 3')] }),
    '<h3 style="text-align:center">Note 3</h3>',
  ],
  [
    'every format mark',
    doc(
      p(
        text('b', { type: 'bold' }),
        text('i', { type: 'italic' }),
        text('u', { type: 'underline' }),
        text('s', { type: 'strike' }),
        text('2', { type: 'superscript' }),
        text('n', { type: 'subscript' }),
      ),
    ),
    '<p><b>b</b><i>i</i><span style="text-decoration:underline">u</span><span style="text-decoration:line-through">s</span><sup>2</sup><sub>n</sub></p>',
  ],
  [
    'link',
    doc(p(text('SEC', { type: 'link', attrs: { href: 'https://www.sec.gov/?a=1&b=2' } }))),
    '<p><a href="https://www.sec.gov/?a=1&amp;b=2">SEC</a></p>',
  ],
  [
    'hard break and preserved spaces',
    doc(p(text(' a  b'), { type: 'hardBreak' }, text('c'))),
    '<p style="white-space:pre-wrap"> a  b<br/>c</p>',
  ],
  [
    'lists',
    doc({
      type: 'orderedList',
      attrs: { start: 4, listStyle: 'lower-roman' },
      content: [
        { type: 'listItem', content: [p(text('x')), { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('y'))] }] }] },
      ],
    }),
    '<ol style="list-style-type:lower-roman;counter-reset:list-item 3"><li><p>x</p><ul><li><p>y</p></li></ul></li></ol>',
  ],
  [
    'page break',
    doc(p(text('a')), { type: 'pageBreak' }, p(text('b'))),
    '<p>a</p><div class="page-break" style="page-break-after:always;break-after:page"></div><p>b</p>',
  ],
  [
    'image',
    doc(p({ type: 'image', attrs: { key: imageKeys[0], alt: 'Logo "A"', width: 120, height: null } })),
    `<p><img src="${imageKeys[0]}" alt="Logo &quot;A&quot;" width="120" data-key="${imageKeys[0]}"/></p>`,
  ],
  [
    'footnotes, numbered in order',
    doc(p(text('a'), { type: 'footnote', content: [text('First.')] }, text('b'), { type: 'footnote', content: [text('Second.')] })),
    '<p>a<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>b<sup class="footnote-ref"><a href="#fn-2" id="fnref-2">2</a></sup></p><div class="footnotes"><ol><li id="fn-1">First.</li><li id="fn-2">Second.</li></ol></div>',
  ],
  [
    'comment anchors, overlapping',
    doc(
      p(
        text('a', { type: 'comment', attrs: { threadId: 't1' } }),
        text('b', { type: 'comment', attrs: { threadId: 't1' } }, { type: 'comment', attrs: { threadId: 't2' } }),
      ),
    ),
    '<p><span data-comment="t1">a<span data-comment="t2">b</span></span></p>',
  ],
  [
    'fact inside formatting',
    doc(p(text('$', fact(facts[0]!)), text('1,234', fact(facts[0]!), { type: 'bold' }))),
    '<p><span data-ix="nonFraction" data-ix-id="f1" data-ix-name="us-gaap:Revenues" data-ix-context="c2024" data-ix-unit="usd" data-ix-decimals="-6" data-ix-scale="6" data-ix-format="ixt:num-dot-decimal">$<b>1,234</b></span></p>',
  ],
  [
    'text-block fact',
    doc({
      type: 'xbrlBlock',
      attrs: { id: 'tb1', name: 'us-gaap:LeasesTextBlock', contextRef: 'c', format: null, escape: true },
      content: [p(text('Leases'))],
    }),
    '<div data-ix="nonNumeric" data-ix-id="tb1" data-ix-name="us-gaap:LeasesTextBlock" data-ix-context="c" data-ix-escape="true"><p>Leases</p></div>',
  ],
  [
    'table with header row, merged cells and widths',
    doc({
      type: 'table',
      attrs: { headerRows: 1 },
      content: [
        { type: 'tableRow', content: [cell('tableHeader', { colspan: 2, colwidth: [200, 100] }, 'Head')] },
        { type: 'tableRow', content: [cell('tableCell', { rowspan: 2 }, 'a'), cell('tableCell', {}, 'b')] },
        { type: 'tableRow', content: [cell('tableCell', {}, 'c')] },
      ],
    }),
    '<table data-header-rows="1"><colgroup><col style="width:200px"/><col style="width:100px"/></colgroup><thead><tr><th colspan="2" data-colwidth="200,100"><p>Head</p></th></tr></thead><tbody><tr><td rowspan="2"><p>a</p></td><td><p>b</p></td></tr><tr><td><p>c</p></td></tr></tbody></table>',
  ],
];

describe('modelToXhtml', () => {
  it.each(roundTrips)('writes %s and reads it back', (_name, model, xhtml) => {
    expect(modelToXhtml(model)).toBe(xhtml);
    expect(htmlToModel(xhtml)).toEqual(normalizeModel(model));
  });

  it('gives the fact writer every fragment of a fact with its index and count (continuations)', () => {
    const textBlock = { id: 'tb1', name: 'us-gaap:LeasesTextBlock', contextRef: 'c', format: null, escape: true };
    const model = doc(
      { type: 'xbrlBlock', attrs: textBlock, content: [p(text('Part one'))] },
      p(text('Not tagged ('), text('12', fact(facts[2]!)), text(')')),
      { type: 'xbrlBlock', attrs: textBlock, content: [p(text('Part two'))] },
    );
    const seen: string[] = [];
    const xhtml = modelToXhtml(model, {
      modelAttributes: false,
      renderFact: ({ attrs, block, index, count }) => {
        seen.push(`${attrs.id} ${block ? 'block' : 'inline'} ${index + 1}/${count}`);
        const id = attrs.id;
        if (index > 0) return { open: `<ix:continuation id="${id}-${index}">`, close: '</ix:continuation>' };
        const next = count > 1 ? ` continuedAt="${id}-1"` : '';
        return block
          ? { open: `<ix:nonNumeric name="${attrs.name}"${next}>`, close: '</ix:nonNumeric>' }
          : { open: `<ix:nonFraction name="${attrs.name}">`, close: '</ix:nonFraction>' };
      },
    });
    expect(seen).toEqual(['tb1 block 1/2', 'f3 inline 1/1', 'tb1 block 2/2']);
    expect(xhtml).toBe(
      '<ix:nonNumeric name="us-gaap:LeasesTextBlock" continuedAt="tb1-1"><p>Part one</p></ix:nonNumeric><p>Not tagged (<ix:nonFraction name="us-gaap:NetIncomeLoss">12</ix:nonFraction>)</p><ix:continuation id="tb1-1"><p>Part two</p></ix:continuation>',
    );
  });

  it('publishing form: no model-only attributes, comments dropped, images from their output file, numbering run on, ASCII only', () => {
    const model = doc(
      p(text('Caf\u00e9 \u20ac', { type: 'comment', attrs: { threadId: 't1' } }, fact(facts[1]!)), {
        type: 'footnote',
        content: [text('Note')],
      }),
      p({ type: 'image', attrs: { key: imageKeys[1], alt: '', width: null, height: null } }),
    );
    const xhtml = modelToXhtml(model, {
      modelAttributes: false,
      imageSrc: (key) => `img-${key.slice(-4)}.jpg`,
      footnoteStart: 7,
      asciiOnly: true,
    });
    expect(xhtml).toBe(
      '<p>Caf&#233; &#8364;<sup class="footnote-ref"><a href="#fn-7" id="fnref-7">7</a></sup></p><p><img src="img-bbbb.jpg" alt=""/></p><div class="footnotes"><ol style="counter-reset:list-item 6"><li id="fn-7">Note</li></ol></div>',
    );
  });

  it('writes no link whose href the rules refuse and no image without a stored key, even from a stored model', () => {
    const model = doc(
      p(text('x', { type: 'link', attrs: { href: 'javascript:alert(1)' } }), {
        type: 'image',
        attrs: { key: 'https://evil.example/a.png', alt: '', width: null, height: null },
      }),
    );
    expect(modelToXhtml(model)).toBe('<p>x</p>');
  });

  it('wraps topics in a namespace-correct XHTML document', () => {
    expect(xhtmlDocument({ title: 'Q1 <10-Q>', body: '<p>x</p>', namespaces: { ix: 'http://www.xbrl.org/2013/inlineXBRL' } })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/><title>Q1 &lt;10-Q&gt;</title></head><body><p>x</p></body></html>',
    );
    expect(() => xhtmlDocument({ body: '', namespaces: { 'bad prefix': 'x' } })).toThrow();
  });
});

describe('modelToText', () => {
  it('gives one line per block and table row, cells by tabs, footnotes after the topic', () => {
    const model = doc(
      { type: 'heading', attrs: { level: 1, textAlign: null }, content: [text('Revenue')] },
      p(text('Sales grew'), { type: 'footnote', content: [text('Net.')] }, text('.')),
      {
        type: 'table',
        attrs: { headerRows: 0 },
        content: [{ type: 'tableRow', content: [cell('tableCell', {}, 'Q1'), cell('tableCell', {}, '95,359')] }],
      },
    );
    expect(modelToText(model)).toBe('Revenue\nSales grew[1].\nQ1\t95,359\n\n[1] Net.');
  });
});
