import { type Static, Type } from 'typebox';
import { Nullable } from './nullable.ts';

/** A run's id: a UUID, which is also its job's id. */
export const RunIdSchema = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
export const ImportRunParamsSchema = Type.Object({ runId: RunIdSchema });

/** A spreadsheet import run as the companies and users import APIs answer it. */
const importRunProperties = {
  id: Type.String(),
  fileName: Type.String(),
  importValid: Type.Boolean(),
  status: Type.String(),
  total: Type.Integer(),
  /** Rows handled so far, failed ones included. */
  done: Type.Integer(),
  failed: Type.Integer(),
  created: Type.Integer(),
  /** Valid rows not created because what they describe already exists. */
  skipped: Type.Integer(),
  percent: Type.Integer(),
  error: Nullable(Type.String()),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** Where the failed rows can be downloaded; null while there are none. */
  errorReportUrl: Nullable(Type.String()),
};

/** A companies import always goes into one channel. */
export const CompanyImportRunSchema = Type.Object({ ...importRunProperties, channelId: Type.Integer() });
/** A users import by an admin names a channel per row, so the run has none. */
export const UserImportRunSchema = Type.Object({ ...importRunProperties, channelId: Nullable(Type.Integer()) });
export type ImportRunBody = Static<typeof UserImportRunSchema>;

/** The answer to an upload; created is false when the same file was imported before and that run is answered. */
export const CompanyImportStartedSchema = Type.Object({ run: CompanyImportRunSchema, created: Type.Boolean() });
export const UserImportStartedSchema = Type.Object({ run: UserImportRunSchema, created: Type.Boolean() });
export const CompanyImportRunListSchema = Type.Object({ items: Type.Array(CompanyImportRunSchema) });
export const UserImportRunListSchema = Type.Object({ items: Type.Array(UserImportRunSchema) });
