import type { XbrlMetadata } from '@ea/contracts/library';
import { htmlToModel, MARK, type ModelNode, NODE } from '@ea/document-model';
import type { RenderDocument } from '../../render-document.ts';

/**
 * A tagged quarterly report the way the library holds one after an Inline XBRL upload (its
 * topics read by `htmlToModel` from ix-tagged HTML), with XBRL metadata covering every kind of
 * context and unit: numeric facts with scale, sign, decimals and formats, text facts, a text block
 * continued across blocks, nested facts, facts in a table, a fact whose id is a footnote's.
 */
export const TAGGED_METADATA = {
  namespaces: {
    'us-gaap': 'http://fasb.org/us-gaap/2024',
    dei: 'http://xbrl.sec.gov/dei/2024',
    acme: 'http://acme.example/20240331',
  },
  entity: { scheme: 'http://www.sec.gov/CIK', identifier: '0000123456' },
  schemaRefs: ['acme-20240331.xsd'],
  contexts: [
    { id: 'c-d', period: { startDate: '2024-01-01', endDate: '2024-03-31' } },
    { id: 'c-i', period: { instant: '2024-03-31' } },
    {
      id: 'c-seg',
      period: { startDate: '2024-01-01', endDate: '2024-03-31' },
      entity: { segment: { explicitMembers: [{ dimension: 'us-gaap:StatementBusinessSegmentsAxis', member: 'acme:CloudMember' }] } },
    },
    {
      id: 'c-typed',
      period: { instant: '2024-03-31' },
      entity: {
        identifier: '0000123456',
        segment: { typedMembers: [{ dimension: 'acme:LoanAxis', element: 'acme:LoanDomain', value: 'L-17 <&> "x"' }] },
      },
    },
    { id: 'c-unused', period: { forever: true } },
  ],
  units: [
    { id: 'usd', measures: ['iso4217:USD'] },
    { id: 'shares', measure: 'xbrli:shares' },
    { id: 'usd-per-share', numerator: ['iso4217:USD'], denominator: ['xbrli:shares'] },
  ],
  hiddenFacts: [
    { id: 'h-amend', name: 'dei:AmendmentFlag', contextRef: 'c-d', value: 'false' },
    { name: 'dei:DocumentFiscalYearFocus', contextRef: 'c-d', value: '2024' },
    {
      id: 'h-float',
      kind: 'nonFraction',
      name: 'dei:EntityPublicFloat',
      contextRef: 'c-i',
      unitRef: 'usd',
      decimals: '-6',
      value: '5000000',
    },
  ],
} satisfies XbrlMetadata;

const COVER = `
<h1>FORM <ix:nonNumeric id="dt" name="dei:DocumentType" contextRef="c-d">10-Q</ix:nonNumeric></h1>
<p><ix:nonNumeric id="rn" name="dei:EntityRegistrantName" contextRef="c-d">Acme <b>Corp</b> &#8212; S&amp;P</ix:nonNumeric>
 (CIK <ix:nonNumeric id="cik" name="dei:EntityCentralIndexKey" contextRef="c-d">0000123456</ix:nonNumeric>)</p>
<p>For the quarter ended <ix:nonNumeric id="pe" name="dei:DocumentPeriodEndDate" contextRef="c-d" format="ixt:date-monthname-day-year-en">March 31, 2024</ix:nonNumeric>.
 Shares outstanding: <ix:nonFraction id="so" name="dei:EntityCommonStockSharesOutstanding" contextRef="c-i" unitRef="shares" decimals="INF" format="ixt:num-dot-decimal">1,000,000</ix:nonFraction>.
 Exchange: <ix:nonNumeric id="ex" name="dei:SecurityExchangeName" contextRef="c-d" format="ixt-sec:exchnameen">Nasdaq Global Select Market</ix:nonNumeric>.</p>`;

const STATEMENTS = `
<h2>Statements of operations</h2>
<table>
<thead><tr><th>(in millions, except per share)</th><th>Q1 2024</th></tr></thead>
<tbody>
<tr><td>Revenue</td><td>$ <b><ix:nonFraction id="rev" name="us-gaap:Revenues" contextRef="c-d" unitRef="usd" decimals="-5" scale="6" format="ixt:num-dot-decimal">1,234.5</ix:nonFraction></b></td></tr>
<tr><td>Cloud segment</td><td><ix:nonFraction id="seg" name="us-gaap:Revenues" contextRef="c-seg" unitRef="usd" decimals="-6" scale="6" format="ixt:num-dot-decimal"><ix:nonFraction id="cloud" name="acme:CloudRevenue" contextRef="c-d" unitRef="usd" decimals="-6" scale="6" format="ixt:num-dot-decimal">300</ix:nonFraction></ix:nonFraction></td></tr>
<tr><td>Net loss</td><td>(<ix:nonFraction id="nl" name="us-gaap:NetIncomeLoss" contextRef="c-d" unitRef="usd" decimals="-6" scale="6" sign="-" format="ixt:num-dot-decimal">56</ix:nonFraction>)</td></tr>
<tr><td>Loss per share</td><td>(<ix:nonFraction id="eps" name="us-gaap:EarningsPerShareBasic" contextRef="c-d" unitRef="usd-per-share" decimals="2" sign="-">0.12</ix:nonFraction>)</td></tr>
<tr><td>Impairment</td><td><ix:nonFraction id="imp" name="us-gaap:GoodwillImpairmentLoss" contextRef="c-d" unitRef="usd" decimals="-6" scale="6" format="ixt:fixed-zero">&#8212;</ix:nonFraction></td></tr>
<tr><td>Loan L-17</td><td><ix:nonFraction id="loan" name="acme:LoanBalance" contextRef="c-typed" unitRef="usd" decimals="0">250000</ix:nonFraction></td></tr>
</tbody>
</table>
<p><ix:nonNumeric id="mdna" name="acme:RevenueNarrative" contextRef="c-d">Revenue grew to $<ix:nonFraction id="rev2" name="acme:RevenueMentioned" contextRef="c-d" unitRef="usd" decimals="-5" scale="6" format="ixt:num-dot-decimal">1,234.5</ix:nonFraction> million</ix:nonNumeric> in the quarter.</p>`;

