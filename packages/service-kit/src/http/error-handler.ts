import { ApiError, type ApiErrorBody, DefaultErrorMessages, type ErrorCode } from '@ea/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationFields } from './validation-messages.ts';

export type FallbackHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Fastify's own error codes that are the client's fault, mapped to the error shape. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'payloadTooLarge',
  FST_PARTS_LIMIT: 'payloadTooLarge',
  FST_FILES_LIMIT: 'payloadTooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation',
  FST_ERR_VALIDATION: 'validation',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'unprocessable',
  429: 'tooManyRequests',
};

/**
 * Every failing answer has the one shape `{code, message, fields?}`. Schema validation failures
 * name every failing field at once, in words; 5xx answers say only "Internal Server Error" while the log keeps the detail.
 */
export function installErrorHandler(app: FastifyInstance, fallback?: FallbackHandler): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const root = (request.routeOptions.schema as Record<string, Record<string, unknown> | undefined> | undefined)?.[part];
      const fields = validationFields(error.validation, root, part);
      const body: ApiErrorBody = { code: 'validation', message: DefaultErrorMessages.validation, fields };
      return reply.status(400).send(body);
    }
    const clientStatus = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : undefined;
    // A client error without a code of its own (a plugin's 405 or 406) is still the client's fault.
    const code = (error.code && FASTIFY_CODES[error.code]) || (clientStatus ? (STATUS_CODES[clientStatus] ?? 'validation') : undefined);
    if (code) {
      const status = clientStatus ?? 400;
      const message = code === 'tooManyRequests' ? DefaultErrorMessages.tooManyRequests : error.message || DefaultErrorMessages[code];
      return reply.status(status).send({ code, message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: DefaultErrorMessages.internal } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path.startsWith('/dita/') || path.startsWith('/socket.io');
    if (fallback && request.method === 'GET' && !isApi) return fallback(request, reply);
    return reply
      .status(404)
      .send({ code: 'notFound', message: `No route for ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
  });
}
