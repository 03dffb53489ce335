import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { fileResolver } from '../dts/resolver.ts';
import { validateInlineDocument } from './validate-inline-document.ts';

const aapl = sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/aapl-20250329.htm');

describe('validateInlineDocument', () => {
  it('validates the AAPL 10-Q against its extension taxonomy, each offline standard schema reported once', async () => {
    const phases: string[] = [];
    const { instance, dts, messages } = await validateInlineDocument(new Uint8Array(readFileSync(aapl)), aapl.href, fileResolver(), {
      onPhase: (phase) => phases.push(phase),
    });

    expect(phases).toEqual(['read', 'schemaValidated', 'discovered', 'dtsValidated', 'validated']);
    expect(instance.facts.length).toBeGreaterThan(500);
    expect(dts?.documents.size).toBeGreaterThan(4);
    const unresolved = messages.filter((m) => m.ruleId === 'dts.unresolvedSchema').map((m) => m.message);
    expect(unresolved.some((m) => m.includes('us-gaap'))).toBe(true);
    expect(new Set(unresolved).size).toBe(unresolved.length);
    for (const message of messages) if (message.location) expect(message.location.file).toMatch(/^file:/);
  });

  it('reports a document that is not well-formed as read, and validates nothing further', async () => {
    const broken = Buffer.from(
      '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><body><p></body></html>',
    );
    const { dts, messages } = await validateInlineDocument(broken, 'file:///broken.htm', fileResolver());
    expect(dts).toBeNull();
    expect(messages.map((m) => m.ruleId)).toEqual(['xml.malformed']);
    expect(messages[0]?.location).toMatchObject({ file: 'file:///broken.htm', line: 1 });
  });
});
