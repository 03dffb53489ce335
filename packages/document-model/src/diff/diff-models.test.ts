import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModelNode } from '../model/model-json.ts';
import { modelArbitrary } from '../testing/model-arbitrary.ts';
import { blockUnits, ContentIds } from './block-units.ts';
import { diffModels, type ModelDiff } from './diff-models.ts';

const p = (value: string): ModelNode => ({ type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: value }] });
const h = (value: string): ModelNode => ({
  type: 'heading',
  attrs: { level: 2, textAlign: null },
  content: [{ type: 'text', text: value }],
});
const row = (...values: string[]): ModelNode => ({
  type: 'tableRow',
  content: values.map((v) => ({ type: 'tableCell', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [p(v)] })),
});
const table = (...rows: ModelNode[]): ModelNode => ({ type: 'table', attrs: { headerRows: 1 }, content: rows });
const doc = (...content: ModelNode[]): ModelNode => ({ type: 'doc', content });

/** The blocks the diff leaves unchanged, paired in order, must be equal, and every block is accounted for once. */
function expectConsistent(a: ModelNode, b: ModelNode, diff: ModelDiff): void {
  const ids = new ContentIds();
  const before = blockUnits(a, ids);
  const after = blockUnits(b, ids);
  const touchedBefore = diff.changes.flatMap((c) => (c.before === null ? [] : [c.before]));
  const touchedAfter = diff.changes.flatMap((c) => (c.after === null ? [] : [c.after]));
  expect(new Set(touchedBefore).size).toBe(touchedBefore.length);
  expect(new Set(touchedAfter).size).toBe(touchedAfter.length);
  const keptBefore = before.map((_, i) => i).filter((i) => !touchedBefore.includes(i));
  const keptAfter = after.map((_, i) => i).filter((i) => !touchedAfter.includes(i));
  expect(keptBefore.length).toBe(diff.summary.unchanged);
  expect(keptAfter.length).toBe(diff.summary.unchanged);
  for (const [k, i] of keptBefore.entries()) expect(before[i]!.id).toBe(after[keptAfter[k]!]!.id);
  for (const change of diff.changes) {
    if (change.kind === 'changed') expect(before[change.before!]!.id).not.toBe(after[change.after!]!.id);
  }
  expect(diff.summary.removed + diff.summary.changed + diff.summary.unchanged).toBe(before.length);
  expect(diff.summary.added + diff.summary.changed + diff.summary.unchanged).toBe(after.length);
}

describe('diffModels', () => {
  it('finds nothing between a topic and itself', () => {
    fc.assert(
      fc.property(modelArbitrary(), (a) => {
        const diff = diffModels(a, structuredClone(a));
        expect(diff.changes).toEqual([]);
        expect(diff.summary.unchanged).toBe(blockUnits(a).length);
      }),
      { numRuns: 150 },
    );
  });

  it('accounts for every block of both versions, unchanged blocks being equal and in order', () => {
    fc.assert(
      fc.property(modelArbitrary(1), modelArbitrary(1), (a, b) => expectConsistent(a, b, diffModels(a, b))),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(modelArbitrary(1), fc.array(fc.nat(), { maxLength: 4 }), (a, cuts) => {
        const b = structuredClone(a);
        for (const cut of cuts) b.content!.splice(cut % (b.content!.length + 1), 1);
        if (b.content!.length === 0) b.content!.push(p('x'));
        expectConsistent(a, b, diffModels(a, b));
      }),
      { numRuns: 200 },
    );
  });

  it('labels changes by heading, paragraph and table row', () => {
    const older = doc(
      h('Revenue'),
      p('One'),
      p('Two'),
      table(row('Item', '2025'), row('Sales', '10'), row('Costs', '4')),
      h('Leases'),
      p('Old'),
    );
    const newer = doc(
      h('Revenue'),
      p('One'),
      p('Two changed'),
      table(row('Item', '2025'), row('Sales', '11'), row('Costs', '4'), row('Net', '7')),
      h('Leases'),
      p('Added'),
      p('Old'),
    );
    const diff = diffModels(older, newer);
    expect(diff.summary).toEqual({ added: 1, removed: 0, changed: 2, unchanged: 4 });
    expect(diff.changes.map((c) => [c.kind, c.label])).toEqual([
      ['changed', 'Paragraph 2 under "Revenue"'],
      ['changed', 'Table 1'],
      ['added', 'Paragraph 1 under "Leases"'],
    ]);
    expect(diff.changes[0]!.excerpt).toEqual({ before: 'Two', after: 'Two changed' });
    expect(diff.changes[1]!.rows!.map((r) => [r.kind, r.label])).toEqual([
      ['changed', 'Table 1, row 2'],
      ['added', 'Table 1, row 4'],
    ]);
    expect(diff.changes[2]!.path).toEqual([5]);
  });

  it('sees a change of a text block’s concept in every block it tags', () => {
    const tagged = (name: string): ModelNode => ({
      type: 'xbrlBlock',
      attrs: { id: 'tb', name, contextRef: 'c', format: null, escape: true },
      content: [p('a'), p('b')],
    });
    const diff = diffModels(doc(tagged('us-gaap:A')), doc(tagged('us-gaap:B')));
    expect(diff.summary).toEqual({ added: 0, removed: 0, changed: 2, unchanged: 0 });
  });
});
