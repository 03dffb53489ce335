import { describe, expect, it } from 'vitest';
import { matchingZones, zoneChoices, zoneLabel } from './time-zone-options.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');
const choices = zoneChoices(WINTER);
const zonesOf = (found: { zone: string }[]) => found.map((choice) => choice.zone);

describe('the time zone choices', () => {
  it('offers every zone the browser knows, UTC among them', () => {
    expect(zonesOf(choices)).toEqual(expect.arrayContaining(['America/New_York', 'Asia/Tokyo', 'UTC']));
  });

  it('names a zone with its offset', () => {
    expect(zoneLabel('America/New_York', WINTER)).toBe('America/New York (GMT-05:00)');
    expect(zoneLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('America/New York (GMT-04:00)');
  });

  it('finds zones by words of their name or by offset, keeping the chosen one', () => {
    expect(zonesOf(matchingZones(choices, 'new york', '', WINTER))).toEqual(['America/New_York']);
    expect(zonesOf(matchingZones(choices, 'GMT+09:00', '', WINTER))).toContain('Asia/Tokyo');
    expect(zonesOf(matchingZones(choices, 'new york', 'Europe/Paris', WINTER))).toEqual(['Europe/Paris', 'America/New_York']);
    expect(matchingZones(choices, 'no such place', '', WINTER)).toEqual([]);
  });

  it('keeps a saved zone the list names otherwise', () => {
    const kept = matchingZones(
      choices.filter((choice) => choice.zone !== 'Asia/Kolkata'),
      'tokyo',
      'Asia/Kolkata',
      WINTER,
    );
    expect(kept[0]).toEqual({ zone: 'Asia/Kolkata', label: 'Asia/Kolkata (GMT+05:30)' });
  });
});
