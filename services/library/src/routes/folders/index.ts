import { FolderBody, FolderDeletedSchema, FolderListQuery, FolderListSchema, FolderSchema, FolderUpdateBody } from '@ea/contracts/library';
import { callerOf, errorResponses, IdParams, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { createFolder } from '../../domain/folders/create-folder.ts';
import { deleteFolder } from '../../domain/folders/delete-folder.ts';
import { listFolders } from '../../domain/folders/list-folders.ts';
import { updateFolder } from '../../domain/folders/update-folder.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** Library folders of a company: list, add, rename or move, delete. */
export function registerFolderRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/folder',
    { config: read, schema: { querystring: FolderListQuery, response: { 200: FolderListSchema, ...errorResponses } } },
    (request) => listFolders({ deps, caller: callerOf(request) }, request.query),
  );

  app.post(
    '/api/folder',
    { config: write, schema: { body: FolderBody, response: { 201: FolderSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createFolder({ deps, caller: callerOf(request) }, request.body)),
  );

  app.put(
    '/api/folder/:id',
    { config: write, schema: { params: IdParams, body: FolderUpdateBody, response: { 200: FolderSchema, ...writeErrors } } },
    (request) => updateFolder({ deps, caller: callerOf(request) }, { id: request.params.id, changes: request.body }),
  );

  app.delete(
    '/api/folder/:id',
    { config: write, schema: { params: IdParams, response: { 200: FolderDeletedSchema, ...errorResponses } } },
    (request) => deleteFolder({ deps, caller: callerOf(request) }, request.params),
  );
}
