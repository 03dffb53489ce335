import { canonicalNumber } from '../dts/canonical-number.ts';
import type { Context, DimensionMember, Period, Unit } from '../model/instance.ts';

/**
 * A period boundary as a comparable dateTime string: a date alone means the start of that day for
 * a start date and the end of it (midnight of the next day) for an end date or instant (XBRL 2.1
 * §4.7.2). Time zones are not compared.
 */
export function boundary(value: string, end: boolean): string {
  const v = value.trim();
  const date = /^(-?\d{4,})-(\d{2})-(\d{2})$/.exec(v);
  if (date) {
    if (!end) return `${v}T00:00:00`;
    const d = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]) + 1));
    return `${d.toISOString().slice(0, 10)}T00:00:00`;
  }
  const dt = /^(-?\d{4,}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(v);
  if (!dt) return v;
  if (dt[2] === '24') return boundary(dt[1]!, true);
  return `${dt[1]}T${dt[2]}:${dt[3]}:${dt[4]!.replace(/\.0*$/, '')}`;
}

export function periodKey(p: Period): string {
  if (p.type === 'forever') return 'forever';
  if (p.type === 'instant') return `i${boundary(p.instant, true)}`;
  return `d${boundary(p.start, false)}/${boundary(p.end, true)}`;
}

function dimensionKey(d: DimensionMember): string {
  const value = d.kind === 'explicit' ? `{${d.member.namespace}}${d.member.localName}` : d.value;
  return `${d.container}|{${d.dimension.namespace}}${d.dimension.localName}|${value}`;
}

/** What makes two contexts c-equal (XBRL 2.1 §4.10): entity, period, segment and scenario. */
export function contextKey(c: Context): string {
  return [
    c.entity.scheme.trim(),
    c.entity.identifier.trim(),
    periodKey(c.period),
    c.dimensions.map(dimensionKey).sort().join('\u0002'),
    normalizeNumbers(c.otherSegment ?? ''),
    normalizeNumbers(c.otherScenario ?? ''),
  ].join('\u0001');
}

let nanCount = 0;

/**
 * Segment and scenario content compared by value where it is plainly a number: "1.0", "1" and
 * "10E-1" are equal (the conformance suite's s-equal cases). Without the schema of each attribute
 * this is a heuristic: a string-typed "1.0" would compare equal to "1" too.
 */
function normalizeNumbers(xml: string): string {
  return xml.replace(/(="|>)\s*([^"<>]*?)\s*(?="|<)/g, (whole, lead: string, text: string) => {
    // NaN equals nothing, itself included: a context holding one is s-equal to no other.
    if (text === 'NaN') return `${lead}NaN#${++nanCount}`;
    const n = canonicalNumber(text);
    return n === undefined ? whole : `${lead}${n}`;
  });
}

/** u-equal units (XBRL 2.1 §4.10): the same measures in numerator and denominator, in any order. */
export function unitKey(u: Unit): string {
  const measures = (qs: Unit['numerator']) =>
    qs
      .map((q) => `{${q.namespace}}${q.localName}`)
      .sort()
      .join(' ');
  return `${measures(u.numerator)}/${measures(u.denominator)}`;
}
