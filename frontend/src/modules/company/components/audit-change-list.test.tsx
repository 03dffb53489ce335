import type { CompanyAuditEntry } from '@ea/contracts/directory';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeZoneProvider } from '@/ui/format/time-zone-context.tsx';
import { AuditChangeList } from './audit-change-list.tsx';

const channels = new Map([
  [3, 'North Channel'],
  [4, 'South Channel'],
]);

const entry = (over: Partial<CompanyAuditEntry>): CompanyAuditEntry => ({
  id: 1,
  occurredAt: '2026-03-10T16:00:00.000Z',
  actorId: '1',
  actorEmail: 'admin@example.com',
  action: 'Update',
  targetType: 'company',
  targetId: '12',
  channelId: 4,
  companyId: 12,
  before: null,
  after: null,
  ...over,
});

afterEach(cleanup);

describe('AuditChangeList', () => {
  it('shows a bulk move and filer edits with the fields’ labels and readable values, in the user’s zone', () => {
    render(
      <TimeZoneProvider zone="America/New_York">
        <AuditChangeList
          channelNames={channels}
          entry={entry({
            before: { name: 'Acme', channelId: 3, fiscalYearEnd: '06-30', smallerReportingCompany: false, deletedAt: null },
            after: {
              name: 'Acme',
              channelId: 4,
              fiscalYearEnd: '12-31',
              smallerReportingCompany: true,
              deletedAt: '2026-03-10T16:00:00.000Z',
            },
          })}
        />
      </TimeZoneProvider>,
    );
    const rows = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Channel: North Channel changed to  → South Channel',
      'Fiscal year end: June 30 changed to  → December 31',
      'Smaller reporting company: No changed to  → Yes',
      'Deleted: — changed to  → Mar 10, 2026, 12:00 PM EDT',
    ]);
    expect(screen.queryByText('channelId')).toBeNull();
  });

  it('leaves out an import run’s internal id', () => {
    render(
      <AuditChangeList
        channelNames={channels}
        entry={entry({
          targetType: 'bulk-import',
          before: { status: 'running' },
          after: { runId: 'a1b2', status: 'completed', created: 3 },
        })}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Status', 'Companies added']);
  });
});
