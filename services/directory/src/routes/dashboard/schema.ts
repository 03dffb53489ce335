import { Type } from 'typebox';
import { AuditEntry } from '../audit-log/schema.ts';
import { BulkImportRun } from '../bulk-import/schema.ts';

export const Dashboard = Type.Object({
  companies: Type.Integer(),
  deletedCompanies: Type.Integer(),
  channels: Type.Union([Type.Integer(), Type.Null()]),
  recentActivity: Type.Array(AuditEntry),
  recentImports: Type.Array(BulkImportRun),
  /** Figures other services will answer; absent here rather than invented. */
  modulesPending: Type.Array(Type.String()),
});
