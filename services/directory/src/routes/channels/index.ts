import { ApiError, Limits, Messages } from '@ea/contracts';
import {
  ChannelArchiveBody,
  ChannelBody,
  ChannelExportQuery,
  ChannelListSchema,
  ChannelSchema,
  ChannelSummarySchema,
} from '@ea/contracts/directory';
import { ApiErrorRef, Binary, callerOf, errorResponses, IdParams, readUpload, sendAttachment, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../deps.ts';
import { createChannel } from '../../domain/channels/create-channel.ts';
import { listChannels } from '../../domain/channels/list-channels.ts';
import { readChannel } from '../../domain/channels/read-channel.ts';
import { readChannelLogo } from '../../domain/channels/read-channel-logo.ts';
import { readChannelSummary } from '../../domain/channels/read-channel-summary.ts';
import { renameChannel } from '../../domain/channels/rename-channel.ts';
import { saveChannelLogo } from '../../domain/channels/save-channel-logo.ts';
import { setChannelArchived } from '../../domain/channels/set-channel-archived.ts';
import { exportChannels } from '../../domain/exports/export-channels.ts';

const admin = { access: { admin: true } };
const uploadErrors = { ...errorResponses, 413: ApiErrorRef, 415: ApiErrorRef };

/**
 * Channels (resellers or clients): list and its export, read with the channel page's figures, add,
 * rename, archive and unarchive, logo upload and download.
 */
export function registerChannelRoutes(scope: FastifyInstance, deps: DirectoryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/client',
    { config: { access: {} }, schema: { response: { 200: ChannelListSchema, ...errorResponses } } },
    async (request) => ({
      items: await listChannels({ deps, caller: callerOf(request) }),
    }),
  );

  app.get(
    '/api/client/export',
    { config: { access: {} }, schema: { querystring: ChannelExportQuery, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => sendAttachment(reply, await exportChannels({ deps, caller: callerOf(request) }, request.query)),
  );

  app.get(
    '/api/client/:id',
    { config: { access: {} }, schema: { params: IdParams, response: { 200: ChannelSchema, ...errorResponses } } },
    (request) => readChannel({ deps, caller: callerOf(request) }, request.params),
  );

  app.get(
    '/api/client/:id/summary',
    { config: { access: {} }, schema: { params: IdParams, response: { 200: ChannelSummarySchema, ...errorResponses } } },
    (request) => readChannelSummary({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/client',
    { config: admin, schema: { body: ChannelBody, response: { 201: ChannelSchema, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createChannel({ deps, caller: callerOf(request) }, request.body)),
  );

  app.put(
    '/api/client/:id',
    { config: admin, schema: { params: IdParams, body: ChannelBody, response: { 200: ChannelSchema, ...errorResponses } } },
    (request) => renameChannel({ deps, caller: callerOf(request) }, { id: request.params.id, name: request.body.name }),
  );

  app.put(
    '/api/client/:id/archive',
    {
      config: admin,
      schema: { params: IdParams, body: ChannelArchiveBody, response: { 200: ChannelSchema, ...errorResponses, 409: ApiErrorRef } },
    },
    (request) => setChannelArchived({ deps, caller: callerOf(request) }, { id: request.params.id, archived: request.body.archived }),
  );

  app.put(
    '/api/client/:id/logo',
    {
      config: admin,
      schema: { params: IdParams, consumes: ['multipart/form-data'], response: { 200: ChannelSchema, ...uploadErrors } },
    },
    async (request) => {
      const upload = await readUpload(request, 'logo', Limits.logoBytes, Messages.files.imageInvalid);
      if (upload.truncated) throw new ApiError('payloadTooLarge', Messages.files.imageSize);
      return saveChannelLogo(
        { deps, caller: callerOf(request) },
        { channelId: request.params.id, fileName: upload.fileName, bytes: upload.bytes },
      );
    },
  );

  app.get(
    '/api/client/:id/logo',
    { config: { access: {} }, schema: { params: IdParams, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => {
      const logo = await readChannelLogo({ deps, caller: callerOf(request) }, { channelId: request.params.id });
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(logo.stream);
    },
  );
}
