import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { readInlineXbrl } from '../ixbrl/read-inline-xbrl.ts';
import type { Fact, Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { checkEdgarRules, type EdgarRuleOptions } from './check-edgar-rules.ts';

const SAMPLE = fileURLToPath(sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/'));
const FILE = `${SAMPLE}aapl-20250329.htm`;
const { instance: aapl } = readInlineXbrl(readFileSync(FILE), FILE);
const CIK = '0000320193';
const DEI = 'http://xbrl.sec.gov/dei/2024';
// A fixed submission moment, so the DocumentPeriodEndDate limit does not move with the calendar.
const NOW = new Date('2025-05-02T14:00:00Z');

function check(instance: Instance, options: Partial<EdgarRuleOptions> = {}): XbrlMessage[] {
  return checkEdgarRules(instance, { formType: '10-Q', cik: CIK, now: NOW, ...options });
}

const errors = (messages: XbrlMessage[]) => messages.filter((m) => m.severity === 'error');
const ids = (messages: XbrlMessage[]) => [...new Set(messages.map((m) => m.ruleId))].sort();

/** The sample with its facts changed: a copy, so each test starts from the filing as filed. */
function edited(change: (facts: Fact[]) => Fact[]): Instance {
  const copy = structuredClone(aapl);
  copy.facts = change(copy.facts);
  return copy;
}

const dei = (localName: string) => (f: Fact) => f.concept.namespace === DEI && f.concept.localName === localName;

describe('checkEdgarRules on the Apple 10-Q', () => {
  it('finds nothing when checked as the 10-Q it is, for its own CIK', () => {
    expect(check(aapl)).toEqual([]);
  });

  it('rejects it as a 10-K: the DocumentType, and the annual-report cover facts it lacks', () => {
    const messages = check(aapl, { formType: '10-K' });
    const documentType = messages.find((m) => m.ruleId === 'efm.6.5.20.deiValue');
    expect(documentType).toMatchObject({ severity: 'error', location: { file: FILE } });
    expect(documentType?.message).toContain('DocumentType value, "10-Q", must be "10-K"');
    expect(messages.filter((m) => m.ruleId === 'efm.6.5.54.deiMissing').map((m) => m.message)).toEqual([
      expect.stringContaining('AuditorName'),
      expect.stringContaining('AuditorLocation'),
      expect.stringContaining('AuditorFirmId'),
    ]);
    expect(messages.filter((m) => m.ruleId === 'efm.6.5.21.deiMissing' && m.severity === 'warning').map((m) => m.message)).toContainEqual(
      expect.stringContaining('EntityPublicFloat'),
    );
    expect(messages.find((m) => m.ruleId === 'efm.6.5.49.deiUnexpected')?.message).toContain('DocumentQuarterlyReport');
  });

  it('reports a CIK other than the filer’s, in dei:EntityCentralIndexKey and in every context identifier', () => {
    const messages = check(aapl, { cik: '1234567' });
    expect(ids(errors(messages))).toEqual(['efm.6.5.23.contextCik', 'efm.6.5.23.entityCentralIndexKey']);
    expect(messages.find((m) => m.ruleId === 'efm.6.5.23.entityCentralIndexKey')?.message).toBe(
      'dei:EntityCentralIndexKey is 0000320193, but the submission is made for CIK 0001234567.',
    );
  });

  it('requires EntityRegistrantName (error) and DocumentPeriodEndDate (warning) of every FAST form', () => {
    const withoutName = check(edited((facts) => facts.filter((f) => !dei('EntityRegistrantName')(f))));
    expect(errors(withoutName)).toEqual([
      {
        ruleId: 'efm.6.5.21.deiMissing',
        severity: 'error',
        message: 'Submission type 10-Q must have a non-empty value for EntityRegistrantName in the Required Context.',
        location: { file: FILE },
      },
    ]);
    const withoutPeriodEnd = check(edited((facts) => facts.filter((f) => !dei('DocumentPeriodEndDate')(f))));
    expect(withoutPeriodEnd.map((m) => [m.ruleId, m.severity])).toEqual([['efm.6.5.20.deiMissing', 'warning']]);
  });

  it('takes a nil fact as missing', () => {
    const nil = edited((facts) => facts.map((f) => (dei('EntityCentralIndexKey')(f) ? { ...f, value: null } : f)));
    expect(errors(check(nil)).map((m) => m.message)).toEqual([
      'Submission type 10-Q must have a non-empty value for EntityCentralIndexKey in the Required Context.',
    ]);
  });

  it('holds an amendment to its description, and a 10-Q/A may keep DocumentType 10-Q', () => {
    const amended = edited((facts) => facts.map((f) => (dei('AmendmentFlag')(f) ? { ...f, value: 'true' } : f)));
    const messages = check(amended, { formType: '10-Q/A' });
    expect(messages.map((m) => [m.ruleId, m.severity])).toEqual([['efm.6.5.20.deiDependentValue', 'warning']]);
    expect(messages[0]!.message).toContain('AmendmentDescription');
  });

  it('allows only one of the flags that exclude each other (well-known seasoned issuer, voluntary filer)', () => {
    const template = aapl.facts.find(dei('EntityFilerCategory'))!;
    const flag = (localName: string): Fact => ({ ...template, concept: { ...template.concept, localName }, value: 'Yes' });
    const annual = edited((facts) => [
      ...facts.map((f) => (dei('DocumentType')(f) ? { ...f, value: '10-K' } : f)),
      flag('EntityWellKnownSeasonedIssuer'),
      flag('EntityVoluntaryFilers'),
    ]);
    expect(check(annual, { formType: '10-K' }).filter((m) => m.ruleId === 'efm.6.5.21.deiExclusiveValue')).toMatchObject([
      {
        severity: 'error',
        message: 'In submission type 10-K, only one of EntityWellKnownSeasonedIssuer, EntityVoluntaryFilers must have a value "Yes".',
      },
    ]);
  });

  it('refuses a DocumentPeriodEndDate after the day of submission', () => {
    const future = edited((facts) => facts.map((f) => (dei('DocumentPeriodEndDate')(f) ? { ...f, value: '2025-06-28' } : f)));
    expect(errors(check(future))).toMatchObject([
      { ruleId: 'efm.6.5.20.deiValue', message: expect.stringContaining('between 1980-01-01 and 2025-05-02') },
    ]);
  });
});

describe('accepted namespaces', () => {
  const moved = (namespace: string, prefix: string) =>
    edited((facts) =>
      facts.map((f) =>
        f.id === facts.find((g) => g.concept.prefix === 'us-gaap')!.id ? { ...f, concept: { ...f.concept, namespace, prefix } } : f,
      ),
    );

  it('refuses a concept from a taxonomy EDGAR does not know', () => {
    const messages = check(moved('http://example.com/gaap/2024', 'xgaap'));
    expect(errors(messages)).toMatchObject([
      { ruleId: 'efm.6.22.namespaceNotAccepted', location: { file: FILE, line: expect.any(Number) } },
    ]);
    expect(messages[0]!.message).toContain('xgaap:');
    expect(messages[0]!.message).toContain('neither a standard taxonomy EDGAR accepts nor the filing');
  });

  it('refuses a taxonomy version the current release no longer accepts, unless all years are allowed', () => {
    const old = moved('http://fasb.org/us-gaap/2023', 'us-gaap');
    expect(errors(check(old)).map((m) => m.message)).toEqual([
      expect.stringContaining('a version of the us-gaap taxonomy that EDGAR no longer accepts'),
    ]);
    expect(errors(check(old, { taxonomyRelease: 'all-years' }))).toEqual([]);
  });

  it('takes the extension namespace from the instance’s own schema unless told otherwise', () => {
    expect(errors(check(aapl, { extensionNamespaces: [] })).map((m) => m.message)).toEqual([
      expect.stringContaining('http://www.apple.com/20250329'),
    ]);
  });

  it('warns of a deprecated concept, naming its deprecation date', () => {
    const template = aapl.facts.find(dei('EntityIncorporationStateCountryCode'))!;
    const deprecated = edited((facts) => [
      ...facts,
      { ...template, concept: { ...template.concept, localName: 'EntityIncorporationStateCountryName' } },
    ]);
    expect(check(deprecated).filter((m) => m.ruleId === 'efm.6.5.42.deprecatedConcept')).toMatchObject([
      {
        severity: 'warning',
        message: 'dei:EntityIncorporationStateCountryName was deprecated on 2019-01-31 and should not be used (1 fact).',
      },
    ]);
  });
});

describe('Inline XBRL transformation formats', () => {
  const formatted = aapl.facts.find((f) => f.inline?.format?.prefix === 'ixt')!;
  const reformat = (format: { namespace: string; localName: string; prefix: string }) =>
    edited((facts) => facts.map((f) => (f.id === formatted.id ? { ...f, inline: { ...f.inline!, format } } : f)));

  it('refuses a registry EDGAR does not accept', () => {
    const messages = check(
      reformat({ namespace: 'http://www.xbrl.org/inlineXBRL/transformation/2010-04-20', localName: 'numdotdecimal', prefix: 'ixt' }),
    );
    expect(messages).toMatchObject([{ ruleId: 'efm.5.2.5.transformRegistry', severity: 'error', location: formatted.location }]);
    expect(messages[0]!.message).toContain('ixt:numdotdecimal');
  });

  it('requires the prefix the SEC gives each registry', () => {
    const messages = check(reformat({ ...formatted.inline!.format!, prefix: 'ixt4' }));
    expect(messages.map((m) => m.ruleId)).toEqual(['efm.5.2.5.transformPrefix']);
  });
});

describe('file names', () => {
  it('accepts the documents of the Apple submission', () => {
    const documents = readdirSync(SAMPLE).filter((name) => /^(aapl|a10)/.test(name));
    expect(check(aapl, { files: documents })).toEqual([]);
  });

  it('names each broken rule', () => {
    const messages = check(aapl, {
      files: ['AAPL-20250329.htm', 'aapl 10q.htm', 'aapl.2025.htm', 'exhibit.docx', 'a-very-long-exhibit-name-over-limit.htm'],
    });
    expect(messages.map((m) => [m.location?.file, m.ruleId])).toEqual([
      ['AAPL-20250329.htm', 'efm.5.1.1.fileNameCharacters'],
      ['aapl 10q.htm', 'efm.5.1.1.fileNameCharacters'],
      ['aapl.2025.htm', 'efm.5.1.1.fileNameCharacters'],
      ['exhibit.docx', 'efm.5.1.1.fileExtension'],
      ['a-very-long-exhibit-name-over-limit.htm', 'efm.5.1.1.fileNameLength'],
    ]);
  });

  it('requires {base}-{yyyymmdd}.xml of an XBRL 2.1 instance', () => {
    const bare: Instance = { ...structuredClone(aapl), facts: [], file: 'Apple Report.xml' };
    const named = (file: string) => check({ ...bare, file }).filter((m) => m.ruleId === 'efm.6.3.3.instanceFileName');
    expect(named('Apple Report.xml')).toHaveLength(1);
    expect(named('aapl-20250230.xml')).toHaveLength(1);
    expect(named('aapl-20250329.xml')).toEqual([]);
  });
});
