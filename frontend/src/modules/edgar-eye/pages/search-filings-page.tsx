import { FILING_COUNT_CAP } from '@ea/contracts/edgar-eye';
import { useState } from 'react';
import { useFilingSearch } from '@/api/edgar-eye/filings.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { filingColumns, filingRowKey } from '../components/filing-columns.tsx';
import { FilingDetail } from '../components/filing-detail.tsx';
import { FilingFilters } from '../components/filing-filters.tsx';
import '../components/edgar-eye.css';

/** EDGAR's filings by company, CIK, ticker, form type and date, with every criterion, the sort and the page in the URL. */
export default function SearchFilingsPage() {
  const list = useListState('edgarEye');
  const { data, error, isLoading } = useFilingSearch(list);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListScreen
        kind="edgarEye"
        description={
          data?.more
            ? `More than ${FILING_COUNT_CAP.toLocaleString('en-US')} filings match: narrow the search by company, form type or date.`
            : 'Search EDGAR filings by company name, CIK or ticker, form type and date filed (EDGAR dates: Eastern time).'
        }
        columns={filingColumns((filing) => setOpen(filing.accession), open)}
        rowKey={filingRowKey}
        rows={data?.items}
        total={data?.total}
        more={data?.more ?? false}
        loading={isLoading}
        error={error ? error.message : null}
        filters={(state) => <FilingFilters list={state} />}
        emptyTitle="No filings found"
        emptyMessage="Try another company, form type or date range."
      />
      {open && <FilingDetail accession={open} onClose={() => setOpen(null)} />}
    </>
  );
}
