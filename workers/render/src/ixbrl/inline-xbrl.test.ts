import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { XbrlMetadata } from '@ea/contracts/library';
import { htmlToModel, MARK, type ModelNode, NODE } from '@ea/document-model';
import { sharedData } from '@ea/shared-data';
import { readInlineXbrl as readXbrl } from '@ea/xbrl';
import { describe, expect, it } from 'vitest';
import type { RenderDocument } from '../render-document.ts';
import { ixErrorLog } from './error-log.ts';
import { extractFacts, readInlineXbrl } from './extract-facts.ts';
import { inlineXbrl } from './inline-xbrl.ts';
import { metadataOfInlineXbrl } from './metadata-of-inline-xbrl.ts';
import { modelFacts, TAGGED_METADATA, taggedDocument } from './testing/tagged-document.ts';
import { BUNDLED_IXBRL_SCHEMA_DIR, validateInlineXbrl } from './validate-inline-xbrl.ts';

const SHARED_SCHEMAS = fileURLToPath(sharedData('xbrl/schemas/inlinexbrl-1.1'));
// The shared copy has the four top-level files; the bundled set the XHTML and XBRL modules they include.
const SCHEMA_DIRS = [SHARED_SCHEMAS, BUNDLED_IXBRL_SCHEMA_DIR];

