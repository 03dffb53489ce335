import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { fileResolver } from '../dts/resolver.ts';
import { validateInlineDocument } from '../validate/validate-inline-document.ts';
import { validateInlineSchema } from './inline-schema.ts';

const aapl = sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/aapl-20250329.htm');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('validateInlineSchema', () => {
  it('reports an element the Inline XBRL schema does not know, as a message of the document run with its line', async () => {
    const original = readFileSync(aapl, 'utf8');
    const body = original.indexOf('<body>') + '<body>'.length;
    const stray = `${original.slice(0, body)}<ix:nonsense/>${original.slice(body)}`;
    const direct = await validateInlineSchema(stray, 'aapl-20250329.htm');
    expect(direct[0]).toMatchObject({
      ruleId: 'ix.schemaInvalid',
      severity: 'error',
      location: { file: 'aapl-20250329.htm', line: lineOf(stray, body) },
    });

    const { messages } = await validateInlineDocument(new TextEncoder().encode(stray), aapl.href, fileResolver());
    expect(messages.find((m) => m.ruleId === 'ix.schemaInvalid')).toMatchObject({
      location: { file: aapl.href, line: lineOf(stray, body) },
    });
  });
});
