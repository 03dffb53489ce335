import type { DateRangeOption } from '@ea/contracts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { DateRangeFilter } from '@/ui/date-range-filter/date-range-filter.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';

interface CounterRow {
  id: string;
  channel: string;
  company: string;
  module: string;
  type: string;
  status: string;
  date: string;
}

const columns: Column<CounterRow>[] = [
  { key: 'channel', header: 'Channel' },
  { key: 'company', header: 'Company' },
  { key: 'module', header: 'Module', width: '140px' },
  { key: 'type', header: 'Type', width: '120px' },
  { key: 'status', header: 'Status', width: '120px' },
  { key: 'date', header: 'Date', width: '160px' },
];

export default function FileCounterPage() {
  return (
    <ListScreen<CounterRow>
      kind="fileCounter"
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle="Filing counts will appear here"
      emptyMessage="Filings per channel, company and module for the chosen dates."
      filters={(list) => (
        <DateRangeFilter
          value={{
            option: (list.get('filterdate') ?? '') as DateRangeOption | '',
            startDate: list.get('startDate') ?? '',
            endDate: list.get('endDate') ?? '',
          }}
          onChange={(range) => list.update({ filterdate: range.option, startDate: range.startDate, endDate: range.endDate })}
        />
      )}
    />
  );
}
