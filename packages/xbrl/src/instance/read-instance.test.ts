import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { readInstance } from './read-instance.ts';

const XBRLI = 'http://www.xbrl.org/2003/instance';
const ISO4217 = 'http://www.xbrl.org/2003/iso4217';

/** A small instance with the declarations every fixture below needs. */
const instanceOf = (body: string) => `<?xml version="1.0"?>
<xbrli:xbrl xmlns:xbrli="${XBRLI}" xmlns:link="http://www.xbrl.org/2003/linkbase"
  xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="${ISO4217}" xmlns:t="http://example.com/t">
${body}
</xbrli:xbrl>`;

const CONTEXT = `<xbrli:context id="c1"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000001</xbrli:identifier></xbrli:entity>
  <xbrli:period><xbrli:instant>2024-12-31</xbrli:instant></xbrli:period></xbrli:context>`;

describe('readInstance on a real filing', () => {
  const file = sharedData('xbrl/samples/nflx-10q-2010-xbrl21/nflx-20100930.xml');
  const text = readFileSync(file, 'utf8');
  const { instance, messages } = readInstance(readFileSync(file), 'nflx-20100930.xml');

  it('reads every context, unit and fact without a message', () => {
    expect(messages).toEqual([]);
    expect(instance.contexts.size).toBe(text.match(/<context\s/g)!.length);
    expect(instance.units.size).toBe(text.match(/<unit\s/g)!.length);
    expect(instance.facts.length).toBe(text.match(/\scontextRef=/g)!.length);
    expect(instance.facts.filter((f) => f.kind === 'numeric').length).toBe(text.match(/\sunitRef=/g)!.length);
    expect(instance.schemaRefs).toEqual(['nflx-20100930.xsd']);
  });

  it('reads facts, contexts and units as the document states them', () => {
    expect(instance.facts[0]).toMatchObject({
      concept: { namespace: 'http://xbrl.us/us-gaap/2009-01-31', localName: 'CashAndCashEquivalentsAtCarryingValue' },
      kind: 'numeric',
      contextRef: 'eol_PE75377---1010-Q0012_STD_0_20090630_0',
      unitRef: 'iso4217_USD',
      decimals: '-3',
      value: '87471000',
      location: { file: 'nflx-20100930.xml', line: 9, column: 3 },
    });
    expect(instance.contexts.get('eol_PE75377---1010-Q0012_STD_92_20100930_0')).toMatchObject({
      entity: { scheme: 'http://www.sec.gov/CIK', identifier: '0001065280' },
      period: { type: 'duration', start: '2010-07-01', end: '2010-09-30' },
      dimensions: [],
    });
    expect(instance.units.get('iso4217_USD_per_shares')).toMatchObject({
      numerator: [{ namespace: ISO4217, localName: 'USD' }],
      denominator: [{ namespace: XBRLI, localName: 'shares' }],
    });
  });
});

