import { XbrlMetadataSchema } from '@ea/contracts/library';
import { describe, expect, it } from 'vitest';
import { TAGGED_METADATA } from './testing/tagged-document.ts';

type Schema = Record<string, unknown>;

/**
 * The JSON Schema keywords the XBRL metadata schema uses, checked on a value (this package has no
 * JSON Schema validator of its own; TypeBox schemas are plain JSON Schema). Returns the failures.
 */
function failures(schema: Schema, value: unknown, at = '$'): string[] {
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as Schema[]).some((s) => failures(s, value, at).length === 0) ? [] : [`${at}: no alternative fits`];
  if ('const' in schema) return value === schema.const ? [] : [`${at}: not ${String(schema.const)}`];
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') return [`${at}: not a string`];
      if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return [`${at}: too long`];
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) return [`${at}: too short`];
      return [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
    case 'array': {
      if (!Array.isArray(value)) return [`${at}: not an array`];
      if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return [`${at}: too many items`];
      if (typeof schema.minItems === 'number' && value.length < schema.minItems) return [`${at}: too few items`];
      return value.flatMap((item, i) => failures(schema.items as Schema, item, `${at}[${i}]`));
    }
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const out = ((schema.required ?? []) as string[]).filter((k) => !(k in record)).map((k) => `${at}.${k}: missing`);
      for (const [key, item] of Object.entries(record)) {
        if (properties[key]) out.push(...failures(properties[key], item, `${at}.${key}`));
        else if (schema.patternProperties) {
          const [pattern, inner] = Object.entries(schema.patternProperties as Record<string, Schema>)[0]!;
          if (new RegExp(pattern).test(key)) out.push(...failures(inner, item, `${at}.${key}`));
        } else if (schema.additionalProperties === false) out.push(`${at}.${key}: not allowed`);
      }
      return out;
    }
    default:
      throw new Error(`the test does not know the schema at ${at}: ${JSON.stringify(schema).slice(0, 200)}`);
  }
}

describe('the XBRL metadata contract', () => {
  it('still accepts metadata saved before the Inline XBRL fields were named', () => {
    // The shapes the library's own tests save (routes/xbrl, rollforward): entities and measures as they were.
    const saved = [
      {
        namespaces: { 'us-gaap': 'http://fasb.org/us-gaap/2024' },
        contexts: [
          { id: 'c-instant', period: { instant: '2024-03-31' }, entity: { identifier: '0000000001' } },
          { id: 'c-quarter', period: { startDate: '2024-01-01', endDate: '2024-03-31' } },
          { id: 'c-forever', period: { forever: true } },
        ],
        units: [{ id: 'usd', measure: 'iso4217:USD' }],
      },
      { contexts: [{ id: 'c-instant', period: { instant: '2024-06-30' }, entity: { cik: '0000320193' } }] },
      { contexts: [], units: [{ id: 'u', anything: { else: 1 } }], somethingElse: [1, 2, 3] },
    ];
    for (const metadata of saved) expect(failures(XbrlMetadataSchema as unknown as Schema, metadata)).toEqual([]);
  });

  it('accepts the full shape and refuses wrong types in the new fields', () => {
    expect(failures(XbrlMetadataSchema as unknown as Schema, TAGGED_METADATA)).toEqual([]);
    const wrong = {
      contexts: [{ id: 'c', period: { instant: '2024-03-31' }, entity: { segment: { explicitMembers: [{ dimension: 'a:B' }] } } }],
      units: [{ id: 'u', numerator: [] }],
      schemaRefs: 'one.xsd',
      hiddenFacts: [{ name: 'dei:X', contextRef: 'c', value: 'v', kind: 'fraction' }],
    };
    expect(failures(XbrlMetadataSchema as unknown as Schema, wrong)).toEqual([
      '$.contexts[0].entity.segment.explicitMembers[0].member: missing',
      '$.units[0].numerator: too few items',
      '$.schemaRefs: not an array',
      '$.hiddenFacts[0].kind: no alternative fits',
    ]);
  });
});
