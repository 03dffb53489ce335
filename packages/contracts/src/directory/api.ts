import { type Static, Type } from 'typebox';
import { type AuditLogEntry, AuditLogEntrySchema, type AuditLogPage, auditLogQuerySchema } from '../audit-log-api.ts';
import { importRunProperties } from '../import-runs-api.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../limits.ts';
import { exportQuerySchema, ListExportFormatSchema } from '../list-export.ts';
import { Messages } from '../messages.ts';
import { Nullable } from '../nullable.ts';
import { IdSchema, ListSizeSchema, PageSchema, specMessage } from '../request-schemas.ts';
import { ChannelListStatusSchema } from './channel-page.ts';

/**
 * Request and response shapes of the directory service (channels, companies, company audit log,
 * companies import, dashboard). The service validates and documents with them; the SPA types
 * its calls.
 */

// Channels

export const ChannelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Where the SPA fetches the logo that brands the channel's users' screens; null without one. */
  logoUrl: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** When an admin archived the channel (no company can be added to it); null while it is active. */
  archivedAt: Nullable(Type.String()),
});
export const ChannelListSchema = Type.Object({ items: Type.Array(ChannelSchema) });
export type Channel = Static<typeof ChannelSchema>;

/** The channel list is filtered and sorted in the SPA (channels are few); its export takes the same parameters. */
export const ChannelExportQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Union([Type.Literal('name'), Type.Literal('createdAt'), Type.Literal('updatedAt')], { default: 'name' }),
  order: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }),
  status: ChannelListStatusSchema,
  as: ListExportFormatSchema,
});
export type ChannelExportQuery = Static<typeof ChannelExportQuery>;
export const ChannelBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) });

// Companies

/** The filer details of a company (filer-rules.ts): what filing staff copy onto EDGAR submissions. */
function FilerDetailsProperties() {
  return {
    /** MM-DD. */
    fiscalYearEnd: Nullable(Type.String()),
    /** One of FILER_CATEGORIES. */
    filerCategory: Nullable(Type.String()),
    smallerReportingCompany: Type.Boolean(),
    emergingGrowthCompany: Type.Boolean(),
    /** A US state or territory code, or a country name. */
    stateOfIncorporation: Nullable(Type.String()),
    /** NN-NNNNNNN. */
    ein: Nullable(Type.String()),
    businessStreet1: Nullable(Type.String()),
    businessStreet2: Nullable(Type.String()),
    businessCity: Nullable(Type.String()),
    businessState: Nullable(Type.String()),
    businessZip: Nullable(Type.String()),
    businessPhone: Nullable(Type.String()),
  };
}

export const CompanySchema = Type.Object({
  id: Type.Integer(),
  channelId: Type.Integer(),
  name: Type.String(),
  ticker: Type.String(),
  cik: Nullable(Type.String()),
  cid: Nullable(Type.String()),
  sic: Nullable(Type.String()),
  cusip: Nullable(Type.String()),
  ...FilerDetailsProperties(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: Nullable(Type.String()),
  deletedBy: Nullable(Type.String()),
});
export const CompanyPageSchema = Type.Object({
  items: Type.Array(CompanySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type Company = Static<typeof CompanySchema>;
export type CompanyPage = Static<typeof CompanyPageSchema>;

/** `companylist`: the companies a picker offers. */
export const CompanyPickerSchema = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), itemName: Type.String(), channelId: Type.Integer() })),
});

// Every field is optional text here: the service checks them with the spec's messages (rules.ts).
const Text = Type.Optional(Type.String({ maxLength: 500 }));
const NullableText = Type.Optional(Nullable(Type.String({ maxLength: 500 })));

export const CompanyBody = Type.Object({
  name: Text,
  ticker: Text,
  cik: Text,
  cid: Text,
  sic: Text,
  cusip: Text,
  channelId: Type.Optional(IdSchema(specMessage(Messages.user.channelRequired))),
  // Filer details: absent keeps the stored value, empty text or null clears it.
  fiscalYearEnd: NullableText,
  filerCategory: NullableText,
  smallerReportingCompany: Type.Optional(Type.Boolean()),
  emergingGrowthCompany: Type.Optional(Type.Boolean()),
  stateOfIncorporation: NullableText,
  ein: NullableText,
  businessStreet1: NullableText,
  businessStreet2: NullableText,
  businessCity: NullableText,
  businessState: NullableText,
  businessZip: NullableText,
  businessPhone: NullableText,
});
export type CompanyBody = Static<typeof CompanyBody>;

