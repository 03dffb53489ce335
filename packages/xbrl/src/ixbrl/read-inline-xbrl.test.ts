import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { readInstance } from '../instance/read-instance.ts';
import type { Context, Fact, QName, Unit } from '../model/instance.ts';
import { readInlineXbrl } from './read-inline-xbrl.ts';

const AAPL = 'xbrl/samples/aapl-10q-0000320193-25-000057/';

const name = (q: QName) => `{${q.namespace}}${q.localName}`;

/** A decimal as a canonical string, independently of the reader's own arithmetic: via BigInt and a point position. */
function canonicalDecimal(text: string): string {
  const [, sign, whole, fraction = ''] = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/.exec(text.trim())!;
  const digits = BigInt(`${whole}${fraction}` || '0');
  if (digits === 0n) return '0';
  let scaled = digits.toString().padStart(fraction.length + 1, '0');
  scaled = `${scaled.slice(0, scaled.length - fraction.length)}.${scaled.slice(scaled.length - fraction.length)}`;
  return `${sign === '-' ? '-' : ''}${scaled.replace(/\.?0*$/, '')}`;
}

/** The text of markup: tags dropped, the XML entities decoded, whitespace collapsed. */
function textContent(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|apos|amp|#[0-9]+|#x[0-9a-fA-F]+);/g, (_, entity: string) =>
      entity.startsWith('#x')
        ? String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
        : entity.startsWith('#')
          ? String.fromCodePoint(Number(entity.slice(1)))
          : ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[entity]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const contextShape = (c: Context) => ({
  entity: c.entity,
  period: c.period,
  // Dimension members are a set: their order in the segment carries no meaning.
  dimensions: c.dimensions
    .map((d) => ({ ...d, dimension: name(d.dimension), ...(d.kind === 'explicit' ? { member: name(d.member) } : {}) }))
    .sort((a, b) => (a.dimension < b.dimension ? -1 : 1)),
  otherSegment: c.otherSegment,
  otherScenario: c.otherScenario,
});
const unitShape = (u: Unit) => ({ numerator: u.numerator.map(name), denominator: u.denominator.map(name) });
const factShape = (f: Fact) => ({
  concept: name(f.concept),
  kind: f.kind,
  contextRef: f.contextRef,
  unitRef: f.unitRef,
  decimals: f.decimals,
  value: f.value === null ? null : f.kind === 'numeric' ? canonicalDecimal(f.value) : textContent(f.value),
});

describe('readInlineXbrl on an Apple 10-Q', () => {
  const html = readFileSync(sharedData(`${AAPL}aapl-20250329.htm`));
  const { instance, messages } = readInlineXbrl(html, 'aapl-20250329.htm');
  const oracle = readInstance(readFileSync(sharedData(`${AAPL}aapl-20250329_htm.xml`)), 'aapl-20250329_htm.xml');

  it('reads 674 numeric and 86 non-numeric facts without a message', () => {
    expect(messages).toEqual([]);
    expect(instance.facts.filter((f) => f.kind === 'numeric')).toHaveLength(674);
    expect(instance.facts.filter((f) => f.kind === 'nonNumeric')).toHaveLength(86);
    expect(instance.schemaRefs).toEqual(['aapl-20250329.xsd']);
  });

  it('gives the contexts and units of the SEC-extracted instance', () => {
    expect(oracle.messages).toEqual([]);
    expect([...instance.contexts.keys()].sort()).toEqual([...oracle.instance.contexts.keys()].sort());
    for (const [id, context] of oracle.instance.contexts)
      expect(contextShape(instance.contexts.get(id)!), id).toEqual(contextShape(context));
    expect([...instance.units.keys()].sort()).toEqual([...oracle.instance.units.keys()].sort());
    for (const [id, unit] of oracle.instance.units) expect(unitShape(instance.units.get(id)!), id).toEqual(unitShape(unit));
  });

  it('gives every fact of the SEC-extracted instance, with the same value', () => {
    const ours = new Map(instance.facts.map((f) => [f.id, f]));
    expect([...ours.keys()].sort()).toEqual(oracle.instance.facts.map((f) => f.id).sort());
    for (const expected of oracle.instance.facts) {
      expect(factShape(ours.get(expected.id)!), expected.id).toEqual(factShape(expected));
    }
  });

  it('keeps how facts were written', () => {
    const scaled = instance.facts.find((f) => f.inline?.sign === '-' && f.inline.scale === 6 && f.inline.format)!;
    expect(scaled.inline!.format).toEqual({
      namespace: 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12',
      localName: 'num-dot-decimal',
      prefix: 'ixt',
    });
    expect(scaled.value).toBe(`-${canonicalDecimal(`${scaled.inline!.displayValue.replace(/,/g, '')}000000`)}`);
    expect(instance.facts.filter((f) => f.inline?.continuations)).toHaveLength(
      new Set(instance.facts.flatMap((f) => f.inline?.continuations?.[0] ?? [])).size,
    );
    expect(instance.facts.filter((f) => f.inline?.continuations).flatMap((f) => f.inline!.continuations!)).toHaveLength(13);
    expect(instance.facts.filter((f) => f.inline?.hidden).length).toBeGreaterThan(0);
    expect(instance.facts.filter((f) => f.inline?.escape)).toHaveLength(23);
  });
});

describe('readInlineXbrl on small EDGAR documents', () => {
  const read = (file: string) => readInlineXbrl(readFileSync(sharedData(`xbrl/samples/small-ixbrl/${file}`)), file);

  it('reads NextPoint.8K.html without a message', () => {
    const { instance, messages } = read('NextPoint.8K.html');
    expect(messages).toEqual([]);
    expect(instance.facts.filter((f) => f.kind === 'nonNumeric')).toHaveLength(20);
    expect(instance.facts.filter((f) => f.kind === 'numeric')).toHaveLength(1);
  });

  it('refuses form8K.Blackrock.html, whose XML declaration is not at the start', () => {
    const { messages } = read('form8K.Blackrock.html');
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'xml.malformed', location: expect.objectContaining({ line: 2 }) })]);
  });

  it('refuses ixbrl.simple.html, which uses the ix prefix without declaring it', () => {
    const { messages } = read('ixbrl.simple.html');
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: 'xml.malformed', message: expect.stringContaining('unbound namespace prefix') }),
    ]);
  });
});
