import { describe, expect, it } from 'vitest';
import { auditLogRequest } from './audit-log-range.tsx';

const listOf = (values: Record<string, string>) => ({ page: 2, size: 30, get: (name: string) => values[name] ?? null });

describe('auditLogRequest', () => {
  it('sends the days of the URL as the moments the user’s zone starts the first and the day after the last', () => {
    const request = auditLogRequest(
      listOf({ range: 'Custom Range', from: '2026-03-01', to: '2026-03-10', search: 'acme' }),
      'America/New_York',
    );
    expect(request.get('from')).toBe('2026-03-01T05:00:00.000Z');
    expect(request.get('to')).toBe('2026-03-11T04:00:00.000Z');
    expect(request.get('search')).toBe('acme');
    expect([request.page, request.size]).toEqual([2, 30]);
    expect(auditLogRequest(listOf({ to: '2026-03-10' }), 'Asia/Kolkata').get('to')).toBe('2026-03-10T18:30:00.000Z');
    expect(auditLogRequest(listOf({}), 'UTC').get('from')).toBeNull();
  });
});
