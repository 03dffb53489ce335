/**
 * The shape of the SEC's dei-validations.json (its own "description" explains each field) and the
 * resolution of its submission-type classes.
 */

export type RuleValue = string | number | boolean;

export interface SubTypeValidation {
  'sub-types'?: string[];
  'sub-types-pattern'?: string;
  'xbrl-names'?: string | string[];
  efm?: string;
  msgSection?: string;
  validation?: string;
  axis?: string;
  value?: RuleValue | RuleValue[];
  references?: string | string[];
  'reference-value'?: RuleValue | RuleValue[];
  source?: 'inline' | 'non-inline' | 'both';
  'check-after'?: string;
  lang?: string;
  severity?: string;
  'include-xbrl-names'?: string[];
  'exclude-xbrl-names'?: string[];
  msgCoda?: string;
}

export interface ValidationKind {
  message: string | null;
  severity: string;
  severityVerb?: string;
  qualifier?: string;
}

export interface AxisValidation {
  /** Axis names: a bare name is a dei axis, 'prefix:Name' a taxonomy's, '!std!:Name' any standard one; null is "no axis". */
  axes: (string | null)[];
  members?: string[];
  names?: string[];
}

export interface DeiValidations {
  'sub-type-classes': Record<string, string[] | string>;
  'sub-type-element-validations': SubTypeValidation[];
  validations: Record<string, ValidationKind>;
  'axis-validations': Record<string, AxisValidation>;
  messages: Record<string, string>;
}

const NOT = '!not!';

/** xbrl-names, references: one name or a list. */
export function nameList(names: string | string[] | undefined): string[] {
  return typeof names === 'string' ? [names] : (names ?? []);
}

/**
 * Whether a validation applies to the submission: its sub-types, with '@class' references expanded,
 * '*' for every type and '!not!' for "every type but these", are matched against the submission
 * type and against 'type§documentType' (the form a registration statement amends).
 */
export function appliesTo(
  rule: SubTypeValidation,
  classes: DeiValidations['sub-type-classes'],
  subType: string,
  documentType?: string,
): boolean {
  const pattern = rule['sub-types-pattern'];
  if (pattern !== undefined && new RegExp(pattern).test(subType)) return true;
  const types = expand(rule['sub-types'] ?? [], classes, new Set());
  if (types.has('*')) return true;
  const named = types.has(subType) || (documentType !== undefined && types.has(`${subType}§${documentType}`));
  return named !== types.has(NOT);
}

function expand(entries: string[], classes: DeiValidations['sub-type-classes'], seen: Set<string>): Set<string> {
  const types = new Set<string>();
  for (const entry of entries) {
    if (!entry.startsWith('@')) {
      types.add(entry);
      continue;
    }
    const name = entry.slice(1);
    const members = classes[name];
    if (seen.has(name) || !Array.isArray(members)) continue;
    seen.add(name);
    // Classes and their references behave as one set, '!not!' included (the file's own description).
    for (const type of expand(members, classes, seen)) types.add(type);
  }
  return types;
}
