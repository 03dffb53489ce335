import { ApiError, ChannelListSchema, ChannelSchema, Limits, Messages } from '@ea/contracts';
import { readUpload } from '@ea/service-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readChannelLogo, saveChannelLogo } from '../../domain/channel-logo.ts';
import type { DirectoryDeps } from '../../domain/directory-deps.ts';
import { listChannels, readChannel } from '../../domain/list-channels.ts';
import { createChannel, updateChannel } from '../../domain/save-channel.ts';
import { callerOf } from '../shared/caller.ts';
import { ApiErrorRef, errorResponses, IdParams } from '../shared/common-schema.ts';
import { ChannelBody } from './schema.ts';

const admin = { access: { admin: true } };
const uploadErrors = { ...errorResponses, 413: ApiErrorRef, 415: ApiErrorRef };

/** Channels (resellers or clients): list, read, add, rename, logo upload and download. */
export async function registerChannelRoutes(scope: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/client',
    { config: { access: {} }, schema: { response: { 200: ChannelListSchema, ...errorResponses } } },
    async (request) => ({
      items: await listChannels({ deps, caller: callerOf(request) }),
    }),
  );

  app.get(
    '/api/client/:id',
    { config: { access: {} }, schema: { params: IdParams, response: { 200: ChannelSchema, ...errorResponses } } },
    async (request) => readChannel({ deps, caller: callerOf(request), id: request.params.id }),
  );

  app.post(
    '/api/client',
    { config: admin, schema: { body: ChannelBody, response: { 201: ChannelSchema, ...errorResponses } } },
    async (request, reply) => {
      const channel = await createChannel({ deps, caller: callerOf(request), name: request.body.name });
      return reply.status(201).send(channel);
    },
  );

  app.put(
    '/api/client/:id',
    { config: admin, schema: { params: IdParams, body: ChannelBody, response: { 200: ChannelSchema, ...errorResponses } } },
    async (request) => updateChannel({ deps, caller: callerOf(request), id: request.params.id, name: request.body.name }),
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
      return saveChannelLogo({
        deps,
        caller: callerOf(request),
        channelId: request.params.id,
        fileName: upload.fileName,
        bytes: upload.bytes,
      });
    },
  );

  app.get(
    '/api/client/:id/logo',
    {
      config: { access: {} },
      schema: { params: IdParams, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses } },
    },
    async (request, reply) => {
      const logo = await readChannelLogo({ deps, caller: callerOf(request), channelId: request.params.id });
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  );
}
