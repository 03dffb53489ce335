import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { BUNDLED_IXBRL_SCHEMA_DIR, IXBRL_SCHEMA_ENTRY, ixbrlSchemaDirs, validateInlineXbrl } from './validate-inline-xbrl.ts';

const XBRL = sharedData('xbrl/');
const SHARED_SCHEMAS = fileURLToPath(new URL('schemas/inlinexbrl-1.1', XBRL));
const SCHEMA_DIRS = [SHARED_SCHEMAS, BUNDLED_IXBRL_SCHEMA_DIR];
const sample = (file: string) => readFileSync(new URL(`samples/${file}`, XBRL), 'utf8');
const AAPL = 'aapl-10q-0000320193-25-000057/aapl-20250329.htm';

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('validateInlineXbrl', () => {
  it('accepts a real EDGAR Inline XBRL filing (Apple 10-Q), from the shared schema copy completed by the bundled set', async () => {
    expect(await validateInlineXbrl(sample(AAPL), SCHEMA_DIRS)).toEqual([]);
    expect(await validateInlineXbrl(sample(AAPL), BUNDLED_IXBRL_SCHEMA_DIR)).toEqual([]);
    expect(await validateInlineXbrl(sample('small-ixbrl/NextPoint.8K.html'), SCHEMA_DIRS)).toEqual([]);
  });

  it('refuses a copy broken against the schema with the place of the break', async () => {
    const original = sample(AAPL);
    const at = original.indexOf('<ix:nonFraction');
    const broken = `${original.slice(0, at)}<ix:nonFraction bogus="1"${original.slice(at + '<ix:nonFraction'.length)}`;
    const errors = await validateInlineXbrl(broken, SCHEMA_DIRS);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'schema', severity: 'error', line: lineOf(broken, at) });
    expect(errors[0]!.message).toContain("attribute 'bogus'");

    // An element the schema does not know, inside the body.
    const body = original.indexOf('<body>') + '<body>'.length;
    const stray = `${original.slice(0, body)}<ix:nonsense/>${original.slice(body)}`;
    const strayErrors = await validateInlineXbrl(stray, SCHEMA_DIRS);
    expect(strayErrors[0]).toMatchObject({ code: 'schema', line: lineOf(stray, body) });
    expect(strayErrors[0]!.message).toContain('nonsense');
  });

  it('refuses XML that is not well-formed with its line and column, and the shared broken samples', async () => {
    const original = sample(AAPL);
    const cut = original.indexOf('</ix:nonFraction>');
    const errors = await validateInlineXbrl(original.slice(0, cut) + original.slice(cut + '</ix:nonFraction>'.length), SCHEMA_DIRS);
    expect(errors[0]).toMatchObject({ code: 'xml', severity: 'error' });
    expect(errors[0]!.line).toBeGreaterThan(1);
    expect(errors[0]!.column).toBeGreaterThan(0);

    // Undeclared ix prefix; an XML declaration after a blank line.
    expect((await validateInlineXbrl(sample('small-ixbrl/ixbrl.simple.html'), SCHEMA_DIRS))[0]).toMatchObject({ code: 'xml' });
    expect((await validateInlineXbrl(sample('small-ixbrl/form8K.Blackrock.html'), SCHEMA_DIRS))[0]).toMatchObject({ code: 'xml', line: 2 });
  });

  it('expands no entity, so reads no file a document names: such a document is reported, never validated with the file in it', async () => {
    const withEntity = (declaration: string) => `<?xml version="1.0"?>
<!DOCTYPE html [<!ENTITY leak ${declaration}>]>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance"><head><title>t</title></head>
<body><div><ix:header><ix:resources><xbrli:context id="c"><xbrli:entity><xbrli:identifier scheme="s">1</xbrli:identifier></xbrli:entity>
<xbrli:period><xbrli:instant>&leak;</xbrli:instant></xbrli:period></xbrli:context></ix:resources></ix:header></div></body></html>`;
    // Even an entity standing for a valid date is not expanded: the DOCTYPE is refused, nothing validated.
    const internal = await validateInlineXbrl(withEntity('"2024-03-31"'), SCHEMA_DIRS);
    const external = await validateInlineXbrl(withEntity('SYSTEM "file:///etc/hostname"'), SCHEMA_DIRS);
    expect(internal).toEqual([expect.objectContaining({ code: 'xml', severity: 'error', line: 2 })]);
    expect(external).toEqual(internal);
    expect(JSON.stringify(external)).not.toContain(hostname());
  });

  it('reports an incomplete or missing schema set as a setup problem, and reads nothing outside its directories', async () => {
    const [incomplete] = await validateInlineXbrl('<html/>', SHARED_SCHEMAS);
    expect(incomplete).toMatchObject({ code: 'schema-setup' });
    expect(incomplete!.message).toContain('could not be compiled');
    const [missing] = await validateInlineXbrl('<html/>', '/nonexistent/schemas');
    expect(missing).toMatchObject({ code: 'schema-setup', message: expect.stringContaining(IXBRL_SCHEMA_ENTRY) });

    const dir = mkdtempSync(path.join(tmpdir(), 'ixbrl-schema-'));
    try {
      writeFileSync(
        path.join(dir, IXBRL_SCHEMA_ENTRY),
        `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:include schemaLocation="../../../../../../etc/hostname"/></xs:schema>`,
      );
      const [escaped] = await validateInlineXbrl('<html/>', dir);
      expect(escaped).toMatchObject({ code: 'schema-setup' });
      expect(escaped!.message).not.toContain(hostname());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bundles the four top-level schema files exactly as the shared copy has them', () => {
    for (const name of [
      'xhtml-inlinexbrl-1_1.xsd',
      'xhtml-inlinexbrl-1_1-model.xsd',
      'xhtml-inlinexbrl-1_1-modules.xsd',
      'xhtml-inlinexbrl-1_1-definitions.xsd',
    ])
      expect(
        readFileSync(path.join(BUNDLED_IXBRL_SCHEMA_DIR, name)).equals(readFileSync(path.join(SHARED_SCHEMAS, `${name}.xml`))),
        name,
      ).toBe(true);
  });

  it('takes its directories from IXBRL_SCHEMA_DIR, several separated like PATH', () => {
    expect(ixbrlSchemaDirs({})).toBeNull();
    expect(ixbrlSchemaDirs({ IXBRL_SCHEMA_DIR: '' })).toBeNull();
    expect(ixbrlSchemaDirs({ IXBRL_SCHEMA_DIR: '/opt/ixbrl' })).toEqual(['/opt/ixbrl']);
    expect(ixbrlSchemaDirs({ IXBRL_SCHEMA_DIR: ['/a', '/b'].join(path.delimiter) })).toEqual(['/a', '/b']);
  });
});