describe('readInstance on small documents', () => {
  it('reads dimensions, and keeps other segment content as canonical XML', () => {
    const { instance, messages } = readInstance(
      instanceOf(`<xbrli:context id="d"><xbrli:entity><xbrli:identifier scheme="s">1</xbrli:identifier>
        <xbrli:segment><xbrldi:explicitMember dimension="t:Axis"> t:Member </xbrldi:explicitMember>
          <xbrldi:typedMember dimension="t:Typed"><t:v>7</t:v></xbrldi:typedMember>
          <other xmlns="http://example.com/o" b="2" a="1">  x  <i/></other></xbrli:segment></xbrli:entity>
        <xbrli:period><xbrli:forever/></xbrli:period>
        <xbrli:scenario><t:s>1</t:s></xbrli:scenario></xbrli:context>`),
      'dims.xml',
    );
    expect(messages).toEqual([]);
    const context = instance.contexts.get('d')!;
    expect(context.period).toEqual({ type: 'forever' });
    expect(context.dimensions).toEqual([
      {
        dimension: { namespace: 'http://example.com/t', localName: 'Axis', prefix: 't' },
        container: 'segment',
        kind: 'explicit',
        member: { namespace: 'http://example.com/t', localName: 'Member', prefix: 't' },
      },
      {
        dimension: { namespace: 'http://example.com/t', localName: 'Typed', prefix: 't' },
        container: 'segment',
        kind: 'typed',
        value: '<v xmlns="http://example.com/t">7</v>',
      },
    ]);
    expect(context.otherSegment).toBe('<other xmlns="http://example.com/o" a="1" b="2">x<i></i></other>');
    expect(context.otherScenario).toBe('<s xmlns="http://example.com/t">1</s>');
  });

  it('reads tuples, nil facts, inherited xml:lang, precision and fractions', () => {
    const { instance, messages } = readInstance(
      instanceOf(`${CONTEXT}<xbrli:unit id="u"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
        <t:Tuple xml:lang="fr"><t:Name contextRef="c1">Société</t:Name>
          <t:Amount contextRef="c1" unitRef="u" precision="4" xsi:nil="true"/></t:Tuple>
        <t:Part contextRef="c1" unitRef="u"><xbrli:numerator> 1 </xbrli:numerator><xbrli:denominator>3</xbrli:denominator></t:Part>`),
      'tuple.xml',
    );
    expect(messages).toEqual([]);
    expect(instance.facts.map((f) => [f.concept.localName, f.kind, f.value, f.parent, f.lang])).toEqual([
      ['Tuple', 'tuple', null, undefined, undefined],
      ['Name', 'nonNumeric', 'Société', 0, 'fr'],
      ['Amount', 'numeric', null, 0, undefined],
      ['Part', 'numeric', '1/3', undefined, undefined],
    ]);
    expect(instance.facts[2]!.precision).toBe('4');
    expect(instance.units.get('u')!.numerator).toEqual([{ namespace: ISO4217, localName: 'EUR', prefix: 'iso4217' }]);
  });

  it('reads footnote links into footnotes and relationships', () => {
    const { instance, messages } = readInstance(
      instanceOf(`${CONTEXT}<t:A id="f1" contextRef="c1">a</t:A>
        <link:footnoteLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">
          <link:loc xlink:type="locator" xlink:href="#f1" xlink:label="fact"/>
          <link:footnote xlink:type="resource" xlink:label="note" id="n1" xml:lang="en"
            xlink:role="http://www.xbrl.org/2003/role/footnote">See <b>this</b> &amp; that</link:footnote>
          <link:footnoteArc xlink:type="arc" xlink:from="fact" xlink:to="note"
            xlink:arcrole="http://www.xbrl.org/2003/arcrole/fact-footnote"/>
        </link:footnoteLink>`),
      'notes.xml',
    );
    expect(messages).toEqual([]);
    expect(instance.facts).toHaveLength(1);
    expect(instance.footnotes.get('n1')).toMatchObject({ lang: 'en', content: 'See <b>this</b> &amp; that' });
    expect(instance.footnoteRelationships).toEqual([
      {
        arcrole: 'http://www.xbrl.org/2003/arcrole/fact-footnote',
        linkRole: 'http://www.xbrl.org/2003/role/link',
        fromFactId: 'f1',
        toId: 'n1',
      },
    ]);
  });

  it('reports what it cannot read as messages', () => {
    const { messages } = readInstance(
      instanceOf(`${CONTEXT}${CONTEXT}<xbrli:unit id="u"><xbrli:measure>nope:EUR</xbrli:measure></xbrli:unit><t:A>text</t:A>`),
      'bad.xml',
    );
    expect(messages.map((m) => m.ruleId)).toEqual(['xml.duplicateId', 'xbrl.4.8.2.measureUnresolved', 'xbrl.4.6.1.contextRefMissing']);
    expect(messages.every((m) => m.location?.file === 'bad.xml' && m.location.line! > 1)).toBe(true);
  });

  it('says so when the root is not xbrli:xbrl', () => {
    const { instance, messages } = readInstance('<html><t contextRef="x"/></html>', 'page.html');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.4.1.notAnInstance']);
    expect(instance.facts).toEqual([]);
  });
});
