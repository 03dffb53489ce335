import { AUDIT_ACTIONS } from '@ea/contracts';
import type { Column } from '../data-table/data-table.tsx';
import { DateTimeText } from '../format/date-time-text.tsx';
import { readMultiValue } from '../list-state/multi-value-param.ts';
import { MultiSelect } from '../multi-select/multi-select.tsx';
import { ListScreen } from '../page/list-screen.tsx';
import { AuditLogDateFilter } from './audit-log-range.tsx';

export interface AuditEntry {
  id: string;
  /** The moment (ISO), shown in the user's time zone. */
  occurredAt: string;
  user: string;
  /** The action as people read it (the module's label for its own actions). */
  action: string;
  details: string;
}

const columns: Column<AuditEntry>[] = [
  { key: 'occurredAt', header: 'Date', width: '200px', render: (row) => <DateTimeText at={row.occurredAt} /> },
  { key: 'user', header: 'User', width: '240px' },
  { key: 'action', header: 'Action', width: '180px' },
  { key: 'details', header: 'Details' },
];

interface AuditLogScreenProps {
  /** Which actions this module logs (spec §9: they vary by module), as stored. */
  actions?: readonly string[];
  /** How the module names its own actions in the filter; the spec's actions read as stored. */
  actionLabels?: Readonly<Record<string, string>>;
  rows?: AuditEntry[];
  total?: number;
  loading?: boolean;
  /** Why the log could not be read, shown in place of the rows. */
  error?: string | null;
  emptyTitle: string;
  emptyMessage?: string;
  /** The Export menu (see ListScreen): the address of the log page on screen and the file's name. */
  exportFrom?: { listAddress: string; fileName: string };
}

/**
 * An audit log list: search, action filter and date range kept in the audit-log query parameters
 * (spec §2); the page reads its rows through useAuditLogRequest, so the days are the user's.
 */
export function AuditLogScreen({ actions = AUDIT_ACTIONS, actionLabels = {}, ...props }: AuditLogScreenProps) {
  const items = actions.map((action) => ({ id: action, itemName: actionLabels[action] ?? action }));
  return (
    <ListScreen<AuditEntry>
      kind="auditLog"
      columns={columns}
      rowKey={(row) => row.id}
      rows={props.rows}
      total={props.total}
      loading={props.loading}
      error={props.error}
      emptyTitle={props.emptyTitle}
      emptyMessage={props.emptyMessage}
      exportFrom={props.exportFrom}
      searchParam="search"
      filters={(list) => {
        const chosen = readMultiValue(list.get('actionfilter'));
        const selected = items.filter((item) => chosen.includes(item.id));
        return (
          <>
            <div className="list-screen__filter">
              <span>Action</span>
              <MultiSelect
                label="Action filter"
                data={items}
                selected={selected}
                onChange={(next) =>
                  list.changeKeys(
                    'actionfilter',
                    selected.map((item) => item.id),
                    next.map((item) => item.id),
                  )
                }
              />
            </div>
            <AuditLogDateFilter list={list} />
          </>
        );
      }}
    />
  );
}
