import { describe, expect, it } from 'vitest';
import { readInlineXbrl } from './read-inline-xbrl.ts';

/** A small Inline XBRL document: a header with one context and one unit, then `body`. */
const inline = (body: string, hidden = '') => `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
  xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xmlns:ixt-sec="http://www.sec.gov/inlineXBRL/transformation/2015-08-31"
  xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:t="http://example.com/t">
<body><div style="display:none"><ix:header>
  <ix:hidden>${hidden}</ix:hidden>
  <ix:references><link:schemaRef xlink:type="simple" xlink:href="t.xsd"/></ix:references>
  <ix:resources>
    <xbrli:context id="c"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">1</xbrli:identifier></xbrli:entity>
      <xbrli:period><xbrli:instant>2025-03-29</xbrli:instant></xbrli:period></xbrli:context>
    <xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
  </ix:resources>
</ix:header></div>
${body}
</body></html>`;

const read = (body: string, hidden?: string) => readInlineXbrl(inline(body, hidden), 'test.htm');
const ruleIds = (body: string, hidden?: string) => read(body, hidden).messages.map((m) => m.ruleId);

describe('readInlineXbrl facts', () => {
  it('transforms, scales and signs numeric facts exactly', () => {
    const { instance, messages } = read(`<p>
      <ix:nonFraction id="a" name="t:A" contextRef="c" unitRef="usd" decimals="-6" scale="6" sign="-" format="ixt:num-dot-decimal">1,234.5</ix:nonFraction>
      <ix:nonFraction id="b" name="t:B" contextRef="c" unitRef="usd" decimals="2" scale="-2" format="ixt:num-dot-decimal">153</ix:nonFraction>
      <ix:nonFraction id="z" name="t:Z" contextRef="c" unitRef="usd" decimals="INF" format="ixt:fixed-zero">—</ix:nonFraction>
      <ix:nonFraction id="n" name="t:N" contextRef="c" unitRef="usd" xsi:nil="true"/>
      <ix:nonFraction id="outer" name="t:O" contextRef="c" unitRef="usd" decimals="0"><ix:nonFraction id="inner" name="t:I" contextRef="c" unitRef="usd" decimals="0">42</ix:nonFraction></ix:nonFraction></p>`);
    expect(messages).toEqual([]);
    expect(instance.facts.map((f) => [f.id, f.value])).toEqual([
      ['a', '-1234500000'],
      ['b', '1.53'],
      ['z', '0'],
      ['n', null],
      ['outer', '42'],
      ['inner', '42'],
    ]);
    expect(instance.facts[0]!.inline).toMatchObject({ displayValue: '1,234.5', scale: 6, sign: '-', hidden: false });
    expect(instance.facts[5]!.inline!.nestedIn).toBe('outer');
  });

  it('joins continuations, drops exclusions, and keeps markup when escaped', () => {
    const { instance, messages } = read(`
      <div><ix:nonNumeric id="t" name="t:Text" contextRef="c" continuedAt="k1">Start <b>bold</b><ix:exclude>page 3</ix:exclude></ix:nonNumeric></div>
      <div><ix:continuation id="k1" continuedAt="k2"> middle</ix:continuation></div>
      <div><ix:continuation id="k2"> end</ix:continuation></div>
      <ix:nonNumeric id="e" name="t:Block" contextRef="c" escape="true"><p class="x">A &amp; <ix:nonFraction name="t:V" contextRef="c" unitRef="usd" decimals="0">5</ix:nonFraction></p></ix:nonNumeric>
      <ix:nonNumeric id="s" name="t:State" contextRef="c" format="ixt-sec:stateprovnameen">New York</ix:nonNumeric>`);
    expect(messages).toEqual([]);
    const [text, block, nested, state] = instance.facts;
    expect(text).toMatchObject({ value: 'Start bold middle end', inline: { continuations: ['k1', 'k2'] } });
    expect(block).toMatchObject({ value: '<p class="x">A &amp; 5</p>', inline: { escape: true, displayValue: 'A & 5' } });
    expect(nested).toMatchObject({ kind: 'numeric', value: '5', inline: { nestedIn: 'e' } });
    expect(state!.value).toBe('NY');
  });

  it('reads hidden facts, tuples, footnotes and relationships', () => {
    const { instance, messages } = read(
      `<p style="-sec-ix-hidden:h">shown</p>
       <ix:tuple id="tu" name="t:Tuple"><ix:nonNumeric id="m1" name="t:Member" contextRef="c">one</ix:nonNumeric></ix:tuple>
       <ix:nonNumeric id="m2" name="t:Member" contextRef="c" tupleRef="tu" order="2">two</ix:nonNumeric>
       <ix:footnote id="fn" xml:lang="en">See <i>note</i>.</ix:footnote>
       <ix:relationship fromRefs="m1 m2" toRefs="fn"/>`,
      '<ix:nonNumeric id="h" name="t:Hidden" contextRef="c">secret</ix:nonNumeric>',
    );
    expect(messages).toEqual([]);
    expect(instance.facts.map((f) => [f.id, f.kind, f.parent, f.inline?.hidden])).toEqual([
      ['h', 'nonNumeric', undefined, true],
      ['tu', 'tuple', undefined, undefined],
      ['m1', 'nonNumeric', 1, false],
      ['m2', 'nonNumeric', 1, false],
    ]);
    expect(instance.footnotes.get('fn')).toMatchObject({ lang: 'en', content: 'See <i>note</i>.' });
    expect(instance.footnoteRelationships.map((r) => [r.fromFactId, r.toId, r.arcrole])).toEqual([
      ['m1', 'fn', 'http://www.xbrl.org/2003/arcrole/fact-footnote'],
      ['m2', 'fn', 'http://www.xbrl.org/2003/arcrole/fact-footnote'],
    ]);
  });
});

