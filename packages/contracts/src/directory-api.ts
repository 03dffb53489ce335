import { type Static, Type } from 'typebox';
import { CompanyImportRunSchema } from './import-runs-api.ts';
import { Nullable } from './nullable.ts';

/**
 * Response shapes of the directory service (channels, companies, company audit log, dashboard).
 * The service validates and documents with them; the SPA types its calls.
 */

export const ChannelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Where the SPA fetches the logo that brands the channel's users' screens; null without one. */
  logoUrl: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const ChannelListSchema = Type.Object({ items: Type.Array(ChannelSchema) });
export type Channel = Static<typeof ChannelSchema>;

export const CompanySchema = Type.Object({
  id: Type.Integer(),
  channelId: Type.Integer(),
  name: Type.String(),
  ticker: Type.String(),
  cik: Nullable(Type.String()),
  cid: Nullable(Type.String()),
  sic: Nullable(Type.String()),
  cusip: Nullable(Type.String()),
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

export const CompanyAuditEntrySchema = Type.Object({
  id: Type.Integer(),
  occurredAt: Type.String(),
  actorId: Nullable(Type.String()),
  actorEmail: Nullable(Type.String()),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Nullable(Type.String()),
  channelId: Nullable(Type.Integer()),
  companyId: Nullable(Type.Integer()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export const CompanyAuditLogPageSchema = Type.Object({
  items: Type.Array(CompanyAuditEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type CompanyAuditEntry = Static<typeof CompanyAuditEntrySchema>;
export type CompanyAuditLogEntries = Static<typeof CompanyAuditLogPageSchema>;

export const DashboardSchema = Type.Object({
  companies: Type.Integer(),
  deletedCompanies: Type.Integer(),
  /** Admins only: every channel. Others see their own channel and get null. */
  channels: Nullable(Type.Integer()),
  recentActivity: Type.Array(CompanyAuditEntrySchema),
  recentImports: Type.Array(CompanyImportRunSchema),
  /** Figures other services will answer; named here rather than invented. */
  modulesPending: Type.Array(Type.String()),
});
export type DashboardFigures = Static<typeof DashboardSchema>;
