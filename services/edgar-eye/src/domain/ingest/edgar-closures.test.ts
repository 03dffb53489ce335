import { describe, expect, it } from 'vitest';
import { edgarClosuresFromEnv } from './edgar-closures.ts';

describe('EDGAR_CLOSED_DAYS', () => {
  it('reads the days closed by order', () => {
    expect([...edgarClosuresFromEnv({ EDGAR_CLOSED_DAYS: '2025-01-09, 2026-12-24' })]).toEqual(['2025-01-09', '2026-12-24']);
    expect(edgarClosuresFromEnv({}).size).toBe(0);
  });

  it('refuses a day that is not a calendar day, at start', () => {
    expect(() => edgarClosuresFromEnv({ EDGAR_CLOSED_DAYS: '2025-02-30' })).toThrow(
      'EDGAR_CLOSED_DAYS must list days as YYYY-MM-DD, not "2025-02-30"',
    );
    expect(() => edgarClosuresFromEnv({ EDGAR_CLOSED_DAYS: '9 Jan 2025' })).toThrow('not "9 Jan 2025"');
  });
});
