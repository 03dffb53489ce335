import type { Socket } from 'node:net';
import { type ApiErrorBody, DefaultErrorMessages } from '@ea/contracts';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify detects before a route runs (a path that is not valid percent-encoding, an
 * over-long path parameter) and errors of the HTTP parser, answered in the one error shape
 * instead of Fastify's own.
 */

const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
};

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? ROUTER_ERRORS[error.code] : undefined;
  if (!known) {
    request.log.error({ err: error }, 'router error');
    reply.status(500).send({ code: 'internal', message: DefaultErrorMessages.internal } satisfies ApiErrorBody);
    return;
  }
  reply.status(known.status).send({ code: 'validation', message: known.message } satisfies ApiErrorBody);
}

const PARSER_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large' },
};
const NOT_HTTP = { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP' };

/** The answer to bytes the HTTP parser refused: written to the socket, which is then closed. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = (error.code && PARSER_ERRORS[error.code]) || NOT_HTTP;
  const body = JSON.stringify({ code: 'validation', message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
