import { type CompanyAuditEntry, DETAILS_READ_TEXT, isDetailsRead } from '@ea/contracts/directory';
import { useMemo } from 'react';
import { AUDIT_TARGETS, auditSubject } from '@/api/directory/audit-targets.ts';
import { companyAuditLogKey, useCompanyAuditLog } from '@/api/directory/company-audit-log.ts';
import { AuditLogDateFilter, useAuditLogRequest } from '@/ui/audit-log/audit-log-range.tsx';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { readMultiValue } from '@/ui/list-state/multi-value-param.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { AuditChangeList } from '../components/audit-change-list.tsx';
import { useChannelNames } from '../components/use-channel-names.ts';

/** What the company audit log records (create, update, delete, restore and reads of a company). */
const ACTIONS = ['Create', 'Update', 'Delete', 'Restore', 'Read'].map((action) => ({ id: action, itemName: action }));

/** The record by its name; a channel entry without one (a new logo) by the channel's name where the reader sees it. */
function recordName(entry: CompanyAuditEntry, channelNames: ReadonlyMap<number, string>): string {
  const { kind, name } = auditSubject(entry);
  const known = name ?? (entry.targetType === 'channel' ? channelNames.get(Number(entry.targetId)) : undefined);
  return known ? `${kind} · ${known}` : `${kind}${entry.targetId ? ` #${entry.targetId}` : ''}`;
}

function auditColumns(channelNames: ReadonlyMap<number, string>): Column<CompanyAuditEntry>[] {
  return [
    { key: 'occurredAt', header: 'Date', width: '170px', render: (row) => <DateTimeText at={row.occurredAt} /> },
    { key: 'user', header: 'User', width: '200px', render: (row) => row.actorEmail ?? row.actorId ?? 'System' },
    {
      key: 'action',
      header: 'Action',
      width: '100px',
      render: (row) => <span className={`audit-action audit-action--${row.action.toLowerCase()}`}>{row.action}</span>,
    },
    { key: 'record', header: 'Record', width: '220px', render: (row) => recordName(row, channelNames) },
    {
      key: 'changes',
      header: 'Before → after',
      render: (row) =>
        isDetailsRead(row) ? (
          <span className="muted">{DETAILS_READ_TEXT}</span>
        ) : (
          <AuditChangeList entry={row} channelNames={channelNames} />
        ),
    },
  ];
}

/** The company audit log (spec §2 audit-log parameters: page, actionfilter, limit, type, search; and a date range). */
export default function CompanyAuditLogPage() {
  // The URL's days as the moments the user's time zone gives them.
  const list = useAuditLogRequest(useListState('auditLog'));
  const { data, error, isLoading } = useCompanyAuditLog(list);
  const channelNames = useChannelNames();
  const columns = useMemo(() => auditColumns(channelNames), [channelNames]);
  return (
    <ListScreen<CompanyAuditEntry>
      kind="auditLog"
      columns={columns}
      rowKey={(row) => String(row.id)}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? (error as Error).message : null}
      searchParam="search"
      exportFrom={{ listAddress: companyAuditLogKey(list), fileName: 'company-audit-log' }}
      description="Every change to companies and channels, and every read of a company's details."
      emptyTitle="No audit entries"
      emptyMessage="Creating, editing, deleting, restoring or opening a company is recorded here."
      filters={(state) => {
        const actions = readMultiValue(state.get('actionfilter'));
        const selected = ACTIONS.filter((item) => actions.includes(item.id));
        const type = state.get('type');
        return (
          <>
            <div className="list-screen__filter">
              <span>Action</span>
              <MultiSelect
                label="Action filter"
                data={ACTIONS}
                selected={selected}
                onChange={(next) =>
                  state.changeKeys(
                    'actionfilter',
                    selected.map((item) => item.id),
                    next.map((item) => item.id),
                  )
                }
              />
            </div>
            <div className="list-screen__filter">
              <span>Record</span>
              <MultiSelect
                label="Record type filter"
                singleSelection
                data={AUDIT_TARGETS}
                selected={AUDIT_TARGETS.filter((item) => item.id === type)}
                onChange={(next) => state.update({ type: next[0]?.id ?? null })}
              />
            </div>
            <AuditLogDateFilter list={state} />
          </>
        );
      }}
    />
  );
}
