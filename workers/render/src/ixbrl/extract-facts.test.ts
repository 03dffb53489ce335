import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { extractFacts, readInlineXbrl } from './extract-facts.ts';

const AAPL = sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/');
const inline = readFileSync(new URL('aapl-20250329.htm', AAPL), 'utf8');

/** The facts of the XBRL instance EDGAR extracted from the same filing: every child of xbrli:xbrl with a contextRef. */
function instanceFacts(xml: string): string[] {
  const parser = new SaxesParser({ xmlns: false });
  const facts: string[] = [];
  let depth = 0;
  parser.on('opentag', (tag) => {
    depth++;
    const a = tag.attributes as Record<string, string>;
    if (depth === 2 && a.contextRef !== undefined) facts.push([tag.name, a.contextRef, a.unitRef ?? '', a.decimals ?? ''].join('|'));
  });
  parser.on('closetag', () => {
    depth--;
  });
  parser.write(xml).close();
  return facts.sort();
}

describe('extractFacts', () => {
  it('reads the same facts from Apple’s Inline XBRL 10-Q as EDGAR’s instance of it holds', () => {
    const facts = extractFacts(inline);
    expect(facts).toHaveLength(674 + 86);
    const ours = facts.map((f) => [f.name, f.contextRef, f.unitRef ?? '', f.decimals ?? ''].join('|')).sort();
    expect(ours).toEqual(instanceFacts(readFileSync(new URL('aapl-20250329_htm.xml', AAPL), 'utf8')));
  });

  it('joins a text block with its continuations in chain order, nested facts included', () => {
    const facts = extractFacts(inline);
    const policies = facts.find((f) => f.id === 'f-358')!;
    const nested = facts.find((f) => f.id === 'f-359')!;
    expect(policies.value.startsWith('Summary of Significant Accounting Policies')).toBe(true);
    expect(policies.value).toContain(nested.value);
    expect(nested.value.startsWith('Basis of Presentation and Preparation')).toBe(true);
    expect(policies).toMatchObject({ kind: 'nonNumeric', escape: true, hidden: false, contextRef: 'c-1' });
  });

  it('reads hidden facts, numeric attributes, contexts, units and the schemaRef', () => {
    const content = readInlineXbrl(inline);
    expect(content.facts.filter((f) => f.hidden).map((f) => f.id)).toEqual([
      'f-49',
      'f-50',
      'f-51',
      'f-52',
      'f-53',
      'f-397',
      'f-398',
      'f-399',
      'f-400',
    ]);
    expect(content.facts.find((f) => f.id === 'f-52')).toMatchObject({ name: 'dei:EntityCentralIndexKey', value: '0000320193' });
    expect(content.facts.find((f) => f.id === 'f-54')).toMatchObject({
      kind: 'nonFraction',
      name: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
      contextRef: 'c-12',
      unitRef: 'usd',
      decimals: '-6',
      scale: '6',
      sign: null,
      format: 'ixt:num-dot-decimal',
      value: '68,714',
    });
    expect(content.facts.find((f) => f.id === 'f-98')).toMatchObject({ sign: '-', scale: '6', format: null, value: '279' });
    expect(content.contexts).toHaveLength(163);
    expect(content.contexts[0]).toMatchObject({ id: 'c-1', scheme: 'http://www.sec.gov/CIK', identifier: '0000320193' });
    expect(content.contexts.some((c) => c.explicitMembers.length > 0)).toBe(true);
    expect(content.units.find((u) => u.id === 'usdPerShare')).toEqual({
      id: 'usdPerShare',
      numerator: ['iso4217:USD'],
      denominator: ['xbrli:shares'],
    });
    expect(content.schemaRefs).toEqual(['aapl-20250329.xsd']);
  });

  it('leaves excluded text out, stops at a continuation cycle, and throws on XML that is not well-formed', () => {
    const ns = 'xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"';
    const facts = extractFacts(
      `<html ${ns}><body><ix:nonNumeric id="a" name="x:A" contextRef="c" continuedAt="k1">one <ix:exclude>(skip)</ix:exclude>two</ix:nonNumeric>` +
        `<ix:continuation id="k1" continuedAt="k2"> three</ix:continuation><ix:continuation id="k2" continuedAt="k1"> four</ix:continuation></body></html>`,
    );
    expect(facts.map((f) => f.value)).toEqual(['one two three four']);
    expect(() => extractFacts(`<html ${ns}><ix:nonNumeric>`)).toThrow();
  });
});
