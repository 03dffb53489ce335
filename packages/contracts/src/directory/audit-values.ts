import type { AuditLogEntry } from '../audit-log-api.ts';
import type { Company } from './api.ts';

/**
 * How the company audit log's entries read, field by field, on its screen, in a company's history
 * and in the log's export alike: fields by their labels, values as people read them, never the ids
 * or content hashes the entries hold.
 */

/** How a company's fields read. */
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

/** A channel's fields as its entries hold them (a rename, a new logo, archiving). */
const CHANNEL_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  logo: 'Logo',
  bytes: 'Logo size',
  type: 'Logo type',
  archivedAt: 'Archived',
};

/** A companies import's own entry: how its run ended. */
const IMPORT_FIELD_LABELS: Readonly<Record<string, string>> = {
  fileName: 'File',
  status: 'Status',
  total: 'Rows',
  done: 'Rows read',
  failed: 'Rows refused',
  created: 'Companies added',
  updated: 'Companies updated',
  skipped: 'Rows skipped',
  error: 'Error',
};

/** A companies export's Read entry. */
const EXPORT_FIELD_LABELS: Readonly<Record<string, string>> = {
  fileName: 'File',
  rows: 'Rows',
  filter: 'Filter',
  deleted: 'Deleted companies',
};

const FLAGS: ReadonlySet<string> = new Set(['smallerReportingCompany', 'emergingGrowthCompany', 'deleted']);

/** Values that mean nothing to a reader: an import run's internal id. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['runId']);

/** How the fields of an entry about this kind of record read. */
export function auditFieldLabels(targetType: string): Readonly<Record<string, string>> {
  if (targetType === 'channel') return CHANNEL_FIELD_LABELS;
  if (targetType === 'bulk-import') return IMPORT_FIELD_LABELS;
  return { ...EXPORT_FIELD_LABELS, ...COMPANY_FIELD_LABELS };
}

/** Whether a field of an entry is shown at all. */
export const isShownAuditField = (field: string): boolean => !HIDDEN_FIELDS.has(field);

/** MM-DD as people read it: 12-31 → December 31. */
function monthDay(value: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const month = new Date(Date.UTC(2000, Number(match[1]) - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${Number(match[2])}`;
}

/**
 * A field's value as people read it: flags as Yes/No, a channel id as the channel's name (or
 * "Channel #id" where the reader cannot see it), a fiscal year end as a day of the year, a stored
 * logo as what it is rather than its content address; anything else as stored.
 */
export function auditValueText(field: string, value: string, channelNames: ReadonlyMap<number, string>): string {
  if (FLAGS.has(field)) return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
  if (field === 'channelId') return channelNames.get(Number(value)) ?? `Channel #${value}`;
  if (field === 'fiscalYearEnd') return monthDay(value);
  if (field === 'logo') return 'Logo image';
  if (field === 'bytes' && /^\d+$/.test(value)) return `${Math.max(1, Math.round(Number(value) / 1024))} KB`;
  return value;
}

/** What a Read of a company's details says: it changes nothing, and its entry holds only the company's name. */
export const DETAILS_READ_TEXT = 'Details opened';

/** A Read of a company's details, rather than an export's Read (which carries its file). */
export function isDetailsRead(entry: Pick<AuditLogEntry, 'action' | 'after'>): boolean {
  const after = entry.after;
  return entry.action === 'Read' && !(typeof after === 'object' && after !== null && 'fileName' in after);
}
