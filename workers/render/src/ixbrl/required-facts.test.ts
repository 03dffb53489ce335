import { readFileSync } from 'node:fs';
import { FORM_TYPES, type XbrlMetadata } from '@ea/contracts/library';
import { MARK, type ModelNode, NODE } from '@ea/document-model';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import type { RenderDocument } from '../render-document.ts';
import { COVER_FACTS, type CoverFacts, OTHER_FORM_COVER_FACTS } from './cover-facts.ts';
import { ixErrorLog } from './error-log.ts';
import { hasBlockingErrors } from './ix-error.ts';
import { coverFactsOf, missingRequiredFacts } from './required-facts.ts';
import { TAGGED_METADATA, taggedDocument } from './testing/tagged-document.ts';

interface Validation {
  'sub-types'?: string | string[];
  'sub-types-pattern'?: string;
  'xbrl-names'?: string | string[];
  'xbrl-name'?: string;
  validation?: string;
  value?: unknown[];
  'check-after'?: string;
}
const DEI = JSON.parse(readFileSync(sharedData('xbrl/efm-resources/dei-validations.json'), 'utf8')) as {
  'sub-type-classes': Record<string, string[] | string>;
  'sub-type-element-validations': Validation[];
  validations: Record<string, { severity?: string }>;
};

/** The rules of dei-validations.json for one form type, read the way its description says (classes, `!not!`, patterns). */
function fromJson(formType: string): CoverFacts {
  const expand = (types: string | string[]): Set<string> => {
    const out = new Set<string>();
    for (const t of Array.isArray(types) ? types : [types]) {
      if (t.startsWith('@')) for (const inner of expand(DEI['sub-type-classes'][t.slice(1)]!)) out.add(inner);
      else out.add(t);
    }
    return out;
  };
  const applies = (v: Validation) => {
    if (v['sub-types'] !== undefined) {
      const set = expand(v['sub-types']);
      return set.has('!not!') ? !set.has(formType) : set.has('*') || set.has(formType);
    }
    return v['sub-types-pattern'] !== undefined && new RegExp(v['sub-types-pattern']).test(formType);
  };
  const required = new Map<string, { concept: string; values?: string[]; checkAfter?: string }>();
  const recommended: string[] = [];
  for (const v of DEI['sub-type-element-validations']) {
    const names = v['xbrl-names'] ?? v['xbrl-name'];
    if (names === undefined || !applies(v)) continue;
    for (const concept of Array.isArray(names) ? names : [names]) {
      if (['x', 'xv', 'de', 'de5pm'].includes(v.validation!)) {
        const rule = required.get(concept) ?? { concept };
        if (v.validation === 'xv' && !v.value!.includes('!not!')) rule.values = v.value as string[];
        if (v['check-after']) rule.checkAfter = v['check-after'];
        required.set(concept, rule);
      } else if (['r', 'y', 'n'].includes(v.validation!) && !recommended.includes(concept)) recommended.push(concept);
    }
  }
  return { required: [...required.values()], recommended: recommended.filter((c) => !required.has(c)) };
}

const fact = (attrs: Record<string, unknown>) => ({
  type: MARK.xbrlFact,
  attrs: { kind: 'nonNumeric', unitRef: null, decimals: null, scale: null, sign: null, format: null, escape: false, nil: false, ...attrs },
});
const tagged = (value: string, attrs: Record<string, unknown>): ModelNode => ({ type: NODE.text, text: value, marks: [fact(attrs)] });

function coverPage(facts: ModelNode[], metadata: XbrlMetadata = TAGGED_METADATA): RenderDocument {
  return {
    id: 'd',
    title: 'Cover',
    topics: [{ id: 't', model: { type: NODE.doc, content: [{ type: NODE.paragraph, content: facts }] } }],
    xbrl: metadata,
    image: async () => null,
  };
}

describe('the cover facts table', () => {
  it('is what dei-validations.json requires and recommends for each form type the product prepares', () => {
    for (const formType of Object.keys(COVER_FACTS)) expect(COVER_FACTS[formType], formType).toEqual(fromJson(formType));
    for (const formType of FORM_TYPES) expect(COVER_FACTS[formType], `${formType} is in the table`).toBeDefined();
    // A form type EDGAR has no rules of its own for gets those of every submission.
    expect(OTHER_FORM_COVER_FACTS).toEqual(fromJson('X-UNKNOWN'));
    expect(coverFactsOf('X-UNKNOWN')).toBe(OTHER_FORM_COVER_FACTS);
  });
});

