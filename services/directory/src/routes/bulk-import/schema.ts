import { Type } from 'typebox';

export const BulkImportRun = Type.Object({
  id: Type.String(),
  channelId: Type.Integer(),
  fileName: Type.String(),
  importValid: Type.Boolean(),
  status: Type.String(),
  total: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  created: Type.Integer(),
  skipped: Type.Integer(),
  percent: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  errorReportUrl: Type.Union([Type.String(), Type.Null()]),
});

export const StartedImport = Type.Object({
  run: BulkImportRun,
  /** False when this file had already been imported into the channel: the earlier run is answered. */
  created: Type.Boolean(),
});

export const RunParams = Type.Object({
  runId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});

export const RunList = Type.Object({ items: Type.Array(BulkImportRun) });

export const Binary = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });
