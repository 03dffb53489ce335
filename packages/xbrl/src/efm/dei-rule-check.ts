import type { Fact } from '../model/instance.ts';
import type { DeiFacts } from './dei-facts.ts';
import { type DeiMessages, describeNames, describeValue } from './dei-messages.ts';
import { type AxisValidation, nameList, type RuleValue, type SubTypeValidation } from './dei-validations.ts';
import { latestPeriodEndDate } from './period-end-limit.ts';

/** Whether a fact's value is the rule's value (or one of its values; '!not!' inverts the list). */
function hasValue(fact: Fact, expected: RuleValue | RuleValue[] | undefined): boolean {
  if (expected === undefined) return true;
  if (Array.isArray(expected)) {
    const listed = expected.some((v) => v !== '!not!' && sameValue(fact.value, v));
    return listed !== expected.includes('!not!');
  }
  return sameValue(fact.value, expected);
}

function sameValue(actual: string | null, expected: RuleValue): boolean {
  const value = actual?.trim() ?? '';
  if (typeof expected === 'boolean') return (value === 'true' || value === '1') === expected && /^(true|false|1|0)$/.test(value);
  if (typeof expected === 'number') return Number(value) === expected;
  return value === expected;
}

/** One entry of dei-validations.json applied to the facts, by its validation kind. */
export class RuleCheck {
  private readonly references: string[];
  private readonly referenceValue: RuleValue | RuleValue[] | undefined;

  constructor(
    private readonly rule: SubTypeValidation,
    private readonly names: string[],
    private readonly axis: AxisValidation,
    private readonly facts: DeiFacts,
    private readonly out: DeiMessages,
    private readonly context: string,
    private readonly options: { inline: boolean; now: Date },
  ) {
    this.references = nameList(rule.references).map((r) => r.trim());
    this.referenceValue = rule['reference-value'];
  }

  run(): void {
    RuleCheck.kinds[this.rule.validation ?? '']?.call(this);
  }

  /** The validation kinds applied, by their codes in dei-validations.json. */
  private static readonly kinds: Record<string, (this: RuleCheck) => void> = {
    x: RuleCheck.prototype.required,
    xv: RuleCheck.prototype.required,
    r: RuleCheck.prototype.required,
    y: RuleCheck.prototype.required,
    n: RuleCheck.prototype.required,
    o: RuleCheck.prototype.optional,
    ov: RuleCheck.prototype.optional,
    op: RuleCheck.prototype.bothOrNeither,
    o2: RuleCheck.prototype.atLeastOne,
    o3: RuleCheck.prototype.atLeastOne,
    f2: RuleCheck.prototype.someWith,
    ol1: RuleCheck.prototype.onlyWith,
    ol2: RuleCheck.prototype.onlyWith,
    oph: RuleCheck.prototype.ifAndOnlyIf,
    a: RuleCheck.prototype.dependentOnValue,
    sr: RuleCheck.prototype.dependentOnValue,
    oth: RuleCheck.prototype.dependentOnValue,
    n2e: RuleCheck.prototype.dependentOnValue,
    rt: RuleCheck.prototype.dependentOnValue,
    ra: RuleCheck.prototype.requiredByValue,
    et1: RuleCheck.prototype.transitionPeriod,
    ot1: RuleCheck.prototype.exclusive,
    n2bn1: RuleCheck.prototype.exclusive,
    t1: RuleCheck.prototype.oneOfPerSecurity,
    te: RuleCheck.prototype.exchangeWithSecurity,
    ws: RuleCheck.prototype.atMostOneFlag,
    wv: RuleCheck.prototype.atMostOneFlag,
    tf3: RuleCheck.prototype.exactlyOneFlag,
    ru: RuleCheck.prototype.usState,
    ou: RuleCheck.prototype.usState,
    de: RuleCheck.prototype.periodEndDate,
    de5pm: RuleCheck.prototype.periodEndDate,
    'not-in-future': RuleCheck.prototype.notAfterDocumentPeriod,
  };

