import { AUDIT_ACTIONS, type AuditAction } from '@ea/contracts';
import type { Column } from '../data-table/data-table.tsx';
import { readMultiValue } from '../list-state/multi-value-param.ts';
import { MultiSelect } from '../multi-select/multi-select.tsx';
import { ListScreen } from '../page/list-screen.tsx';

export interface AuditEntry {
  id: string;
  occurredAt: string;
  user: string;
  action: AuditAction;
  details: string;
}

const columns: Column<AuditEntry>[] = [
  { key: 'occurredAt', header: 'Date', width: '180px' },
  { key: 'user', header: 'User', width: '240px' },
  { key: 'action', header: 'Action', width: '180px' },
  { key: 'details', header: 'Details' },
];

const actionItems = AUDIT_ACTIONS.map((action) => ({ id: action, itemName: action }));

interface AuditLogScreenProps {
  /** Which actions this module logs (spec §9: they vary by module). */
  actions?: readonly AuditAction[];
  rows?: AuditEntry[];
  total?: number;
  loading?: boolean;
  emptyTitle: string;
  emptyMessage?: string;
  /** The Export menu (see ListScreen): the address of the log page on screen and the file's name. */
  exportFrom?: { listAddress: string; fileName: string };
}

/** An audit log list: search and action filter kept in the audit-log query parameters (spec §2). */
export function AuditLogScreen({ actions = AUDIT_ACTIONS, ...props }: AuditLogScreenProps) {
  const items = actionItems.filter((item) => actions.includes(item.id));
  return (
    <ListScreen<AuditEntry>
      kind="auditLog"
      columns={columns}
      rowKey={(row) => row.id}
      rows={props.rows}
      total={props.total}
      loading={props.loading}
      emptyTitle={props.emptyTitle}
      emptyMessage={props.emptyMessage}
      exportFrom={props.exportFrom}
      searchParam="search"
      filters={(list) => {
        const chosen = readMultiValue(list.get('actionfilter'));
        const selected = items.filter((item) => chosen.includes(item.id));
        return (
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
        );
      }}
    />
  );
}
