import { type Static, Type } from 'typebox';
import { Nullable } from './nullable.ts';

/** A run's id: a UUID, which is also its job's id. */
export const RunIdSchema = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
export const ImportRunParamsSchema = Type.Object({ runId: RunIdSchema });

/** A spreadsheet import run as the companies and users import APIs answer it. */
export const importRunProperties = {
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
  /** Valid rows that changed an existing record (imports with an update mode; 0 for the others). */
  updated: Type.Integer(),
  percent: Type.Integer(),
  error: Nullable(Type.String()),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** Where the failed rows can be downloaded; null while there are none. */
  errorReportUrl: Nullable(Type.String()),
};

/** A run of any import; a service whose runs always name a channel narrows channelId. */
export const ImportRunSchema = Type.Object({ ...importRunProperties, channelId: Nullable(Type.Integer()) });
export type ImportRunBody = Static<typeof ImportRunSchema>;

/** Live progress of an import run, the payload of every import's progress and finished events. */
export const ImportProgressPayload = Type.Object({
  runId: Type.String(),
  status: Type.String(),
  total: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  created: Type.Integer(),
  skipped: Type.Integer(),
});
export type ImportProgressPayload = Static<typeof ImportProgressPayload>;

/** How far a run is: 100 once it ended with every row handled, 0 before its rows are counted. */
export function importRunPercent(run: { status: string; total: number; done: number }): number {
  if (run.status === 'completed' || run.status === 'rejected') return 100;
  return run.total === 0 ? 0 : Math.floor((run.done / run.total) * 100);
}