  private report(fact: Fact | undefined, args: Record<string, string | undefined>, key?: string, severity?: 'error' | 'warning'): void {
    this.out.report(this.rule, { fact, key, severity, args: { context: this.context, ...args } });
  }

  private all(names: string | string[], sameContextAs?: Fact): Fact[] {
    return this.facts.all(names, this.axis, { sameContextAs, lang: this.lang() });
  }

  private one(names: string | string[], sameContextAs?: Fact): Fact | undefined {
    return this.all(names, sameContextAs)[0];
  }

  private lang(): RegExp | undefined {
    return this.rule.lang ? new RegExp(`^(?:${this.rule.lang})`, 'i') : undefined;
  }

  private required(): void {
    for (const name of this.names) {
      const fact = this.rule.axis ? this.one(name) : this.facts.one(name, this.axis, { required: true, lang: this.lang() });
      if (!fact) this.report(undefined, { tag: name }, 'dq-{efmSection}-{tag}-Missing');
      else if (!hasValue(fact, this.rule.value))
        this.report(fact, { tag: name, value: describeValue(fact.value ?? ''), expectedValue: describeValue(this.rule.value) });
    }
  }

  private optional(): void {
    for (const name of this.names) {
      const fact = this.one(name);
      if (fact && !hasValue(fact, this.rule.value)) this.report(fact, { tag: name, value: describeValue(this.rule.value) });
    }
  }

  private bothOrNeither(): void {
    const present = this.names.filter((name) => this.one(name));
    if (present.length > 0 && present.length < this.names.length) this.report(this.one(present), { tags: describeNames(this.names) });
  }

  private atLeastOne(): void {
    const anchor = this.references.length > 0 ? this.one(this.references) : undefined;
    if (this.references.length > 0 && !anchor) return;
    if (!this.names.some((name) => this.one(name, anchor))) this.report(anchor, { tags: describeNames(this.names) });
  }

  private someWith(): void {
    const anchor = this.one(this.references);
    if (anchor && !this.names.some((name) => this.one(name, anchor)))
      this.report(anchor, { tag: describeNames(this.references), otherTags: describeNames(this.names) });
  }

  private onlyWith(): void {
    for (const name of this.names) {
      const fact = this.one(name);
      if (fact && !this.one(this.references, fact)) this.report(fact, { tag: name, otherTag: describeNames(this.references) });
    }
  }

  private ifAndOnlyIf(): void {
    const reference = this.one(this.references);
    for (const name of this.names) {
      const fact = reference ? this.one(name, reference) : this.one(name);
      if (reference ? !fact : fact) this.report(fact ?? reference, { tag: name, otherTag: describeNames(this.references) });
    }
  }

  /** The fact is present exactly when the referenced fact (in its context) has the reference value. */
  private dependentOnValue(): void {
    for (const name of this.names) {
      const fact = this.one(name);
      const reference = this.one(this.references, fact);
      const referenceHolds = reference !== undefined && hasValue(reference, this.referenceValue);
      if ((fact !== undefined) !== referenceHolds)
        this.report(fact ?? reference, {
          tag: name,
          otherTag: describeNames(this.references),
          value: describeValue(this.referenceValue),
        });
    }
  }

  private requiredByValue(): void {
    const reference = this.one(this.references);
    if (!reference || !hasValue(reference, this.referenceValue)) return;
    for (const name of this.names)
      if (!this.one(name, reference))
        this.report(reference, { tag: describeNames(this.references), otherTag: name, value: describeValue(reference.value ?? '') });
  }

