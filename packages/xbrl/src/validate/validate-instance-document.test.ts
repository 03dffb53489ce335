import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { fileResolver } from '../dts/resolver.ts';
import { validateInstanceDocument } from './validate-instance-document.ts';

async function validate(path: string) {
  const url = sharedData(`xbrl/conformance/XBRL-CONF-2014-12-10/Common/${path}`).href;
  return (await validateInstanceDocument(readFileSync(new URL(url)), url, fileResolver())).messages;
}

describe('validateInstanceDocument', () => {
  it('finds a fact-footnote arc that starts at a footnote instead of a fact', async () => {
    const messages = await validate('300-instance/301-14-FootnoteFromResource.xml');
    expect(messages.map((m) => m.ruleId)).toContain('xbrl.4.11.1.3.1.factFootnoteSource');
  });

  it('finds an arc naming a label its footnote link does not have', async () => {
    const messages = await validate('300-instance/301-10-FootnoteFromOutOfScope.xml');
    expect(messages.map((m) => m.ruleId)).toContain('xlink.arcLabel');
  });

  it('finds two roleRefs for one role in an instance', async () => {
    const messages = await validate('300-instance/308-01-instance.xml');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.3.5.2.roleRefDuplicate']);
  });

  it('applies xml:base to a schemaRef, which then reaches a document that is not a schema', async () => {
    const messages = await validate('300-instance/307-03-SchemaRefXMLBase.xml');
    expect(messages.some((m) => m.severity === 'error')).toBe(true);
  });

  it('finds an XBRL attribute on a tuple', async () => {
    const messages = await validate('100-schema/104-10-TupleXBRLAttributeCounterExample.xml');
    expect(messages.map((m) => m.ruleId)).toContain('xbrl.4.9.tupleXbrlAttribute');
  });

  it('validates a consistent instance without a message', async () => {
    expect(await validate('300-instance/397-02-NonCEqualContributing-valid.xbrl')).toEqual([]);
  });
});
