import { useState } from 'react';
import { useFormTypes, useTodaysFilings } from '@/api/edgar-eye/filings.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { filingColumns, filingRowKey } from '../components/filing-columns.tsx';
import { FilingDetail } from '../components/filing-detail.tsx';
import '../components/edgar-eye.css';

/** Today's filings in EDGAR's time zone, newest first, growing live as index files arrive. */
export default function TodaysFilingsPage() {
  const list = useListState('edgarEye');
  const { data, error, isLoading } = useTodaysFilings(list);
  const forms = useFormTypes();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListScreen
        kind="edgarEye"
        description={
          data ? `Filings dated ${data.date} (EDGAR date, Eastern time), newest first; the list grows as EDGAR publishes.` : undefined
        }
        columns={filingColumns((filing) => setOpen(filing.accession)).map((column) => ({ ...column, sortable: false }))}
        rowKey={filingRowKey}
        rows={data?.items}
        total={data?.total}
        loading={isLoading}
        error={error ? error.message : null}
        filters={(state) => (
          <label className="filing-filters__field">
            <span className="field__label">Form type</span>
            <select className="input" value={state.get('form') ?? ''} onChange={(event) => state.update({ form: event.target.value })}>
              <option value="">All form types</option>
              {(forms.data?.items ?? []).map((item) => (
                <option key={item.formType} value={item.formType}>
                  {item.formType}
                </option>
              ))}
            </select>
          </label>
        )}
        emptyTitle="No filings yet today"
        emptyMessage="Filings appear here as EDGAR publishes them (business days, 6:00–22:00 Eastern time)."
      />
      {open && <FilingDetail accession={open} onClose={() => setOpen(null)} />}
    </>
  );
}
