import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sharedData } from '@ea/shared-data';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverDts } from '../dts/discover-dts.ts';
import { fileResolver } from '../dts/resolver.ts';
import { validateInlineDocument } from '../validate/validate-inline-document.ts';
import { validateInstanceDocument } from '../validate/validate-instance-document.ts';
import { SchemaSetCache, validateInstanceSchema } from './instance-schema.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'xbrl-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  path.join(dir, 'ex.xsd'),
  `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance"
  targetNamespace="http://example.com/ex" elementFormDefault="qualified">
  <xsd:import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>
  <xsd:element name="Assets" id="ex_Assets" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item" xbrli:periodType="instant" nillable="true"/>
  <xsd:element name="Employees" id="ex_Employees" type="xbrli:integerItemType" substitutionGroup="xbrli:item" xbrli:periodType="instant" nillable="true"/>
</xsd:schema>`,
);

const instance = (facts: string, entityExtra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase"
  xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:ex="http://example.com/ex">
  <link:schemaRef xlink:type="simple" xlink:href="ex.xsd"/>
  <xbrli:context id="c">
    <xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier>${entityExtra}</xbrli:entity>
    <xbrli:period><xbrli:instant>2025-03-29</xbrli:instant></xbrli:period>
  </xbrli:context>
  <xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
  <xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>
${facts}
</xbrli:xbrl>
`;

async function validate(text: string, name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const url = pathToFileURL(file).href;
  return (await validateInstanceDocument(new Uint8Array(readFileSync(file)), url, fileResolver())).messages;
}

const lineOf = (text: string, marker: string) => text.slice(0, text.indexOf(marker)).split('\n').length;

describe('validateInstanceSchema', () => {
  it('validates a valid instance against the schemas of its DTS without a message', async () => {
    const text = instance('  <ex:Assets contextRef="c" unitRef="usd" decimals="0">100</ex:Assets>');
    expect(await validate(text, 'valid.xml')).toEqual([]);
  });

  it('reports a fact of the wrong type with its line', async () => {
    const text = instance(
      '  <ex:Assets contextRef="c" unitRef="usd" decimals="0">100</ex:Assets>\n  <ex:Employees contextRef="c" unitRef="pure" decimals="0">twelve</ex:Employees>',
    );
    const schema = (await validate(text, 'wrong-type.xml')).filter((m) => m.ruleId === 'xbrl.schemaInvalid');
    expect(schema).toHaveLength(1);
    expect(schema[0]).toMatchObject({ severity: 'error', location: { line: lineOf(text, '<ex:Employees') } });
    expect(schema[0]!.location!.file).toMatch(/wrong-type\.xml$/);
    expect(schema[0]!.message).toContain('twelve');
  });

  it('reports an element the context does not allow with its line', async () => {
    const text = instance('  <ex:Assets contextRef="c" unitRef="usd" decimals="0">100</ex:Assets>', '\n<xbrli:bogus/>');
    const schema = (await validate(text, 'unknown-element.xml')).filter((m) => m.ruleId === 'xbrl.schemaInvalid');
    expect(schema).toHaveLength(1);
    expect(schema[0]!.location?.line).toBe(lineOf(text, '<xbrli:bogus'));
    expect(schema[0]!.message).toContain('bogus');
  });

  it('compiles a DTS once per cache and validates against it again', async () => {
    const text = instance('  <ex:Assets contextRef="c" unitRef="usd" decimals="0">abc</ex:Assets>');
    const file = path.join(dir, 'cached.xml');
    writeFileSync(file, text);
    const url = pathToFileURL(file).href;
    const { dts } = await discoverDts([new URL('ex.xsd', url).href], fileResolver());
    const cache = new SchemaSetCache();
    try {
      const first = await validateInstanceSchema(new TextEncoder().encode(text), url, dts, fileResolver(), cache);
      const second = await validateInstanceSchema(new TextEncoder().encode(text), url, dts, fileResolver(), cache);
      expect(first.map((m) => m.ruleId)).toEqual(['xbrl.schemaInvalid']);
      expect(second).toEqual(first);
    } finally {
      await cache.dispose();
    }
  });

  it('refuses a DOCTYPE and its external entity without reading the file or validating', async () => {
    const text = instance('  <ex:Assets contextRef="c" unitRef="usd" decimals="0">&leak;</ex:Assets>').replace(
      '<xbrli:xbrl ',
      '<!DOCTYPE xbrli:xbrl [<!ENTITY leak SYSTEM "file:///etc/hostname">]>\n<xbrli:xbrl ',
    );
    const file = path.join(dir, 'hostile.xml');
    writeFileSync(file, text);
    const url = pathToFileURL(file).href;
    const { dts } = await discoverDts([new URL('ex.xsd', url).href], fileResolver());
    const messages = await validateInstanceSchema(new TextEncoder().encode(text), url, dts, fileResolver());
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: 'xml.doctypeRefused', severity: 'error', location: { file: url, line: 2 } }),
    ]);
    expect(JSON.stringify(messages)).not.toContain(hostname());
    // The document as a whole is refused by the reader, and not handed to libxml2 at all.
    const whole = await validate(text, 'hostile-whole.xml');
    expect(whole.map((m) => m.ruleId)).toContain('xml.doctypeRefused');
    expect(whole.some((m) => m.ruleId === 'xbrl.schemaInvalid')).toBe(false);
    expect(JSON.stringify(whole)).not.toContain(hostname());
  });

  it('skips a DTS with an unresolvable schema and says so once: the nflx XBRL 2.1 10-Q has no schema error', async () => {
    const nflx = sharedData('xbrl/samples/nflx-10q-2010-xbrl21/nflx-20100930.xml');
    const { messages } = await validateInstanceDocument(new Uint8Array(readFileSync(nflx)), nflx.href, fileResolver());
    expect(messages.filter((m) => m.ruleId === 'xbrl.schemaInvalid')).toEqual([]);
    const skipped = messages.filter((m) => m.ruleId === 'xbrl.schemaNotValidated');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ severity: 'info', location: { file: nflx.href } });
    expect(skipped[0]!.message).toContain('us-gaap');
  });

  it('finds no schema error in the Apple 10-Q (Inline XBRL 1.1)', async () => {
    const aapl = sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/aapl-20250329.htm');
    const { messages } = await validateInlineDocument(new Uint8Array(readFileSync(aapl)), aapl.href, fileResolver());
    expect(messages.filter((m) => m.ruleId.endsWith('schemaInvalid') || m.ruleId.endsWith('schemaSetup'))).toEqual([]);
  });
});
