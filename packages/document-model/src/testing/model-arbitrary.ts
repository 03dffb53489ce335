import fc from 'fast-check';
import type { FactAttrs, FactBlockAttrs, ModelMark, ModelNode } from '../model/model-json.ts';
import { footnoteAttrs, MARK, NODE } from '../model/model-json.ts';

/**
 * fast-check arbitraries of valid topics: every node and mark of the schema, nested lists, fact
 * blocks and tables with merged cells and widths, nested facts and overlapping comments, and
 * text full of what breaks writers (markup characters, runs of spaces, tabs, line feeds,
 * non-breaking spaces, astral characters).
 */

const TEXT_PIECES = [
  'a',
  'Revenue',
  '1,234',
  '$',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '<',
  '&',
  '>',
  '"',
  "'",
  'é',
  '€',
  '中',
  '😀',
  ']]>',
  '&amp;',
];

export const textArbitrary = fc.array(fc.constantFrom(...TEXT_PIECES), { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join(''));

export const imageKeys = ['a', 'b', 'c'].map((c) => {
  const hash = c.repeat(64);
  return `sha256/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
});

export const facts: FactAttrs[] = [
  {
    id: 'f1',
    kind: 'nonFraction',
    name: 'us-gaap:Revenues',
    contextRef: 'c2024',
    unitRef: 'usd',
    decimals: '-6',
    scale: '6',
    sign: null,
    format: 'ixt:num-dot-decimal',
    escape: false,
    nil: false,
    footnoteRole: null,
  },
  {
    id: 'f2',
    kind: 'nonNumeric',
    name: 'dei:EntityRegistrantName',
    contextRef: 'c2024',
    unitRef: null,
    decimals: null,
    scale: null,
    sign: null,
    format: null,
    escape: false,
    nil: false,
    footnoteRole: null,
  },
  {
    id: 'f3',
    kind: 'nonFraction',
    name: 'us-gaap:NetIncomeLoss',
    contextRef: 'c2023',
    unitRef: 'usd',
    decimals: 'INF',
    scale: null,
    sign: '-',
    format: null,
    escape: false,
    nil: false,
    footnoteRole: null,
  },
  footnoteAttrs('fn1', 'http://acme.example/role/disclosure'),
];

export const factBlocks: FactBlockAttrs[] = [
  { id: 'tb1', name: 'us-gaap:RevenueFromContractWithCustomerTextBlock', contextRef: 'c2024', format: null, escape: true },
  { id: 'tb2', name: 'us-gaap:LeasesTextBlock', contextRef: 'c2024', format: null, escape: false },
];

const FORMAT_MARKS = [MARK.bold, MARK.italic, MARK.underline, MARK.strike];

function marksArbitrary(allowScripts: boolean): fc.Arbitrary<ModelMark[] | undefined> {
  return fc
    .record({
      format: fc.subarray(FORMAT_MARKS),
      script: allowScripts ? fc.constantFrom(null, MARK.superscript, MARK.subscript) : fc.constant(null),
      link: fc.option(fc.constantFrom('https://www.sec.gov/edgar', 'http://example.com/a?b=1&c=<2>', 'mailto:ir@example.com'), { freq: 4 }),
      facts: fc.subarray(facts, { maxLength: 2 }),
      comments: fc.subarray(['t1', 't-2'], { maxLength: 2 }),
    })
    .map(({ format, script, link, facts: tagged, comments }) => {
      const marks: ModelMark[] = [
        ...tagged.map((attrs) => ({ type: MARK.xbrlFact, attrs: { ...attrs } })),
        ...(link ? [{ type: MARK.link, attrs: { href: link } }] : []),
        ...format.map((type) => ({ type })),
        ...(script ? [{ type: script }] : []),
        ...comments.map((threadId) => ({ type: MARK.comment, attrs: { threadId } })),
      ];
      return marks.length ? marks : undefined;
    });
}

function withMarks(node: ModelNode, marks: ModelMark[] | undefined): ModelNode {
  return marks ? { ...node, marks } : node;
}

const footnoteContent = fc.array(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(textArbitrary, marksArbitrary(false)).map(([text, marks]) => withMarks({ type: NODE.text, text }, marks)),
    },
    { weight: 1, arbitrary: marksArbitrary(false).map((marks) => withMarks({ type: NODE.hardBreak }, marks)) },
  ),
  { maxLength: 4 },
);

export const inlineArbitrary: fc.Arbitrary<ModelNode[]> = fc.array(
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(textArbitrary, marksArbitrary(true)).map(([text, marks]) => withMarks({ type: NODE.text, text }, marks)),
    },
    { weight: 1, arbitrary: marksArbitrary(true).map((marks) => withMarks({ type: NODE.hardBreak }, marks)) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          key: fc.constantFrom(...imageKeys),
          alt: fc.constantFrom('', 'Company logo', 'a "quoted" <alt> & more'),
          width: fc.option(fc.integer({ min: 1, max: 800 })),
          height: fc.option(fc.integer({ min: 1, max: 800 })),
          marks: marksArbitrary(true),
        })
        .map(({ marks, ...attrs }) => withMarks({ type: NODE.image, attrs }, marks)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(footnoteContent, marksArbitrary(false))
        .map(([content, marks]) => withMarks(content.length ? { type: NODE.footnote, content } : { type: NODE.footnote }, marks)),
    },
  ),
  { maxLength: 6 },
);

const alignArbitrary = fc.constantFrom(null, 'left', 'center', 'right', 'justify');

const textblock = (type: string, content: ModelNode[], attrs: Record<string, unknown>): ModelNode =>
  content.length ? { type, attrs, content } : { type, attrs };

const paragraphArbitrary = fc
  .tuple(alignArbitrary, inlineArbitrary)
  .map(([textAlign, content]) => textblock(NODE.paragraph, content, { textAlign }));

function blockArbitrary(depth: number): fc.Arbitrary<ModelNode> {
  const leaves: fc.Arbitrary<ModelNode>[] = [
    paragraphArbitrary,
    fc
      .tuple(fc.integer({ min: 1, max: 6 }), alignArbitrary, inlineArbitrary)
      .map(([level, textAlign, content]) => textblock(NODE.heading, content, { level, textAlign })),
    fc.constant({ type: NODE.pageBreak }),
  ];
  if (depth <= 0) return fc.oneof(...leaves);
  const inner = fc.array(blockArbitrary(depth - 1), { minLength: 1, maxLength: 2 });
  const listItems = fc.array(
    fc.tuple(paragraphArbitrary, fc.array(blockArbitrary(depth - 1), { maxLength: 1 })).map(([first, rest]) => ({
      type: NODE.listItem,
      content: [first, ...rest],
    })),
    { minLength: 1, maxLength: 3 },
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.oneof(...leaves) },
    { weight: 1, arbitrary: listItems.map((content) => ({ type: NODE.bulletList, content })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 0, max: 20 }),
          fc.constantFrom(null, 'decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman'),
          listItems,
        )
        .map(([start, listStyle, content]) => ({ type: NODE.orderedList, attrs: { start, listStyle }, content })),
    },
    { weight: 1, arbitrary: tableArbitrary(inner) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...factBlocks), inner)
        .map(([attrs, content]) => ({ type: NODE.xbrlBlock, attrs: { ...attrs }, content })),
    },
  );
}

function tableArbitrary(cellContent: fc.Arbitrary<ModelNode[]>): fc.Arbitrary<ModelNode> {
  return fc.integer({ min: 1, max: 3 }).chain((rowCount) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: rowCount - 1 }),
        fc.tuple(
          ...Array.from({ length: rowCount }, (_, r) =>
            fc.array(
              fc
                .record({
                  header: fc.boolean(),
                  colspan: fc.integer({ min: 1, max: 2 }),
                  rowspan: fc.integer({ min: 1, max: rowCount - r }),
                  widths: fc.option(fc.array(fc.integer({ min: 20, max: 400 }), { minLength: 2, maxLength: 2 }), { freq: 2 }),
                  content: cellContent,
                })
                .map(({ header, colspan, rowspan, widths, content }) => ({
                  type: header ? NODE.tableHeader : NODE.tableCell,
                  attrs: { colspan, rowspan, colwidth: widths ? widths.slice(0, colspan) : null },
                  content,
                })),
              { minLength: 1, maxLength: 3 },
            ),
          ),
        ),
      )
      .map(([headerRows, rows]) => ({
        type: NODE.table,
        attrs: { headerRows },
        content: rows.map((cells) => ({ type: NODE.tableRow, content: cells })),
      })),
  );
}

/** A topic of 1–5 blocks nested up to `depth` levels (lists, tables, fact blocks). */
export function modelArbitrary(depth = 2): fc.Arbitrary<ModelNode> {
  return fc.array(blockArbitrary(depth), { minLength: 1, maxLength: 5 }).map((content) => ({ type: NODE.doc, content }));
}
