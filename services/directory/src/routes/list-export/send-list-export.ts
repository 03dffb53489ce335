import type { ListExportFile } from '@ea/workbook';
import type { FastifyReply } from 'fastify';

/** An exported list as an attachment under its own name; never cached, since it is a snapshot of the caller's data. */
export function sendListExport(reply: FastifyReply, file: ListExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
