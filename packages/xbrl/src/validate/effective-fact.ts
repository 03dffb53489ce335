import type { Concept } from '../dts/model.ts';
import type { Fact } from '../model/instance.ts';

/**
 * A fact's decimals, precision and value after schema defaults: its type may default or fix the
 * decimals and precision attributes, and its element declaration may default an empty value
 * (XML Schema applies both before XBRL sees the fact).
 */
export function effectiveFact(fact: Fact, concept: Concept | undefined): Pick<Fact, 'decimals' | 'precision' | 'value'> {
  const defaults = concept?.typeInfo.attributeDefaults ?? {};
  const decimals = fact.decimals ?? (concept?.typeInfo.numeric ? defaults.decimals : undefined);
  const precision = fact.precision ?? (concept?.typeInfo.numeric ? defaults.precision : undefined);
  const value = fact.value === '' && concept?.defaultValue !== undefined ? concept.defaultValue : fact.value;
  return { ...(decimals !== undefined ? { decimals } : {}), ...(precision !== undefined ? { precision } : {}), value };
}
