import type { Company } from '@ea/contracts/directory';

/** How the company's fields read on its page and in its history. */
export const COMPANY_FIELD_LABELS: Readonly<Partial<Record<keyof Company | 'deletedAt', string>>> = {
  name: 'Name',
  ticker: 'Ticker',
  cik: 'CIK',
  cid: 'CID',
  sic: 'SIC',
  cusip: 'CUSIP',
  channelId: 'Channel',
  deletedAt: 'Deleted',
  fiscalYearEnd: 'Fiscal year end',
  filerCategory: 'Filer category',
  smallerReportingCompany: 'Smaller reporting company',
  emergingGrowthCompany: 'Emerging growth company',
  stateOfIncorporation: 'State of incorporation',
  ein: 'EIN',
  businessStreet1: 'Street 1',
  businessStreet2: 'Street 2',
  businessCity: 'City',
  businessState: 'State',
  businessZip: 'ZIP code',
  businessPhone: 'Phone',
};
