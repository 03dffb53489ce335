import type { Company } from '@ea/contracts/directory';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { AuditChangeList } from './audit-change-list.tsx';
import { useChannelNames } from './use-channel-names.ts';
import { useCompanyHistory } from './use-company-history.ts';

/** Audit actions as a sentence's verb. */
const ACTION_TEXT: Readonly<Record<string, string>> = {
  Create: 'Added',
  Update: 'Edited',
  Delete: 'Deleted',
  Restore: 'Restored',
};

/**
 * The company's latest changes: when, who, what and each field's before and after. `channelName`
 * names the company's channel where an entry holds its id.
 */
export function CompanyHistory({ company, channelName }: { company: Company; channelName?: string | undefined }) {
  const { data, error, isLoading } = useCompanyHistory(company.id);
  const visible = useChannelNames();
  // The company's own channel is named even where the channel list is not the reader's to see.
  const channelNames = channelName ? new Map([...visible, [company.channelId, channelName]]) : visible;
  if (isLoading) return <Skeleton lines={3} label="Loading history" />;
  if (error || !data) return <EmptyState title="The history could not be read" message={(error as Error | undefined)?.message} />;
  if (data.items.length === 0) return <EmptyState title="No changes yet" />;
  return (
    <>
      <table className="company-page__table company-page__history">
        <caption className="visually-hidden">History of {company.name}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">User</th>
            <th scope="col">Action</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((entry) => (
            <tr key={entry.id}>
              <td>
                <DateTimeText at={entry.occurredAt} />
              </td>
              <td>{entry.actorEmail ?? entry.actorId ?? 'System'}</td>
              <td>
                <span className={`audit-action audit-action--${entry.action.toLowerCase()}`}>
                  {ACTION_TEXT[entry.action] ?? entry.action}
                </span>
              </td>
              <td>
                <AuditChangeList entry={entry} channelNames={channelNames} emptyText="Saved without changes" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.total > data.items.length && (
        <p className="company-page__more">
          <Link to={`${paths.company.auditLog}?search=${encodeURIComponent(company.name)}`}>All {data.total} changes in the audit log</Link>
        </p>
      )}
    </>
  );
}
