import { type Filing, paddedCik } from '@ea/contracts/edgar-eye';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { formatCalendarDate } from '@/ui/format/date-time.ts';

/** The columns of a filing list (sortable by date, company, CIK and form type); the accession opens the filing's detail. */
export function filingColumns(open: (filing: Filing) => void, opened: string | null = null): Column<Filing>[] {
  return [
    { key: 'dateFiled', header: 'Date filed', sortable: true, width: '9.5rem', render: (row) => formatCalendarDate(row.dateFiled) },
    { key: 'companyName', header: 'Company', sortable: true, render: (row) => row.companyName },
    {
      key: 'cik',
      header: 'CIK',
      sortable: true,
      width: '8rem',
      render: (row) => <span className="edgar-eye__mono">{paddedCik(row.cik)}</span>,
    },
    { key: 'formType', header: 'Form type', sortable: true, width: '8rem', render: (row) => row.formType },
    {
      key: 'accession',
      header: 'Accession number',
      width: '14rem',
      render: (row) => (
        <button
          type="button"
          className="button button--ghost edgar-eye__mono"
          onClick={() => open(row)}
          aria-expanded={opened === row.accession}
          aria-label={`Details of ${row.formType} ${row.accession}`}
        >
          {row.accession}
        </button>
      ),
    },
  ];
}

export const filingRowKey = (row: Filing) => `${row.accession}/${row.cik}`;
