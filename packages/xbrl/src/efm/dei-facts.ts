import type { Context, Fact, Instance, QName } from '../model/instance.ts';
import type { AxisValidation } from './dei-validations.ts';

export interface Selection {
  /** Only facts in the same context (entity, period and dimensions) as this fact. */
  sameContextAs?: Fact;
  /** Only facts in the Required Context: no dimensions, and an instant or the DocumentType fact's period. */
  required?: boolean;
  /** Only facts whose xml:lang matches (a fact without one is taken as English, EDGAR's default). */
  lang?: RegExp;
}

/**
 * The non-nil facts of standard taxonomies, found the way the dei rules name them: a bare name is a
 * dei concept, 'prefix:Name' a concept of the standard taxonomy with that EDGAR prefix. The prefix
 * comes from EDGAR's taxonomy list, not from the filing, so an extension reusing 'dei' is not taken.
 */
export class DeiFacts {
  readonly documentType?: Fact;
  private readonly byName = new Map<string, Fact[]>();
  private readonly contextKeys = new Map<string, string>();

  constructor(
    private readonly instance: Instance,
    private readonly standardPrefixes: Map<string, string>,
  ) {
    for (const fact of instance.facts) {
      const prefix = standardPrefixes.get(fact.concept.namespace);
      if (!prefix || fact.value === null || !fact.contextRef) continue;
      const key = `${prefix}:${fact.concept.localName}`;
      const list = this.byName.get(key);
      if (list) list.push(fact);
      else this.byName.set(key, [fact]);
    }
    this.documentType = this.byName.get('dei:DocumentType')?.[0];
  }

  /** Facts of any of the names whose context has the axes (and members) the axis validation names. */
  all(names: string | string[], axis: AxisValidation, selection: Selection = {}): Fact[] {
    const found: Fact[] = [];
    for (const name of typeof names === 'string' ? [names] : names)
      for (const fact of this.byName.get(name.includes(':') ? name : `dei:${name}`) ?? [])
        if (this.selected(fact, axis, selection)) found.push(fact);
    return found;
  }

  one(names: string | string[], axis: AxisValidation, selection: Selection = {}): Fact | undefined {
    return this.all(names, axis, selection)[0];
  }

  context(fact: Fact): Context | undefined {
    return fact.contextRef ? this.instance.contexts.get(fact.contextRef) : undefined;
  }

  private selected(fact: Fact, axis: AxisValidation, selection: Selection): boolean {
    if (selection.lang && !selection.lang.test(fact.lang ?? 'en-US')) return false;
    const context = this.context(fact);
    if (!context) return false;
    if (selection.sameContextAs) return this.key(context) === this.key(this.context(selection.sameContextAs));
    if (selection.required) return this.inRequiredContext(context);
    return this.onAxes(context, axis);
  }

  private inRequiredContext(context: Context): boolean {
    if (context.dimensions.length > 0) return false;
    const reference = this.documentType && this.context(this.documentType);
    if (!reference || context.period.type === 'instant') return true;
    return JSON.stringify(context.period) === JSON.stringify(reference.period);
  }

  private onAxes(context: Context, axis: AxisValidation): boolean {
    if (axis.axes.length === 0) return context.dimensions.length === 0;
    const excluding = axis.axes.includes('!not!');
    const matched =
      context.dimensions.length === 0
        ? axis.axes.includes(null)
        : context.dimensions.some(
            (d) =>
              axis.axes.some((name) => name !== null && name !== '!not!' && this.isAxis(d.dimension, name)) &&
              (!axis.members || (d.kind === 'explicit' && axis.members.includes(d.member.localName))),
          );
    return matched !== excluding;
  }

  private isAxis(dimension: QName, name: string): boolean {
    const [prefix, localName] = name.includes(':') ? name.split(':') : ['dei', name];
    if (dimension.localName !== localName) return false;
    if (prefix === '*') return true;
    const standard = this.standardPrefixes.get(dimension.namespace);
    return prefix === '!std!' ? standard !== undefined : standard === prefix;
  }

  private key(context: Context | undefined): string {
    if (!context) return '';
    let key = this.contextKeys.get(context.id);
    if (key === undefined) {
      const dimensions = context.dimensions
        .map(
          (d) =>
            `${d.dimension.namespace} ${d.dimension.localName}=${d.kind === 'explicit' ? `${d.member.namespace} ${d.member.localName}` : d.value}`,
        )
        .sort();
      key = JSON.stringify([context.entity, context.period, dimensions]);
      this.contextKeys.set(context.id, key);
    }
    return key;
  }
}
