import type { DateRangeOption } from '@ea/contracts';
import { useMemo } from 'react';
import type { ListRequest } from '@/api/list-address.ts';
import { rangeMoments } from '../date-range-filter/date-range.ts';
import { DateRangeFilter } from '../date-range-filter/date-range-filter.tsx';
import { useTimeZone } from '../format/time-zone-context.tsx';
import type { ListState } from '../list-state/use-list-state.ts';

/**
 * An audit log's state as the API takes it: the URL keeps the days the user picked (`from` and
 * `to`, yyyy-mm-dd, both included), the services know no one's time zone, so they are sent as the
 * moments the user's zone starts the first day and the day after the last.
 */
export function auditLogRequest(list: ListRequest, zone: string): ListRequest {
  const moments = rangeMoments({ startDate: list.get('from') ?? '', endDate: list.get('to') ?? '' }, zone);
  return {
    page: list.page,
    size: list.size,
    get: (name) => (name === 'from' ? moments.from : name === 'to' ? moments.to : list.get(name)),
  };
}

/** auditLogRequest in the signed-in user's time zone. */
export function useAuditLogRequest(list: ListRequest): ListRequest {
  const zone = useTimeZone();
  return useMemo(() => auditLogRequest(list, zone), [list, zone]);
}

/** The audit log's Date filter, bound to its `range`, `from` and `to` parameters. */
export function AuditLogDateFilter({ list }: { list: ListState }) {
  return (
    <DateRangeFilter
      value={{
        option: (list.get('range') ?? '') as DateRangeOption | '',
        startDate: list.get('from') ?? '',
        endDate: list.get('to') ?? '',
      }}
      onChange={(range) => list.update({ range: range.option, from: range.startDate, to: range.endDate })}
    />
  );
}