  /** EntityExTransitionPeriod: required (error) when EntityEmergingGrowthCompany is true, else unexpected (warning). */
  private transitionPeriod(): void {
    const covered = new Set<Fact>();
    const args = { tag: this.names[0], otherTag: describeNames(this.references), value: describeValue(this.referenceValue) };
    for (const reference of this.all(this.references)) {
      if (!hasValue(reference, this.referenceValue)) continue;
      const found = this.all(this.names, reference);
      for (const fact of found) covered.add(fact);
      if (found.length === 0) this.report(reference, args);
    }
    for (const fact of this.all(this.names)) {
      if (covered.has(fact)) continue;
      const reference = this.one(this.references, fact);
      if (!reference || !hasValue(reference, this.referenceValue)) this.report(fact, args, undefined, 'warning');
    }
  }

  private exclusive(): void {
    this.names.forEach((first, i) => {
      for (const fact of this.all(first))
        if (this.names.slice(i + 1).some((other) => this.one(other, fact))) this.report(fact, { tags: describeNames(this.names) });
    });
  }

  /** One of TradingSymbol / NoTradingSymbolFlag, not both, for each registered security. */
  private oneOfPerSecurity(): void {
    const covered = new Set<Fact>();
    const args = { tags: describeNames(this.names), otherTags: describeNames(this.references), severityVerb: 'may' };
    for (const security of this.all(this.references)) {
      const found = this.all(this.names, security);
      for (const fact of found) covered.add(fact);
      if (found.length > 1) this.report(found[1], args);
    }
    for (const fact of this.all(this.names)) if (!covered.has(fact) && !this.one(this.references, fact)) this.report(fact, args);
  }

  private exchangeWithSecurity(): void {
    const covered = new Set<Fact>();
    for (const reference of this.all(this.references)) for (const fact of this.all(this.names, reference)) covered.add(fact);
    for (const fact of this.all(this.names))
      if (!covered.has(fact) && !this.one(this.references, fact))
        this.report(fact, { tag: this.names[0], otherTags: describeNames(this.references), severityVerb: 'may' });
  }

  private atMostOneFlag(): void {
    const flagged = this.names.map((name) => this.one(name)).filter((f) => f && hasValue(f, this.rule.value));
    if (flagged.length > 1) this.report(flagged[1], { tags: describeNames(this.names), value: describeValue(this.rule.value) });
  }

  private exactlyOneFlag(): void {
    const [flag, other] = Array.isArray(this.rule.value) ? this.rule.value : [];
    let flagged = 0;
    let others = 0;
    for (const name of this.names) {
      const fact = this.one(name);
      if (fact && hasValue(fact, flag)) flagged++;
      else if (fact && hasValue(fact, other)) others++;
    }
    if ((this.options.inline || flagged + others > 0) && (flagged !== 1 || others !== this.names.length - 1))
      this.report(this.one(this.names), {
        tags: describeNames(this.names),
        value: describeValue(flag),
        otherValue: describeValue(other),
      });
  }

  private usState(): void {
    for (const name of this.names) {
      const fact = this.one(name);
      if (fact ? !hasValue(fact, this.rule.value) : this.rule.validation === 'ru')
        this.report(fact, { tag: name, value: 'U.S. state codes' });
    }
  }

  private periodEndDate(): void {
    const latest = latestPeriodEndDate(this.options.now, this.rule.validation === 'de5pm');
    for (const fact of this.all(this.names)) {
      const date = fact.value?.trim() ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '1980-01-01' || date > latest)
        this.report(fact, { tag: fact.concept.localName, value: date, expectedValue: `between 1980-01-01 and ${latest}` });
    }
  }

  private notAfterDocumentPeriod(): void {
    const documentContext = this.facts.documentType && this.facts.context(this.facts.documentType);
    if (!documentContext) return;
    const end = periodEnd(documentContext.period);
    for (const fact of this.all(this.names)) {
      const context = this.facts.context(fact);
      if (context && end && (periodEnd(context.period) ?? '') > end)
        this.report(fact, { tag: fact.concept.localName, context: `context ${context.id}` });
    }
  }
}

function periodEnd(period: { type: string; instant?: string; end?: string }): string | undefined {
  return period.type === 'instant' ? period.instant : period.end;
}
