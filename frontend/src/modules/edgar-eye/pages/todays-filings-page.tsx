import { useState } from 'react';
import { useTodaysFilings } from '@/api/edgar-eye/todays-filings.ts';
import { EDGAR_HOURS, formatCalendarDate } from '@/ui/format/date-time.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { filingColumns, filingRowKey } from '../components/filing-columns.tsx';
import { FilingDetail } from '../components/filing-detail.tsx';
import { FormTypeSelect } from '../components/filing-filters.tsx';
import '../components/edgar-eye.css';

/**
 * Today's filings in EDGAR's time zone, newest first. The list grows live: `filings.ingested`
 * reaches every socket and makes its pages stale (stale-keys.ts), so it refetches without a reload.
 */
export default function TodaysFilingsPage() {
  const list = useListState('edgarEye');
  const { data, error, isLoading } = useTodaysFilings(list);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListScreen
        kind="edgarEye"
        description={
          data
            ? `Filings dated ${formatCalendarDate(data.date)} (EDGAR's date, ET). The list grows as EDGAR publishes.`
            : "Filings dated today in EDGAR's time (ET)."
        }
        columns={filingColumns((filing) => setOpen(filing.accession), open).map((column) => ({ ...column, sortable: false }))}
        rowKey={filingRowKey}
        rows={data?.items}
        total={data?.total}
        loading={isLoading}
        error={error ? error.message : null}
        filters={(state) => (
          <div className="field filing-filters__field">
            <label className="field__label" htmlFor="today-form">
              Form type
            </label>
            <FormTypeSelect id="today-form" value={state.get('form') ?? ''} onChange={(form) => state.update({ form })} />
          </div>
        )}
        emptyTitle="No filings yet today"
        emptyMessage={`Filings appear here as EDGAR publishes them (business days, ${EDGAR_HOURS}).`}
      />
      {open && <FilingDetail accession={open} onClose={() => setOpen(null)} />}
    </>
  );
}
