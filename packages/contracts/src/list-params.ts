/** Query parameter names that keep list state in the URL (spec §2). */
const GENERAL = [
  'page',
  'filter',
  'sort',
  'order',
  'ped',
  'size',
  'client',
  'product',
  'ftype',
  'fid',
  'docId',
  'dtype',
  'isProduct',
  'mname',
  'isAccountRep',
] as const;

export const ListParams = {
  general: GENERAL,
  users: [...GENERAL, 'clientfilter', 'rolefilter', 'productId'],
  /** Besides spec §2's: the date range (Day, Week, Month or Custom Range) and its first and last day. */
  auditLog: ['page', 'actionfilter', 'limit', 'type', 'search', 'range', 'from', 'to'],
  boir: [
    'isReview',
    'filter_preparer',
    'filter_owner',
    'filter_billing_group',
    'filter_filing_date',
    'filter_filing_status',
    'filter_filing_status_test',
    'isfiledRepots',
  ],
  fileCounter: ['channel', 'status', 'type', 'module', 'company', 'filterdate', 'startDate', 'endDate'],
  tsr: ['page', 'search', 'size', 'active', 'user', 'sort', 'order'],
  /** EdgarEye's filing search: company name, CIK, ticker, form type and date range (Day, Week, Month, Custom Range). */
  edgarEye: ['page', 'size', 'q', 'cik', 'ticker', 'form', 'range', 'from', 'to', 'sort', 'order'],
} as const;
export type ListKind = keyof typeof ListParams;
