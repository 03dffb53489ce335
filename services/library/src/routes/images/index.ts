import { ApiError } from '@ea/contracts';
import { DocumentParams, TopicImageUploadedSchema } from '@ea/contracts/library';
import { callerOf, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { TOPIC_IMAGE_REFUSED, uploadTopicImage } from '../../domain/images/upload-topic-image.ts';
import { UPLOAD_LIMITS } from '../../uploads/index.ts';
import { readDocumentForm } from '../documents/document-form.ts';
import { uploadErrors, write } from '../library-access.ts';

/** Images inserted in the editor: stored once, then named by the topic's image node. */
export function registerImageRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);
  const maxBytes = deps.uploadLimits.maxImageBytes ?? UPLOAD_LIMITS.maxImageBytes;

  app.post(
    '/api/document/:id/images',
    {
      config: write,
      schema: {
        params: DocumentParams,
        consumes: ['multipart/form-data'],
        description: 'A multipart form with the image as `file` (PNG, JPEG or GIF).',
        response: { 201: TopicImageUploadedSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { file } = await readDocumentForm(request, maxBytes);
      if (!file) throw new ApiError('validation', TOPIC_IMAGE_REFUSED, { file: TOPIC_IMAGE_REFUSED });
      return reply.status(201).send(await uploadTopicImage({ deps, caller: callerOf(request) }, { id: request.params.id, file }));
    },
  );
}