/** What a company list may be sorted by. */
export const COMPANY_SORTS = ['name', 'ticker', 'cik', 'cid', 'createdAt', 'updatedAt', 'deletedAt'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** The general list parameters (spec §2) that a company list uses. */
function companyListQuery(defaultSort: CompanySort, defaultOrder: 'asc' | 'desc') {
  return Type.Object({
    page: PageSchema({ default: DEFAULT_PAGE }),
    size: ListSizeSchema({ default: DEFAULT_PAGE_SIZE }),
    filter: Type.Optional(Type.String({ maxLength: 200 })),
    sort: Type.Union(
      COMPANY_SORTS.map((key) => Type.Literal(key)),
      { default: defaultSort },
    ),
    order: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: defaultOrder }),
    client: Type.Optional(IdSchema()),
  });
}

export const CompanyListQuery = companyListQuery('name', 'asc');
/** Deleted companies: the latest deleted first unless asked otherwise. */
export const DeletedCompanyListQuery = companyListQuery('deletedAt', 'desc');
export type CompanyListQuery = Static<typeof CompanyListQuery>;
/** An export of a company list: its filters and sort, no paging (GET api/company/export, api/deleted-companies/export). */
export const CompanyExportQuery = exportQuerySchema(CompanyListQuery, ['page', 'size']);
export const DeletedCompanyExportQuery = exportQuerySchema(DeletedCompanyListQuery, ['page', 'size']);
export type CompanyExportQuery = Static<typeof CompanyExportQuery>;

export const PickerQuery = Type.Object({ client: Type.Optional(IdSchema()) });

export const RestoreBody = Type.Object({ id: IdSchema() });

// Company audit log

/** The kinds of record the company audit log holds. */
export const COMPANY_AUDIT_TARGETS = ['company', 'channel', 'bulk-import'] as const;
export const CompanyAuditLogQuery = auditLogQuerySchema(COMPANY_AUDIT_TARGETS);
export const CompanyAuditLogExportQuery = exportQuerySchema(CompanyAuditLogQuery, ['page', 'limit']);
export type CompanyAuditEntry = AuditLogEntry;
export type CompanyAuditLogEntries = AuditLogPage;

/** A company's own history (GET api/company/:id/auditlog): its changes, newest first, without reads. */
export const CompanyHistoryQuery = Type.Object({
  page: PageSchema({ default: DEFAULT_PAGE }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type CompanyHistoryQuery = Static<typeof CompanyHistoryQuery>;

// Companies import

/**
 * A companies import always goes into one channel; with updateExisting, rows naming a company of
 * the channel update it instead of being reported.
 */
export const CompanyImportRunSchema = Type.Object({ ...importRunProperties, channelId: Type.Integer(), updateExisting: Type.Boolean() });
export type CompanyImportRun = Static<typeof CompanyImportRunSchema>;
/** The answer to an upload; created is false when the same file was imported before and that run is answered. */
export const CompanyImportStartedSchema = Type.Object({ run: CompanyImportRunSchema, created: Type.Boolean() });
export const CompanyImportRunListSchema = Type.Object({ items: Type.Array(CompanyImportRunSchema) });

// Dashboard

export const DashboardSchema = Type.Object({
  companies: Type.Integer(),
  deletedCompanies: Type.Integer(),
  /** Admins only: every channel. Others see their own channel and get null. */
  channels: Nullable(Type.Integer()),
  recentActivity: Type.Array(AuditLogEntrySchema),
  recentImports: Type.Array(CompanyImportRunSchema),
  /** Figures other services will answer; named here rather than invented. */
  modulesPending: Type.Array(Type.String()),
});
export type DashboardFigures = Static<typeof DashboardSchema>;
