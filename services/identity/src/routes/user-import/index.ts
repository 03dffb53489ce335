import { ApiError, FEATURE_USER_MANAGEMENT, isId, Messages } from '@ea/contracts';
import { auditActor, claimsOf, readUpload } from '@ea/service-kit';
import { XLSX_CONTENT_TYPE } from '@ea/workbook';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { listUserImports, readUserImport, userImportErrorReport } from '../../domain/user-import/read-user-import.ts';
import { startUserImport } from '../../domain/user-import/start-user-import.ts';
import type { UserImportDeps } from '../../domain/user-import/user-import-deps.ts';
import { buildUserImportTemplate } from '../../domain/user-import/user-import-layout.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

/** Largest users workbook accepted: 100,000 users take about 6 MB. */
export const USER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Like the Users area: Feature_UserManagement, never reviewer-only users, within the caller's channel. */
const userManagement = { feature: FEATURE_USER_MANAGEMENT, reviewer: false };

/** Bulk import of users: upload, runs, status, error report and template. */
export async function registerUserImportRoutes(app: FastifyInstance, deps: UserImportDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  const r = typed(app);

  r.post('/api/user/bulkImport', { config: { access: userManagement }, schema: s.startSchema }, async (request, reply) => {
    const upload = await readUpload(request, 'file', USER_IMPORT_MAX_BYTES, Messages.files.xlsxOnly);
    if (upload.truncated) throw new ApiError('payloadTooLarge', `The file is larger than ${USER_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    const channelField = upload.fields.channelId;
    const channelId = channelField === undefined || channelField === '' ? undefined : Number(channelField);
    if (channelId !== undefined && !isId(channelId)) {
      throw new ApiError('validation', undefined, { channelId: Messages.user.channelRequired });
    }
    const started = await startUserImport({
      deps,
      claims: claimsOf(request),
      actor: auditActor(request),
      fileName: upload.fileName,
      bytes: upload.bytes,
      importValid: upload.fields.importValid === 'true',
      channelId,
    });
    return reply.status(started.created ? 202 : 200).send(started);
  });

  r.get('/api/user/bulkImport/template', { config: { access: userManagement }, schema: s.templateSchema }, async (_request, reply) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="users-import-template.xlsx"')
      .send(await buildUserImportTemplate()),
  );

  r.get('/api/user/bulkImport', { config: { access: userManagement }, schema: s.listSchema }, async (request) => ({
    items: await listUserImports({ db: deps.db, claims: claimsOf(request), limit: 20 }),
  }));

  r.get('/api/user/bulkImport/:runId', { config: { access: userManagement }, schema: s.getSchema }, (request) =>
    readUserImport({ db: deps.db, claims: claimsOf(request), runId: request.params.runId }),
  );

  r.get('/api/user/bulkImport/:runId/errors', { config: { access: userManagement }, schema: s.errorsSchema }, async (request, reply) => {
    const report = await userImportErrorReport({ db: deps.db, claims: claimsOf(request), runId: request.params.runId });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${report.fileName}"`)
      .send(report.csv);
  });
}