describe('readInlineXbrl fractions', () => {
  it('reads numerator and denominator, each under its own format and scale', () => {
    const { instance, messages } = read(`<ix:fraction id="f" name="t:Ratio" contextRef="c" unitRef="usd">
      <ix:numerator format="ixt:num-dot-decimal">1,000</ix:numerator> of <ix:denominator scale="3">3</ix:denominator></ix:fraction>`);
    expect(messages).toEqual([]);
    expect(instance.facts).toEqual([expect.objectContaining({ id: 'f', kind: 'numeric', value: '1000/3000' })]);
  });
});

describe('readInlineXbrl rules', () => {
  it('refuses a DOCTYPE before reading anything', () => {
    const { instance, messages } = readInlineXbrl(`<!DOCTYPE html [<!ENTITY x SYSTEM "file:///etc/passwd">]>${inline('&x;')}`, 'x.htm');
    expect(messages.map((m) => m.ruleId)).toEqual(['xml.doctypeRefused']);
    expect(instance.facts).toEqual([]);
  });

  it('reports continuation cycles, missing targets, reuse and orphans', () => {
    expect(ruleIds('<ix:nonNumeric name="t:A" contextRef="c" continuedAt="x">a</ix:nonNumeric>')).toEqual(['ix.continuationMissing']);
    expect(
      ruleIds(`<ix:nonNumeric name="t:A" contextRef="c" continuedAt="k1">a</ix:nonNumeric>
        <ix:continuation id="k1" continuedAt="k2">b</ix:continuation><ix:continuation id="k2" continuedAt="k1">c</ix:continuation>`),
    ).toEqual(['ix.continuationCycle']);
    expect(
      ruleIds(`<ix:nonNumeric name="t:A" contextRef="c" continuedAt="k">a</ix:nonNumeric>
        <ix:nonNumeric name="t:B" contextRef="c" continuedAt="k">b</ix:nonNumeric><ix:continuation id="k">c</ix:continuation>`),
    ).toEqual(['ix.continuationReused']);
    expect(ruleIds('<ix:continuation id="k">alone</ix:continuation>')).toEqual(['ix.continuationUnreferenced']);
  });

  it('reports unknown formats and text a format refuses, naming the text', () => {
    expect(
      ruleIds('<ix:nonFraction name="t:A" contextRef="c" unitRef="usd" decimals="0" format="ixt:num-roman">IV</ix:nonFraction>'),
    ).toEqual(['ixt.unknownFormat']);
    const { messages, instance } = read(
      '<ix:nonFraction name="t:A" contextRef="c" unitRef="usd" decimals="0" format="ixt:num-dot-decimal">(12)</ix:nonFraction>',
    );
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'ixt.invalidValue', message: expect.stringContaining('(12)') })]);
    expect(instance.facts[0]!.value).toBe('(12)');
  });

  it('reports missing and unresolved context and unit references', () => {
    expect(
      ruleIds(`<ix:nonFraction name="t:A" contextRef="nope" unitRef="usd" decimals="0">1</ix:nonFraction>
        <ix:nonFraction name="t:B" contextRef="c" decimals="0">1</ix:nonFraction>
        <ix:nonFraction name="t:C" contextRef="c" unitRef="eur" decimals="0">1</ix:nonFraction>
        <ix:nonNumeric name="t:D">x</ix:nonNumeric>`),
    ).toEqual(['ix.contextRefUnresolved', 'ix.unitRefMissing', 'ix.unitRefUnresolved', 'ix.contextRefMissing']);
  });

  it('reports duplicate ids, misplaced exclusions, unknown tuples, relationships and hidden targets', () => {
    expect(ruleIds('<p id="x"/><ix:nonNumeric id="x" name="t:A" contextRef="c">a</ix:nonNumeric>')).toEqual(['ix.duplicateId']);
    expect(ruleIds('<p><ix:exclude>x</ix:exclude></p>')).toEqual(['ix.excludeMisplaced']);
    expect(ruleIds('<ix:nonNumeric name="t:A" contextRef="c" tupleRef="none">a</ix:nonNumeric>')).toEqual(['ix.tupleRefMissing']);
    expect(ruleIds('<ix:relationship fromRefs="a" toRefs="b"/>')).toEqual(['ix.relationshipRefMissing', 'ix.relationshipRefMissing']);
    expect(ruleIds('<p style="-sec-ix-hidden: gone">x</p>')).toEqual(['ix.secIxHiddenTarget']);
    expect(ruleIds('<ix:nonNumeric name="nope:A" contextRef="c">a</ix:nonNumeric>')).toEqual(['ix.nameUnresolved']);
  });

  it('reports a document without ix:header', () => {
    const { messages } = readInlineXbrl('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', 'plain.htm');
    expect(messages.map((m) => m.ruleId)).toEqual(['ix.headerMissing']);
  });
});