const NOTE = `
<h2>Note 1 &#8212; Revenue</h2>
<ix:nonNumeric id="tb" name="us-gaap:RevenueFromContractWithCustomerTextBlock" contextRef="c-d" escape="true" continuedAt="tb-2">
<p>Revenue is recognised when control passes.</p>
<table><tr><td>Product</td><td>900</td></tr><tr><td>Services</td><td>334.5</td></tr></table>
</ix:nonNumeric>
<p>This paragraph is not part of the note.</p>
<ix:continuation id="tb-2"><p>Remaining obligations are <i>immaterial</i>.</p></ix:continuation>
<p>A remark with a footnote.</p>
<p>Dividends declared: <ix:nonNumeric id="fn-1" name="acme:DividendPolicy" contextRef="c-d">none</ix:nonNumeric>.</p>`;

function topic(n: number, html: string): { id: string; model: ModelNode } {
  return { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, model: htmlToModel(`<html><body>${html}</body></html>`) };
}

/** A footnote in the note's remark, so the document has footnote ids (fn-1, fnref-1) a fact id may collide with. */
function withFootnote(model: ModelNode): ModelNode {
  const content = model.content!.map((block) => {
    const first = block.content?.[0];
    if (block.type !== NODE.paragraph || first?.type !== NODE.text || !first.text?.startsWith('A remark')) return block;
    return {
      ...block,
      content: [
        { type: NODE.text, text: 'A remark with a footnote.' },
        { type: NODE.footnote, content: [{ type: NODE.text, text: 'Unaudited.' }] },
      ],
    };
  });
  return { ...model, content };
}

export function taggedDocument(metadata: XbrlMetadata | null = TAGGED_METADATA): RenderDocument {
  const note = topic(3, NOTE);
  return {
    id: '00000000-0000-4000-8000-0000000000ab',
    title: 'Acme Corp — Form 10-Q <Q1> $& 2024',
    topics: [topic(1, COVER), topic(2, STATEMENTS), { ...note, model: withFootnote(note.model) }],
    xbrl: metadata,
    image: async () => null,
  };
}

/** A fact as the model holds it: its attributes and the text it covers (every fragment's, in order). */
export interface ModelFact {
  topicId: string;
  id: string;
  kind: 'nonFraction' | 'nonNumeric';
  name: string;
  contextRef: string;
  unitRef: string | null;
  decimals: string | null;
  scale: string | null;
  sign: string | null;
  format: string | null;
  nil: boolean;
  value: string;
}

/** Every fact of the model, read straight from the marks and text-block nodes (independently of the writer). */
export function modelFacts(doc: RenderDocument): ModelFact[] {
  const facts: ModelFact[] = [];
  for (const t of doc.topics) {
    const byId = new Map<string, ModelFact>();
    const factOf = (attrs: Record<string, unknown>, block: boolean) => {
      const id = attrs.id as string;
      let fact = byId.get(id);
      if (!fact) {
        const kind = block ? 'nonNumeric' : (attrs.kind as ModelFact['kind']);
        fact = {
          topicId: t.id,
          id,
          kind,
          name: attrs.name as string,
          contextRef: attrs.contextRef as string,
          unitRef: (attrs.unitRef as string | null) ?? null,
          decimals: (attrs.decimals as string | null) ?? null,
          scale: (attrs.scale as string | null) ?? null,
          sign: (attrs.sign as string | null) ?? null,
          format: (attrs.format as string | null) ?? null,
          nil: attrs.nil === true,
          value: '',
        };
        byId.set(id, fact);
        facts.push(fact);
      }
      return fact;
    };
    const visit = (node: ModelNode, blocks: ModelFact[]) => {
      const inside = node.type === NODE.xbrlBlock ? [...blocks, factOf(node.attrs!, true)] : blocks;
      if (node.type === NODE.text) {
        const marks = (node.marks ?? []).filter((m) => m.type === MARK.xbrlFact).map((m) => factOf(m.attrs!, false));
        for (const fact of [...inside, ...marks]) if (!fact.nil) fact.value += node.text!;
      }
      // A footnote's reference number is inside the fact that covers it; its note is not.
      if (node.type === NODE.footnote) return;
      for (const child of node.content ?? []) visit(child, inside);
    };
    visit(t.model, []);
  }
  return facts;
}
