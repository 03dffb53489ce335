import type { Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';

const CIK_SCHEME = 'http://www.sec.gov/CIK';

/** A CIK as EDGAR compares it: ten digits, left-padded with zeros. */
export function normalizeCik(cik: string): string {
  const digits = cik.trim();
  return /^\d{1,10}$/.test(digits) ? digits.padStart(10, '0') : digits;
}

/**
 * EFM 6.5.1 and 6.5.23: every context identifies the entity by the SEC CIK scheme, and that CIK and
 * dei:EntityCentralIndexKey are the submitting filer's CIK.
 */
export function checkCik(instance: Instance, cik: string | undefined, deiNamespaces: (namespace: string) => boolean): XbrlMessage[] {
  const messages: XbrlMessage[] = [];
  const expected = cik === undefined ? undefined : normalizeCik(cik);
  const reported = new Set<string>();
  for (const context of instance.contexts.values()) {
    const { scheme, identifier } = context.entity;
    if (scheme !== CIK_SCHEME && !reported.has(`scheme ${scheme}`)) {
      reported.add(`scheme ${scheme}`);
      messages.push({
        ruleId: 'efm.6.5.1.identifierScheme',
        severity: 'error',
        message: `Context ${context.id} identifies the entity with the scheme "${scheme}"; EDGAR requires ${CIK_SCHEME}.`,
        location: context.location,
      });
    }
    if (expected !== undefined && identifier.trim() !== expected && !reported.has(`id ${identifier}`)) {
      reported.add(`id ${identifier}`);
      messages.push({
        ruleId: 'efm.6.5.23.contextCik',
        severity: 'error',
        message: `Context ${context.id} has the entity identifier ${identifier}, which is not the filer's CIK ${expected}.`,
        location: context.location,
      });
    }
  }
  if (expected === undefined) return messages;
  for (const fact of instance.facts) {
    if (fact.concept.localName !== 'EntityCentralIndexKey' || !deiNamespaces(fact.concept.namespace) || fact.value === null) continue;
    if (normalizeCik(fact.value) !== expected)
      messages.push({
        ruleId: 'efm.6.5.23.entityCentralIndexKey',
        severity: 'error',
        message: `dei:EntityCentralIndexKey is ${fact.value.trim()}, but the submission is made for CIK ${expected}.`,
        location: fact.location,
      });
  }
  return messages;
}
