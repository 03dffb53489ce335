import type { Fact, Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { DeiFacts } from './dei-facts.ts';
import { DeiMessages } from './dei-messages.ts';
import { RuleCheck } from './dei-rule-check.ts';
import { type AxisValidation, appliesTo, nameList, type SubTypeValidation } from './dei-validations.ts';
import type { EdgarResources } from './edgar-resources.ts';

export interface DeiRuleOptions {
  /** The EDGAR submission type, e.g. '10-K', '10-Q/A', '8-K'. */
  subType: string;
  /** Whether the instance came from Inline XBRL (some rules apply to one source only). */
  inline: boolean;
  /** The moment of submission, for the DocumentPeriodEndDate limit. */
  now: Date;
}

/**
 * The cover-page (dei) rules of EFM 6.5.20–6.5.58 as the SEC's dei-validations.json tabulates them
 * per submission type. Each entry's sub-types (with '@class' references, '!not!' and
 * 'type§documentType'), sub-types-pattern, source (inline / non-inline), check-after, lang, axis,
 * value, references and reference-value are applied, and every finding uses the file's own message
 * template and severity.
 *
 * Validation kinds applied: x, xv, r, y, n (required, with a value); o, ov (optional, value checked);
 * op, o2, o3, f2, ol1, ol2, oph (presence of related facts); a, sr, oth, n2e, rt, ra, et1 (facts
 * that depend on another's value); ot1, n2bn1, t1, te (exclusive facts and security listings);
 * ws, wv, tf3 (flags that exclude each other); ru, ou (US state codes); de, de5pm
 * (DocumentPeriodEndDate not before 1980 nor after the submission day, which after 5:30 pm is the
 * next business day past weekends and federal holidays); not-in-future (auditor facts); (supported-taxonomy)
 * (taxonomies a submission type may not use); (blank), (blank-error) (dei facts a submission type
 * does not expect).
 *
 * Not applied, because they need what an offline check of one instance does not have: entries that
 * only store values in the EDGAR database (store-db-name) or compare with the submission header or
 * EDGAR's records (elo-name, e503, 503-header-field, sb, item-facts-dependency, (elo-unexpected));
 * checks of the DTS or the attachment's document type (taxonomy-version-required,
 * taxonomy-url-required-in-dts, taxonomy-url-unexpected-in-dts, taxonomy-ns-in-dts-fact-required,
 * doc-type-facts-dependency, (supported-taxonomy-docType)); the visibility of 'cover'/'COVER' facts
 * (it depends on -sec-ix-hidden styles the reader does not keep); and the kinds specific to forms
 * outside the project's list or to dimensional cubes (security-axis, md, md-unexpected, fw,
 * fw-unexpected, of-rule, fdepflag-present, n2bn2, n2c, n2d, n2h, required-context-duration,
 * p1y-ending-on, monthly-facts, future).
 */
export function checkDeiRules(instance: Instance, resources: EdgarResources, options: DeiRuleOptions): XbrlMessage[] {
  const data = resources.deiValidations;
  const facts = new DeiFacts(instance, resources.standardPrefixes);
  const documentType = facts.documentType?.value ?? undefined;
  const out = new DeiMessages(data, instance, options.subType);
  const reportDate = reportingDate(facts);
  // Names found in facts under rules for other submission types, and names this type's rules expect.
  const unexpected = new Map<string, { rule: SubTypeValidation; facts: Fact[] }>();
  const expected = new Set<string>();

  for (const rule of data['sub-type-element-validations']) {
    if (!rule.validation || !sourceApplies(rule, options.inline)) continue;
    const checkAfter = rule['check-after'];
    if (checkAfter && reportDate && checkAfter >= reportDate) continue;
    const axisKey = rule.axis ?? '';
    const axis = data['axis-validations'][axisKey] ?? { axes: [] };
    const names = nameList(rule['xbrl-names']);

    if (!appliesTo(rule, data['sub-type-classes'], options.subType, documentType)) {
      for (const name of names) {
        if (rule.validation === '(supported-taxonomy)' && name.endsWith(':*')) {
          const prefix = name.slice(0, -2);
          const used = instance.facts.filter((f) => resources.standardPrefixes.get(f.concept.namespace) === prefix);
          if (used.length > 0) out.report(rule, { fact: used[0], args: { taxonomy: prefix } });
          continue;
        }
        const found = facts.all(name, axis);
        if (found.length > 0 && !unexpected.has(`${name} ${axisKey}`)) unexpected.set(`${name} ${axisKey}`, { rule, facts: found });
      }
      continue;
    }
    for (const name of names) expected.add(`${name} ${axisKey}`);
    const context = describeContext(axisKey, axis);
    if (rule.validation !== '(blank)' && rule.validation !== '(blank-error)') {
      new RuleCheck(rule, names, axis, facts, out, context, options).run();
      continue;
    }
    // The table's last entries: facts that only rules for other submission types name, reported
    // under the section of the first such rule.
    const include = rule['include-xbrl-names'];
    const exclude = rule['exclude-xbrl-names'];
    for (const [key, found] of unexpected) {
      const name = key.split(' ')[0]!;
      if (expected.has(key) || (include && !include.includes(name)) || exclude?.includes(name)) continue;
      const foundAxis = found.rule.axis ?? '';
      const where = describeContext(foundAxis, data['axis-validations'][foundAxis] ?? { axes: [] });
      out.report({ ...rule, efm: found.rule.efm }, { fact: found.facts[0], args: { tag: name, context: where } });
    }
  }
  return out.messages;
}

/** The date check-after compares with: DocumentPeriodEndDate, else the Required Context's end. */
function reportingDate(facts: DeiFacts): string | undefined {
  const periodEnd = facts.one('DocumentPeriodEndDate', { axes: [] }, { required: true })?.value?.trim();
  if (periodEnd) return periodEnd;
  const period = facts.documentType && facts.context(facts.documentType)?.period;
  return period?.type === 'duration' ? period.end : period?.type === 'instant' ? period.instant : undefined;
}

function sourceApplies(rule: SubTypeValidation, inline: boolean): boolean {
  return !rule.source || rule.source === 'both' || (rule.source === 'inline') === inline;
}

function describeContext(axisKey: string, axis: AxisValidation): string {
  if (!axisKey) return 'Required Context';
  if (axis.names) return `context with ${axis.names.filter((n) => n !== 'not').join(' or ')}`;
  const axes = axis.axes.filter((a): a is string => a !== null && a !== '!not!').map((a) => a.replace(/^!std!:/, ''));
  return `context with ${axes.join(' or ')}${axis.members ? ` and ${axis.members.join(' or ')}` : ''}`;
}
