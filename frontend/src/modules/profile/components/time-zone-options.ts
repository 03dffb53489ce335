import { zoneOffset } from '@/ui/format/date-time.ts';

export interface ZoneChoice {
  zone: string;
  /** "America/New York (GMT-05:00)": how people search and read it. */
  label: string;
}

/** Every IANA zone the browser knows, and UTC, which some browsers leave out of the list, each with its offset at `at`. */
export function zoneChoices(at: Date): ZoneChoice[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes('UTC') ? [...zones] : [...zones, 'UTC'].sort();
  return all.map((zone) => ({ zone, label: zoneLabel(zone, at) }));
}

export const zoneLabel = (zone: string, at: Date) => `${zone.replaceAll('_', ' ')} (${zoneOffset(zone, at)})`;

/**
 * The choices whose label contains every word of the query ("new york", "gmt+05:30"). The chosen
 * zone stays first while the search hides it, so the select never loses its value; so does a zone
 * saved under a name this browser lists under another (Asia/Kolkata where it lists Asia/Calcutta).
 */
export function matchingZones(choices: readonly ZoneChoice[], query: string, chosen: string, at: Date): ZoneChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = choices.filter((choice) => words.every((word) => choice.label.toLowerCase().includes(word)));
  if (chosen === '' || found.some((choice) => choice.zone === chosen)) return found;
  return [choices.find((choice) => choice.zone === chosen) ?? { zone: chosen, label: zoneLabel(chosen, at) }, ...found];
}
