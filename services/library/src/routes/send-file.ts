import type { FastifyReply } from 'fastify';
import type { DocumentFileDownload } from '../domain/documents/read-document-file.ts';

/** A stored file as a download (an attachment, never rendered in the app's origin) or an image shown inline. */
export function sendFile(reply: FastifyReply, file: DocumentFileDownload, attachment: boolean) {
  const disposition = attachment ? `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}` : 'inline';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', disposition)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