/** xmllint (the system libxml2) on the same schema set, offline: a second opinion on the wasm validator. */
function xmllint(xhtml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ixbrl-'));
  try {
    const xmlXsd = path.join(BUNDLED_IXBRL_SCHEMA_DIR, 'xml.xsd');
    writeFileSync(
      path.join(dir, 'catalog.xml'),
      `<?xml version="1.0"?><catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog"><system systemId="http://www.w3.org/2001/xml.xsd" uri="file://${xmlXsd}"/></catalog>`,
    );
    writeFileSync(path.join(dir, 'doc.xhtml'), xhtml);
    const args = [
      '--noout',
      '--nonet',
      '--schema',
      path.join(BUNDLED_IXBRL_SCHEMA_DIR, 'xhtml-inlinexbrl-1_1.xsd'),
      path.join(dir, 'doc.xhtml'),
    ];
    try {
      const output = execFileSync('xmllint', args, {
        env: { ...process.env, XML_CATALOG_FILES: path.join(dir, 'catalog.xml') },
        stdio: 'pipe',
      });
      return { ok: true, output: output.toString() };
    } catch (error) {
      return { ok: false, output: String((error as { stderr?: Buffer }).stderr ?? error) };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fact = (attrs: Record<string, unknown>) => ({
  type: MARK.xbrlFact,
  attrs: { kind: 'nonFraction', unitRef: null, decimals: null, scale: null, sign: null, format: null, escape: false, nil: false, ...attrs },
});
const text = (value: string, ...marks: { type: string; attrs?: Record<string, unknown> }[]): ModelNode =>
  marks.length ? { type: NODE.text, text: value, marks } : { type: NODE.text, text: value };
const paragraph = (...content: ModelNode[]): ModelNode => ({ type: NODE.paragraph, attrs: { textAlign: null }, content });
const topicOf = (id: string, ...blocks: ModelNode[]) => ({ id, model: { type: NODE.doc, content: blocks } });

/** The tagged report's contexts, units and namespaces without its hidden facts. */
const METADATA: XbrlMetadata = { ...TAGGED_METADATA, hiddenFacts: [] };

function documentWith(topics: RenderDocument['topics'], metadata: XbrlMetadata | null = METADATA): RenderDocument {
  return { id: 'd', title: 'T', topics, xbrl: metadata, image: async () => null };
}

describe('inlineXbrl on a tagged quarterly report', () => {
  it('validates against the Inline XBRL 1.1 schema and its facts are the model’s marks, one by one', async () => {
    const doc = taggedDocument();
    const out = await inlineXbrl(doc);
    expect(out.errors).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);

    const extracted = extractFacts(out.xhtml);
    const written = new Map(out.facts.map((f) => [f.id, f]));
    const expected = modelFacts(doc);
    const shown = extracted.filter((f) => !f.hidden);
    expect(shown).toHaveLength(expected.length);
    for (const model of expected) {
      const summary = out.facts.find((f) => f.modelId === model.id && f.topicId === model.topicId)!;
      expect(summary, model.id).toBeDefined();
      const found = extracted.filter((f) => f.id === summary.id);
      expect(found, model.id).toHaveLength(1);
      const { hidden: _h, line: _l, column: _c, escape: _e, id: _i, nil: _n, ...fields } = found[0]!;
      const { topicId: _t, id: _m, nil: _mn, ...want } = model;
      expect(fields, model.id).toEqual(want);
      expect(written.get(summary.id)!.value).toBe(model.value);
    }
    // Spot checks that the comparison above covers what matters.
    const byModel = (id: string) => extracted.find((f) => f.id === out.facts.find((s) => s.modelId === id)!.id)!;
    expect(byModel('rev')).toMatchObject({ value: '1,234.5', scale: '6', decimals: '-5', format: 'ixt:num-dot-decimal', unitRef: 'usd' });
    expect(byModel('nl')).toMatchObject({ sign: '-', value: '56' });
    expect(byModel('eps')).toMatchObject({ unitRef: 'usd-per-share', decimals: '2' });
    expect(byModel('tb').value).toBe(
      'Revenue is recognised when control passes.Product900Services334.5Remaining obligations are immaterial.',
    );
    expect(byModel('mdna').value).toBe('Revenue grew to $1,234.5 million');
    expect(byModel('rn').value).toBe('Acme Corp \u2014 S&P');
  });

  it('writes the hidden facts, the schemaRef and exactly the contexts and units the facts use', async () => {
    const out = await inlineXbrl(taggedDocument());
    const content = readInlineXbrl(out.xhtml);
    expect(content.schemaRefs).toEqual(['acme-20240331.xsd']);
    expect(content.facts.filter((f) => f.hidden).map((f) => [f.id, f.name, f.value, f.unitRef])).toEqual([
      ['h-amend', 'dei:AmendmentFlag', 'false', null],
      [expect.any(String), 'dei:DocumentFiscalYearFocus', '2024', null],
      ['h-float', 'dei:EntityPublicFloat', '5000000', 'usd'],
    ]);
    expect(content.contexts.map((c) => c.id)).toEqual(['c-d', 'c-i', 'c-seg', 'c-typed']);
    const [duration, instant, dimensional, typed] = content.contexts;
    expect(duration).toMatchObject({
      scheme: 'http://www.sec.gov/CIK',
      identifier: '0000123456',
      period: { startDate: '2024-01-01', endDate: '2024-03-31' },
    });
    expect(instant!.period).toEqual({ instant: '2024-03-31' });
    expect(dimensional!.explicitMembers).toEqual([{ dimension: 'us-gaap:StatementBusinessSegmentsAxis', member: 'acme:CloudMember' }]);
    expect(typed!.typedMembers).toEqual([{ dimension: 'acme:LoanAxis', element: 'acme:LoanDomain', value: 'L-17 <&> "x"' }]);
    expect(content.units).toEqual([
      { id: 'usd', numerator: ['iso4217:USD'], denominator: [] },
      { id: 'shares', numerator: ['xbrli:shares'], denominator: [] },
      { id: 'usd-per-share', numerator: ['iso4217:USD'], denominator: ['xbrli:shares'] },
    ]);
  });

  it('writes a nil hidden fact empty and an escaped hidden text block escaped, as an upload’s header gave them', async () => {
    const metadata: XbrlMetadata = {
      ...METADATA,
      hiddenFacts: [
        { id: 'h-nil', kind: 'nonFraction', name: 'dei:EntityPublicFloat', contextRef: 'c-i', unitRef: 'usd', value: '', nil: true },
        { id: 'h-text', name: 'dei:SecurityExchangeName', contextRef: 'c-d', value: 'None', nil: true },
        {
          id: 'h-block',
          name: 'us-gaap:RevenueTextBlock',
          contextRef: 'c-d',
          value:
            '<p>Revenue <b>rose</b> 5&#160;%<script>alert(1)</script></p><p onclick="x()">Net of <a href="javascript:x()">tax</a> &amp; fees.</p>',
          escape: true,
        },
      ],
    };
    const out = await inlineXbrl(documentWith([topicOf('t', paragraph(text('Body')))], metadata));
    expect(out.errors).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    const extracted = readInlineXbrl(out.xhtml).facts;
    expect(extracted.map((f) => [f.id, f.hidden, f.nil, f.escape, f.decimals, f.value])).toEqual([
      ['h-nil', true, true, false, null, ''],
      ['h-text', true, true, false, null, ''],
      ['h-block', true, false, true, null, 'Revenue rose 5\u00a0%Net of tax & fees.'],
    ]);
    // The text block is markup, as it was given, less what the model never holds (a script, a handler, a script link).
    const markup = extracted[2]!.markup!;
    expect(markup).toMatch(/^<p[^>]*>Revenue <b>rose<\/b> 5&#160;%<\/p><p[^>]*>Net of tax &amp; fees.<\/p>$/);
    // Read back, it is the same metadata again: an uploaded filing's hidden text block survives any number of round trips.
    const again = metadataOfInlineXbrl(readInlineXbrl(out.xhtml)).hiddenFacts!.find((f) => f.id === 'h-block')!;
    expect(again.value).toBe(markup);
    const twice = await inlineXbrl(documentWith([topicOf('t', paragraph(text('Body')))], { ...metadata, hiddenFacts: [again] }));
    expect(readInlineXbrl(twice.xhtml).facts[0]!.markup).toBe(markup);
  });

  it('is ASCII, in the XHTML namespace, with the header in a hidden div and the document’s namespaces declared', async () => {
    const out = await inlineXbrl(taggedDocument());
    expect([...out.xhtml].every((c) => c === '\n' || (c >= ' ' && c <= '~'))).toBe(true);
    expect(out.xhtml).toContain('<html xml:lang="en-US" xmlns="http://www.w3.org/1999/xhtml"');
    for (const prefix of ['ix', 'ixt', 'ixt-sec', 'xbrli', 'link', 'xlink', 'iso4217', 'xbrldi', 'us-gaap', 'dei', 'acme'])
      expect(out.xhtml).toContain(` xmlns:${prefix}="`);
    expect(out.xhtml).toContain('<body><div style="display:none"><ix:header>');
    expect(out.xhtml).toContain('<title>Acme Corp &#8212; Form 10-Q &lt;Q1&gt; $&amp; 2024</title>');
  });

  it('passes xmllint --schema on the same schema set too (the bootstrap installs xmllint for the tests)', async () => {
    const out = await inlineXbrl(taggedDocument());
    const result = xmllint(out.xhtml);
    expect(result.output).not.toContain('fails to validate');
    expect(result.ok).toBe(true);
    const broken = xmllint(out.xhtml.replace('<ix:nonFraction id="rev"', '<ix:nonFraction bogus="1" id="rev"'));
    expect(broken.ok).toBe(false);
  });

  it('moves formatting around a numeric fact out of it, and keeps the fact when the model nests it in bold and a link', async () => {
    const doc = documentWith([
      topicOf(
        't1',
        paragraph(
          text('Revenue '),
          text(
            '1,234',
            fact({ id: 'r', name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'usd', decimals: '0', format: 'ixt:num-dot-decimal' }),
            { type: MARK.link, attrs: { href: 'https://example.com/' } },
            { type: MARK.bold },
            { type: MARK.italic },
          ),
          text(' and '),
          text(
            '1,',
            fact({ id: 'p', name: 'us-gaap:Revenues', contextRef: 'c-i', unitRef: 'usd', decimals: '0', format: 'ixt:num-dot-decimal' }),
          ),
          text(
            '000',
            fact({ id: 'p', name: 'us-gaap:Revenues', contextRef: 'c-i', unitRef: 'usd', decimals: '0', format: 'ixt:num-dot-decimal' }),
            { type: MARK.bold },
          ),
        ),
      ),
    ]);
    const out = await inlineXbrl(doc);
    expect(out.errors).toEqual([]);
    expect(out.xhtml).toContain('<a href="https://example.com/"><b><i><ix:nonFraction id="r"');
    // Bold on part of a number cannot be kept inside the element: the digits are.
    expect(out.xhtml).toContain('>1,000</ix:nonFraction>');
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    expect(extractFacts(out.xhtml).map((f) => [f.id, f.value])).toEqual([
      ['r', '1,234'],
      ['p', '1,000'],
    ]);
  });

  it('continues text facts interrupted by another fact, and numbers continuation ids across the whole document', async () => {
    const a = (id: string) => fact({ id, kind: 'nonNumeric', name: 'acme:Policy', contextRef: 'c-d' });
    const b = (id: string) => fact({ id, kind: 'nonNumeric', name: 'acme:Other', contextRef: 'c-d' });
    // Two topics whose facts have the same ids: each topic's chain is its own, every id unique.
    const crossing = (n: string) => paragraph(text('one ', a('x')), text('two ', a('x'), b('y')), text('three', b('y')), text(` (${n})`));
    const doc = documentWith([topicOf('t1', crossing('first')), topicOf('t2', crossing('second'))]);
    const out = await inlineXbrl(doc);
    expect(out.errors).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    const ids = [...out.xhtml.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(out.xhtml).toContain('<ix:continuation');
    const facts = extractFacts(out.xhtml);
    expect(facts.map((f) => [f.name, f.value])).toEqual([
      ['acme:Policy', 'one two '],
      ['acme:Other', 'two three'],
      ['acme:Policy', 'one two '],
      ['acme:Other', 'two three'],
    ]);
    expect(out.facts.map((f) => [f.modelId, f.topicId])).toEqual([
      ['x', 't1'],
      ['y', 't1'],
      ['x', 't2'],
      ['y', 't2'],
    ]);
  });

  it('writes a nil numeric fact empty, what the model shows for it beside the element', async () => {
    const nil = fact({ id: 'n', name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'usd', decimals: '0', nil: true });
    const out = await inlineXbrl(documentWith([topicOf('t', paragraph(text('Revenue: '), text('\u2014', nil)))]));
    expect(out.errors).toEqual([]);
    expect(out.xhtml).toContain('<ix:nonFraction id="n" name="us-gaap:Revenues" contextRef="c-d" unitRef="usd" xsi:nil="true"/>&#8212;');
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    expect(extractFacts(out.xhtml)[0]).toMatchObject({ id: 'n', nil: true, value: '', decimals: null });
  });

  it('writes facts that show nothing (the model’s zero-width text of an uploaded empty fact) as empty elements, the placeholder left out', async () => {
    const nil = fact({ id: 'n', name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'usd', decimals: '0', nil: true });
    const nilText = fact({ id: 'm', kind: 'nonNumeric', name: 'dei:SecurityExchangeName', contextRef: 'c-d', nil: true });
    const empty = fact({ id: 'e', kind: 'nonNumeric', name: 'dei:Security12bTitle', contextRef: 'c-d' });
    const out = await inlineXbrl(
      documentWith([
        topicOf('t', paragraph(text('A '), text('\u200b', nil), text(' B '), text('\u200b', nilText), text(' C '), text('\u200b', empty))),
      ]),
    );
    expect(out.errors).toEqual([]);
    expect(out.xhtml).not.toContain('&#8203;');
    expect(out.xhtml).toContain('<ix:nonNumeric id="e" name="dei:Security12bTitle" contextRef="c-d"></ix:nonNumeric>');
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    expect(extractFacts(out.xhtml).map((f) => [f.id, f.nil, f.value])).toEqual([
      ['n', true, ''],
      ['m', true, ''],
      ['e', false, ''],
    ]);
  });
});

describe('inlineXbrl on a real filing uploaded into the model', () => {
  it('writes Apple’s 10-Q back as valid Inline XBRL with the same facts, the empty nil ones included', async () => {
    const source = readFileSync(sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/aapl-20250329.htm'), 'utf8');
    const original = readInlineXbrl(source);
    const doc = documentWith([{ id: 't', model: htmlToModel(source) }], metadataOfInlineXbrl(original));
    const out = await inlineXbrl(doc);
    expect(out.errors).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    // Whitespace is the upload's to normalise (HTML rules); everything else must come back as it was.
    const key = (f: ReturnType<typeof extractFacts>[number]) =>
      [f.id, f.name, f.contextRef, f.unitRef, f.decimals, f.scale, f.sign, f.format, f.hidden, f.nil, f.value.replace(/\s+/g, '')].join(
        '|',
      );
    const back = new Set(extractFacts(out.xhtml).map(key));
    expect(original.facts.filter((f) => !back.has(key(f)))).toEqual([]);
    expect(original.facts.filter((f) => f.nil)).toHaveLength(2);
    expect(extractFacts(out.xhtml)).toHaveLength(original.facts.length);
    expect(readInlineXbrl(out.xhtml).contexts.length).toBe(original.contexts.length);
  });
});

describe('inlineXbrl on XBRL footnotes', () => {
  const FACT_FOOTNOTE = 'http://www.xbrl.org/2003/arcrole/fact-footnote';
  const note = (id: string, footnoteRole: string | null = null) => ({
    type: MARK.xbrlFact,
    attrs: { ...fact({ id, kind: 'footnote', name: '', contextRef: '' }).attrs, footnoteRole },
  });
  const revenue = fact({
    id: 'rev',
    name: 'us-gaap:Revenues',
    contextRef: 'c-d',
    unitRef: 'usd',
    decimals: '-6',
    scale: '6',
    format: 'ixt:num-dot-decimal',
  });
  const policy = fact({ id: 'pol', kind: 'nonNumeric', name: 'us-gaap:RevenueRecognitionPolicyTextBlock', contextRef: 'c-d' });

  it('writes footnotes (continued across blocks, holding a fact, with their role) and the relationships to them under the ids written', async () => {
    const tax = fact({ id: 'tax', name: 'us-gaap:IncomeTaxExpenseBenefit', contextRef: 'c-d', unitRef: 'usd', decimals: '-6', scale: '6' });
    const doc = documentWith(
      [
        topicOf(
          't',
          paragraph(text('Revenue '), text('1,234', revenue), text(' and policy '), text('as stated', policy)),
          paragraph(text('(1) '), text('Net of taxes of $', note('fn-a')), text('12', note('fn-a'), tax), text(' million;', note('fn-a'))),
          paragraph(text('continued here.', note('fn-a'))),
          paragraph(text('(2) '), text('A disclosure note.', note('fn-b', 'http://acme.example/role/disclosure'))),
        ),
      ],
      {
        ...METADATA,
        relationships: [
          { fromRefs: ['rev', 'tax'], toRefs: ['fn-a'], order: '1' },
          { fromRefs: ['pol'], toRefs: ['fn-b'], arcrole: FACT_FOOTNOTE, linkRole: 'http://www.xbrl.org/2003/role/link' },
        ],
      },
    );
    const out = await inlineXbrl(doc);
    expect(out.errors).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    expect(out.xhtml).toContain('<ix:footnote id="fn-a" continuedAt="fn-a-c1">Net of taxes of $<ix:nonFraction');
    expect(out.xhtml).toContain('<ix:continuation id="fn-a-c1">continued here.</ix:continuation>');
    expect(out.xhtml).toContain(
      '<ix:footnote id="fn-b" footnoteRole="http://acme.example/role/disclosure">A disclosure note.</ix:footnote>',
    );
    expect(out.facts.map((f) => f.id)).toEqual(['rev', 'pol', 'tax']);

    const read = readXbrl(out.xhtml, 'out.htm');
    expect(read.messages).toEqual([]);
    const footnotes = [...read.instance.footnotes.values()].map(({ id, role, content }) => ({
      id,
      role,
      text: content.replace(/<[^>]*>/g, ''),
    }));
    expect(footnotes).toEqual([
      { id: 'fn-a', role: 'http://www.xbrl.org/2003/role/footnote', text: 'Net of taxes of $12 million;continued here.' },
      { id: 'fn-b', role: 'http://acme.example/role/disclosure', text: 'A disclosure note.' },
    ]);
    expect(read.instance.footnoteRelationships.map(({ fromFactId, toId, arcrole }) => [fromFactId, toId, arcrole])).toEqual([
      ['rev', 'fn-a', FACT_FOOTNOTE],
      ['tax', 'fn-a', FACT_FOOTNOTE],
      ['pol', 'fn-b', FACT_FOOTNOTE],
    ]);
  });

  it('leaves out, with a warning each, relationship ends no longer in the document, and a relationship left with no end', async () => {
    const doc = documentWith([topicOf('t', paragraph(text('1,234', revenue), text(' see note', note('fn-a'))))], {
      ...METADATA,
      relationships: [
        { fromRefs: ['rev', 'deleted-fact'], toRefs: ['fn-a', 'deleted-note'] },
        { fromRefs: ['deleted-fact'], toRefs: ['fn-a'] },
        // A fact is not a footnote: the fact-footnote arcrole cannot point at one.
        { fromRefs: ['rev'], toRefs: ['rev'] },
        { fromRefs: ['rev'], toRefs: ['fn-a'], order: 'first' },
      ],
    });
    const out = await inlineXbrl(doc);
    expect(out.errors.every((e) => e.severity === 'warning')).toBe(true);
    expect(out.errors.map((e) => e.message)).toEqual([
      'Relationship 4 has an order that is not a decimal (first) and is left out',
      'Relationship 1 refers to fact deleted-fact, which is not in the document',
      'Relationship 1 refers to footnote deleted-note, which is not in the document',
      'Relationship 2 refers to fact deleted-fact, which is not in the document',
      'Relationship 2 has nothing left at one of its ends and is not written',
      'Relationship 3 refers to footnote rev, which is not in the document',
      'Relationship 3 has nothing left at one of its ends and is not written',
    ]);
    expect([...out.xhtml.matchAll(/<ix:relationship [^>]*\/>/g)].map((m) => m[0])).toEqual([
      '<ix:relationship fromRefs="rev" toRefs="fn-a"/>',
    ]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
  });

  it('writes Oracle’s 10-Q back with its ten footnotes and every fact’s relationship to them', async () => {
    const source = readFileSync(sharedData('filings/ixbrl/orcl-10q-fy2025q1-dfin.htm'), 'utf8');
    const doc = documentWith([{ id: 't', model: htmlToModel(source) }], metadataOfInlineXbrl(readInlineXbrl(source)));
    const out = await inlineXbrl(doc);
    expect(out.errors).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    const original = readXbrl(source, 'orcl.htm').instance;
    const back = readXbrl(out.xhtml, 'out.htm').instance;
    const words = (content: string) =>
      content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const footnotes = (instance: typeof back) =>
      [...instance.footnotes.values()].map(({ id, role, content }) => ({ id, role, words: words(content) }));
    expect(footnotes(back)).toHaveLength(10);
    expect(footnotes(back)).toEqual(footnotes(original));
    const links = (instance: typeof back) =>
      instance.footnoteRelationships
        .map(({ fromFactId, toId, arcrole, linkRole }) => `${fromFactId} ${toId} ${arcrole} ${linkRole}`)
        .sort();
    // Ten relationships of 8, 52, 14, 7, 7, 7, 6, 8, 4 and 2 facts, one footnote each.
    expect(links(original)).toHaveLength(115);
    expect(links(back)).toEqual(links(original));
  });
});

describe('inlineXbrl on what it cannot write', () => {
  it('reports a missing context, a missing unit and an unsupported format with the fact id, writes those facts untagged, and the rest still validates', async () => {
    const doc = documentWith([
      topicOf(
        't',
        paragraph(
          text('5', fact({ id: 'no-context', name: 'us-gaap:Revenues', contextRef: 'c-gone', unitRef: 'usd', decimals: '0' })),
          text(' 6', fact({ id: 'no-unit', name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'eur', decimals: '0' })),
          text(
            ' 7',
            fact({
              id: 'old-format',
              name: 'us-gaap:Revenues',
              contextRef: 'c-d',
              unitRef: 'usd',
              decimals: '0',
              format: 'ixt:numdotdecimal',
            }),
          ),
          text(
            ' 8',
            fact({ id: 'foreign-format', name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'usd', decimals: '0', format: 'my:num' }),
          ),
          text(' yes', fact({ id: 'wrong-prefix', kind: 'nonNumeric', name: 'acme:Flag', contextRef: 'c-d', format: 'ixs:fixed-true' })),
          text(' 9', fact({ id: 'ok', name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'usd', decimals: '0' })),
        ),
      ),
    ]);
    const metadata = {
      ...METADATA,
      namespaces: {
        ...TAGGED_METADATA.namespaces,
        my: 'http://example.com/transforms',
        ixs: 'http://www.sec.gov/inlineXBRL/transformation/2015-08-31',
      },
    };
    const out = await inlineXbrl({ ...doc, xbrl: metadata });
    expect(out.errors.map((e) => [e.code, e.factId])).toEqual([
      ['context-missing', 'no-context'],
      ['unit-missing', 'no-unit'],
      ['format-unsupported', 'old-format'],
      ['format-unsupported', 'foreign-format'],
      ['format-unsupported', 'wrong-prefix'],
    ]);
    expect(out.errors[0]!.message).toContain('c-gone');
    expect(out.errors[2]!.message).toContain('has no transformation numdotdecimal');
    expect(out.errors[3]!.message).toContain('not a transformation registry EDGAR accepts');
    expect(out.errors[4]!.message).toContain('EDGAR requires the prefix ixt-sec');
    expect(out.facts.map((f) => f.modelId)).toEqual(['ok']);
    expect(out.xhtml).toContain('<div><p>5 6 7 8 yes<ix:nonFraction id="ok"');
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
    const log = ixErrorLog('acme.htm', out.errors);
    expect(log.split('\n')[0]).toBe('Inline XBRL acme.htm: 5 errors, 0 warnings');
    expect(log.trimEnd().split('\n')).toHaveLength(6);
    expect(log).toContain('ERROR\tfact no-context\tcontext-missing\tus-gaap:Revenues\t');
  });

  it('refuses numeric facts that are no number: markup inside, split in two, no decimals, a value its format cannot read', async () => {
    const num = (id: string, extra: Record<string, unknown> = {}) =>
      fact({ id, name: 'us-gaap:Revenues', contextRef: 'c-d', unitRef: 'usd', decimals: '0', format: 'ixt:num-dot-decimal', ...extra });
    const doc = documentWith([
      topicOf(
        't',
        paragraph(text('1,2', num('broken')), { type: NODE.hardBreak, marks: [num('broken')] }, text('34', num('broken'))),
        paragraph(
          text('1', num('split')),
          text('x', fact({ id: 'other', kind: 'nonNumeric', name: 'acme:Note', contextRef: 'c-d' })),
          text('2', num('split')),
        ),
        paragraph(text('42', num('no-decimals', { decimals: null }))),
        paragraph(text('$42', num('dollar'))),
        paragraph(text('42', num('bad-scale', { scale: '1e3' }))),
      ),
    ]);
    const out = await inlineXbrl(doc);
    expect(out.errors.map((e) => [e.code, e.factId])).toEqual([
      ['fact-invalid', 'broken'],
      ['fact-invalid', 'split'],
      ['fact-invalid', 'no-decimals'],
      ['fact-value', 'dollar'],
      ['fact-invalid', 'bad-scale'],
    ]);
    expect(out.facts.map((f) => f.modelId)).toEqual(['other']);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
  });

  it('without metadata: every fact is reported, nothing crashes, and the document still validates', async () => {
    const out = await inlineXbrl(taggedDocument(null));
    expect(out.errors.some((e) => e.code === 'metadata' && e.message.includes('schemaRefs'))).toBe(true);
    expect(out.errors.filter((e) => e.code === 'namespace-missing').length).toBeGreaterThan(5);
    expect(out.facts).toEqual([]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
  });
});

describe('inlineXbrl on hostile metadata', () => {
  it('refuses ids, prefixes and URIs that are not what they claim, and escapes every value it writes', async () => {
    const metadata = {
      namespaces: {
        ...TAGGED_METADATA.namespaces,
        'x"><script>': 'http://evil.test/',
        evil: 'http://evil.test/"><script>alert(1)</script>',
        xbrli: 'http://evil.test/instance',
        ixt: 'http://evil.test/transforms',
      },
      entity: { identifier: '0000123456 </xbrli:identifier><script>alert(1)</script>' },
      schemaRefs: ['good.xsd', 'bad"><script>.xsd'],
      contexts: [
        { id: 'c"><script>alert(1)</script>', period: { instant: '2024-03-31' } },
        { id: 'c-ok', period: { instant: '2024-03-31' } },
        { id: 'c-bad-date', period: { instant: '2024-02-30' } },
        { id: 'c-twice', period: { instant: '2024-03-31' } },
        { id: 'c-twice', period: { instant: '2024-06-30' } },
        {
          id: 'c-member',
          period: { instant: '2024-03-31' },
          entity: { segment: { typedMembers: [{ dimension: 'acme:A', element: 'acme:D><script', value: 'v' }] } },
        },
      ],
      units: [
        { id: 'u<1>', measure: 'iso4217:USD' },
        { id: 'usd', measure: 'iso4217:USD"/><script>' },
        { id: 'sh', measure: 'xbrli:shares' },
      ],
    } as unknown as XbrlMetadata;
    const num = (id: string, contextRef: string, unitRef = 'usd') =>
      fact({ id, name: 'us-gaap:Revenues', contextRef, unitRef, decimals: '0' });
    const doc = documentWith(
      [
        topicOf(
          't',
          paragraph(
            text('1', num('f1', 'c"><script>alert(1)</script>')),
            text(' 2', num('f2', 'c-ok')),
            text(' 3', num('f3', 'c-bad-date')),
            text(' 4', num('f4', 'c-twice')),
            text(' 5', num('f5', 'c-member')),
            text(' 6', num('f6', 'c-ok', 'u<1>')),
            text(' 7', fact({ id: 'f7"<>', kind: 'nonNumeric', name: 'evil:Thing', contextRef: 'c-ok' })),
            text(' 8', num('f8', 'c-ok', 'sh')),
          ),
        ),
      ],
      metadata,
    );
    const out = await inlineXbrl(doc);
    expect(out.xhtml).not.toContain('<script');
    expect(out.xhtml).not.toContain('evil.test/instance');
    expect(out.xhtml).toContain(
      '<xbrli:identifier scheme="http://www.sec.gov/CIK">0000123456 &lt;/xbrli:identifier&gt;&lt;script&gt;alert(1)&lt;/script&gt;</xbrli:identifier>',
    );
    expect(out.errors.filter((e) => e.severity === 'error').map((e) => [e.code, e.factId ?? null])).toEqual([
      ['metadata', null],
      ['context-missing', 'f1'],
      ['unit-missing', 'f1'],
      ['unit-missing', 'f2'],
      ['context-missing', 'f3'],
      ['unit-missing', 'f3'],
      ['context-missing', 'f4'],
      ['unit-missing', 'f4'],
      ['context-missing', 'f5'],
      ['unit-missing', 'f5'],
      ['unit-missing', 'f6'],
      ['namespace-missing', 'f7"<>'],
    ]);
    // Messages carry the hostile text as text, bounded; the log keeps one line per problem.
    const log = ixErrorLog('x.htm', out.errors);
    expect(log.trimEnd().split('\n')).toHaveLength(out.errors.length + 1);
    expect(out.errors.every((e) => e.message.length < 400)).toBe(true);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);
  });

  it('refuses metadata with more contexts than an output can carry at once, and writes only the contexts used out of many', async () => {
    const many = (n: number) =>
      ({
        ...METADATA,
        contexts: Array.from({ length: n }, (_, i) => ({ id: `c-${i}`, period: { instant: '2024-03-31' } })),
      }) as XbrlMetadata;
    const doc = (metadata: XbrlMetadata) =>
      documentWith(
        [topicOf('t', paragraph(text('1', fact({ id: 'f', name: 'us-gaap:Revenues', contextRef: 'c-7', unitRef: 'usd', decimals: '0' }))))],
        metadata,
      );

    const started = Date.now();
    const refused = await inlineXbrl(doc(many(200_000)));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(refused.errors[0]).toMatchObject({ code: 'metadata', message: expect.stringContaining('200000 contexts') });
    expect(refused.facts).toEqual([]);

    const out = await inlineXbrl(doc(many(20_000)));
    expect(out.errors).toEqual([]);
    expect(readInlineXbrl(out.xhtml).contexts.map((c) => c.id)).toEqual(['c-7']);
  });

  it('leaves out relationships whose ids, roles or order are not what they claim, writes the rest escaped, and refuses too many whole', async () => {
    const revenue = fact({
      id: 'rev',
      name: 'us-gaap:Revenues',
      contextRef: 'c-d',
      unitRef: 'usd',
      decimals: '0',
      format: 'ixt:num-dot-decimal',
    });
    const note = {
      type: MARK.xbrlFact,
      attrs: { ...fact({ id: 'fn', kind: 'footnote', name: '', contextRef: '' }).attrs, footnoteRole: null },
    };
    const topics = [topicOf('t', paragraph(text('1,234', revenue), text(' see note', note)))];
    const relationships = [
      { fromRefs: ['rev"><script>alert(1)</script>'], toRefs: ['fn'] },
      { fromRefs: ['rev'], toRefs: ['fn'], arcrole: 'http://evil.test/"><script>' },
      { fromRefs: ['rev'], toRefs: ['fn'], order: '1e999999' },
      { fromRefs: [], toRefs: ['fn'] },
      { fromRefs: ['rev'], toRefs: ['fn'], linkRole: 'http://acme.example/role/a&b' },
    ];
    const out = await inlineXbrl(documentWith(topics, { ...METADATA, relationships } as unknown as XbrlMetadata));
    expect(out.errors.map((e) => [e.severity, e.message])).toEqual([
      ['warning', 'Relationship 1 has an id that is not an XML name and is left out'],
      ['warning', 'Relationship 2 has a role that is not a URI and is left out'],
      ['warning', 'Relationship 3 has an order that is not a decimal (1e999999) and is left out'],
      ['warning', 'Relationship 4 needs both fromRefs and toRefs and is left out'],
    ]);
    expect(out.xhtml).not.toContain('<script');
    expect([...out.xhtml.matchAll(/<ix:relationship [^>]*\/>/g)].map((m) => m[0])).toEqual([
      '<ix:relationship fromRefs="rev" linkRole="http://acme.example/role/a&amp;b" toRefs="fn"/>',
    ]);
    expect(await validateInlineXbrl(out.xhtml, SCHEMA_DIRS)).toEqual([]);

    const flood = Array.from({ length: 20_001 }, () => ({ fromRefs: ['rev'], toRefs: ['fn'] }));
    const refused = await inlineXbrl(documentWith(topics, { ...METADATA, relationships: flood }));
    expect(refused.errors[0]).toMatchObject({ code: 'metadata', message: expect.stringContaining('20001 relationships') });
    expect(refused.facts).toEqual([]);
  });
});
