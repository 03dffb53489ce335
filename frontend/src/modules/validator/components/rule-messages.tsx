import { DEFAULT_PAGE_SIZE, type PageSize } from '@ea/contracts';
import type { ValidationSeverity } from '@ea/contracts/validator';
import { type ReactNode, useState } from 'react';
import { useRunMessages } from '@/api/validator/runs.ts';
import { Pagination } from '@/ui/data-table/pagination.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { MessageLocation } from './message-location.tsx';
import '@/ui/xbrl-projects/xbrl-projects.css';
import './validator.css';

interface RuleMessagesProps {
  id: string;
  runId: number;
  severity: ValidationSeverity;
  ruleId: string;
}

/** One rule group's messages, a page at a time, each with where it is in the filing. */
export function RuleMessages({ id, runId, severity, ruleId }: RuleMessagesProps) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { data, error } = useRunMessages(runId, { severity, ruleId, page, size });
  let body: ReactNode;
  if (!data && !error) body = <Skeleton lines={3} label={`Loading the messages of ${ruleId}`} />;
  else if (error) body = <EmptyState title="These messages could not be loaded" message={error.message} />;
  else if (!data || data.items.length === 0) body = <EmptyState title="No messages on this page" />;
  else
    body = (
      <ol className="validator-messages" aria-label={`Messages of ${ruleId}`}>
        {data.items.map((message) => (
          <li key={message.id} className="validator-message">
            <p className="validator-message__text">{message.message}</p>
            <MessageLocation location={message.location} />
          </li>
        ))}
      </ol>
    );
  return (
    <div id={id} className="validator-group__messages">
      {body}
      <Pagination
        page={page}
        size={size}
        total={data?.total ?? 0}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </div>
  );
}