describe('missingRequiredFacts', () => {
  it('lists each required dei fact a 10-K lacks, and a document type the form refuses', () => {
    // The tagged quarterly report, taken for a 10-K: a 10-Q document type, no auditor facts.
    const errors = missingRequiredFacts(taggedDocument(), '10-K');
    const blocking = errors.filter((e) => e.severity === 'error');
    expect(blocking.map((e) => e.concept)).toEqual(['dei:DocumentType', 'dei:AuditorName', 'dei:AuditorLocation', 'dei:AuditorFirmId']);
    expect(blocking[0]!.message).toBe('dei:DocumentType is tagged as 10-Q; a 10-K needs 10-K');
    expect(blocking[1]!.message).toBe('dei:AuditorName is required for a 10-K and is not tagged');
    expect(hasBlockingErrors(errors)).toBe(true);
    // Tagged in the text or hidden in the metadata: not listed.
    const warned = errors.filter((e) => e.severity === 'warning').map((e) => e.concept);
    for (const present of [
      'dei:AmendmentFlag',
      'dei:DocumentFiscalYearFocus',
      'dei:EntityCommonStockSharesOutstanding',
      'dei:EntityPublicFloat',
    ])
      expect(warned).not.toContain(present);
    expect(warned).toContain('dei:EntityFileNumber');

    expect(missingRequiredFacts(taggedDocument(), '10-Q').filter((e) => e.severity === 'error')).toEqual([]);
  });

  it('lists every required fact of an untagged document, and the log has one line for each', () => {
    const errors = missingRequiredFacts(
      coverPage([{ type: NODE.text, text: 'Annual report' }], { ...TAGGED_METADATA, hiddenFacts: [] }),
      '10-K',
    );
    const required = errors.filter((e) => e.severity === 'error').map((e) => e.concept);
    expect(required).toEqual(COVER_FACTS['10-K']!.required.map((r) => `dei:${r.concept}`));
    expect(errors.filter((e) => e.severity === 'warning')).toHaveLength(COVER_FACTS['10-K']!.recommended.length);
    const log = ixErrorLog('annual.htm', errors);
    expect(log.trimEnd().split('\n')).toHaveLength(errors.length + 1);
    expect(log).toContain(
      'ERROR\tannual.htm\trequired-fact\tdei:EntityRegistrantName\tdei:EntityRegistrantName is required for a 10-K and is not tagged\n',
    );
  });

  it('counts only facts with a value, of the dei namespace under any prefix, and needs auditor facts only for periods after 2021-12-15', () => {
    const metadata = { ...TAGGED_METADATA, namespaces: { dei2021: 'http://xbrl.sec.gov/dei/2021', other: 'http://example.com/other' } };
    const doc = (m: XbrlMetadata) =>
      coverPage(
        [
          tagged('10-K', { id: 'a', name: 'dei2021:DocumentType', contextRef: 'c-d' }),
          tagged('2021-06-30', { id: 'b', name: 'dei2021:DocumentPeriodEndDate', contextRef: 'c-d' }),
          tagged('Acme', { id: 'c', name: 'other:EntityRegistrantName', contextRef: 'c-d' }),
          tagged('0000123456', { id: 'd', name: 'dei2021:EntityCentralIndexKey', contextRef: 'c-d', nil: true }),
        ],
        m,
      );
    const required = (m: XbrlMetadata) =>
      missingRequiredFacts(doc(m), '10-K')
        .filter((e) => e.severity === 'error')
        .map((e) => e.concept);
    // The tagged period end date (2021-06-30) decides, though the contexts end in 2024.
    expect(required(metadata)).toEqual(['dei:EntityRegistrantName', 'dei:EntityCentralIndexKey']);
  });

  it('falls back to the latest context date for the period end, and to EDGAR’s rules for every submission for an unknown form', () => {
    const untagged = coverPage([]);
    expect(missingRequiredFacts(untagged, '10-K').map((e) => e.concept)).toContain('dei:AuditorName');
    const early = coverPage([], { ...TAGGED_METADATA, contexts: [{ id: 'c', period: { instant: '2020-12-31' } }] });
    expect(missingRequiredFacts(early, '10-K').map((e) => e.concept)).not.toContain('dei:AuditorName');
    expect(missingRequiredFacts(coverPage([], { contexts: [] }), 'X-UNKNOWN').map((e) => [e.severity, e.concept])).toEqual([
      ['error', 'dei:DocumentType'],
      ['error', 'dei:EntityRegistrantName'],
      ['error', 'dei:EntityCentralIndexKey'],
      ['warning', 'dei:AmendmentFlag'],
    ]);
  });
});
