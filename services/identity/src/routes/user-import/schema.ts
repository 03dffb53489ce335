import { Type } from 'typebox';

const tags = ['users'];

export const UserImportRun = Type.Object({
  id: Type.String(),
  channelId: Type.Union([Type.Integer(), Type.Null()]),
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

const StartedImport = Type.Object({
  run: UserImportRun,
  /** False when this file had already been imported into the channel in this mode: the earlier run is answered. */
  created: Type.Boolean(),
});

const params = Type.Object({
  runId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});

const Binary = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });

export const startSchema = {
  tags,
  summary: 'Import users from an .xlsx (multipart: file, importValid, channelId for admins)',
  consumes: ['multipart/form-data'],
  response: { 200: StartedImport, 202: StartedImport },
};
export const listSchema = {
  tags,
  summary: 'The latest users imports',
  response: { 200: Type.Object({ items: Type.Array(UserImportRun) }) },
};
export const getSchema = { tags, summary: 'One users import: status and counts', params, response: { 200: UserImportRun } };
export const errorsSchema = { tags, summary: 'The failed rows of a users import, as CSV', params, response: { 200: Binary } };
export const templateSchema = { tags, summary: 'The users import template (.xlsx)', response: { 200: Binary } };
