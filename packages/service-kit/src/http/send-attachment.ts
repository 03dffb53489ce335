import type { FastifyReply } from 'fastify';

export interface Attachment {
  contentType: string;
  fileName: string;
  body: Buffer | string;
}

/** A generated file as an attachment under its own name; never cached, since it is a snapshot of the caller's data. */
export function sendAttachment(reply: FastifyReply, file: Attachment) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
