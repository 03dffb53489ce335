import type { Fact, Instance } from '../model/instance.ts';
import type { Severity, XbrlMessage } from '../model/message.ts';
import type { DeiValidations, RuleValue, SubTypeValidation } from './dei-validations.ts';

/** What fills a message template of dei-validations.json ({subType}, {tag}, {value}, …). */
export type MessageArgs = Record<string, string | undefined>;

export interface Finding {
  /** The message key, e.g. 'dq-{efmSection}-{tag}-Missing'; by default the validation kind's own. */
  key?: string;
  severity?: Severity;
  fact?: Fact;
  args: MessageArgs;
}

/**
 * Messages in the SEC's own words: the template the rule data gives for the finding, filled in with
 * the filing's concepts and values. The rule id is the EFM section and the template's fixed words,
 * e.g. 'efm.6.5.20.deiMissing' for 'dq-{efmSection}-{tag}-Missing', so it stays stable across
 * concepts and releases.
 */
export class DeiMessages {
  readonly messages: XbrlMessage[] = [];

  constructor(
    private readonly data: DeiValidations,
    private readonly instance: Instance,
    private readonly subType: string,
  ) {}

  report(rule: SubTypeValidation, finding: Finding): void {
    const kind = this.data.validations[rule.validation ?? ''];
    const key = finding.key ?? kind?.message;
    if (!kind || !key) return;
    const template = this.data.messages[key];
    if (!template) return;
    const severity: Severity = finding.severity ?? ((rule.severity ?? kind.severity).toLowerCase() === 'error' ? 'error' : 'warning');
    const args: MessageArgs = {
      subType: this.subType,
      severityVerb: kind.severityVerb ?? (severity === 'error' ? 'must' : 'should'),
      qualifier: kind.qualifier ?? '',
      msgCoda: rule.msgCoda ?? '',
      context: 'Required Context',
      contextID: finding.fact?.contextRef ?? 'Required Context',
      ...finding.args,
    };
    this.messages.push({
      ruleId: ruleId(rule, key),
      severity,
      message: template.replace(/\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole).trim(),
      location: finding.fact?.location ?? { file: this.instance.file },
    });
  }
}

function ruleId(rule: SubTypeValidation, key: string): string {
  const section = (rule.efm ?? rule.msgSection ?? '').toLowerCase().replace(/[:\s]+/g, '.');
  const words = key
    .replace(/^dq-/, '')
    .split('-')
    .filter((word) => word && !word.startsWith('{') && !/^\d+$/.test(word));
  return `efm.${section}.dei${words.join('') || 'Value'}`;
}

/** A rule value as a filer reads it: one of a list, quoted strings, booleans as written in XBRL. */
export function describeValue(value: RuleValue | RuleValue[] | undefined): string {
  if (value === undefined) return '';
  if (!Array.isArray(value)) return typeof value === 'string' ? `"${value}"` : String(value);
  const values = value.filter((v) => v !== '!not!').map((v) => describeValue(v));
  const list = values.length === 1 ? values[0]! : `one of ${values.join(', ')}`;
  return value.includes('!not!') ? `not ${list}` : list;
}

/** Names of concepts as a filer reads them: dei names bare, others with their prefix. */
export function describeNames(names: string | string[] | undefined): string {
  return (typeof names === 'string' ? [names] : (names ?? [])).join(', ');
}
