import { randomUUID } from 'node:crypto';
import { ApiError } from '@ea/contracts';
import { type TaxonomyPackage, TaxonomyPackageErrors, type TaxonomyPackageList } from '@ea/contracts/validator';
import { commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import { findPackage, listPackages, packageExists, type TaxonomyPackageRow } from '../../db/taxonomy-packages-repository.ts';
import type { Context } from '../access/visible-records.ts';
import { AUDIT_TARGETS } from '../audit/audit-targets.ts';
import { readTaxonomyPackage } from './read-package.ts';

const MAX_NAME = 255;
/** Catalog entries kept: standard packages map a handful of prefixes; past this a catalog lists files one by one. */
const MAX_MAPPED_URLS = 1000;

function duplicate(): ApiError {
  return new ApiError('conflict', TaxonomyPackageErrors.duplicate, { file: TaxonomyPackageErrors.duplicate });
}

function notFound(): ApiError {
  return new ApiError('notFound', TaxonomyPackageErrors.notFound);
}

/** The caller's channel, which owns the packages they upload and see; a caller of none has none. */
function channelOf(ctx: Context): number | null {
  return ctx.caller.claims.channelId;
}

export function packageView(row: TaxonomyPackageRow): TaxonomyPackage {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    version: row.version,
    fileName: row.file_name,
    size: row.size,
    entryPoints: row.entry_points,
    mappedUrls: row.mapped_urls,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at.toISOString(),
  };
}

export async function listTaxonomyPackages(ctx: Context): Promise<TaxonomyPackageList> {
  const channelId = channelOf(ctx);
  if (channelId === null) return { items: [] };
  const rows = await listPackages(ctx.deps.db, { channelId, module: ctx.deps.module });
  return { items: rows.map(packageView) };
}

/**
 * Takes a taxonomy package for the caller's channel and the module: checked by content (refused
 * with a 4xx and nothing kept otherwise), a second upload of the same identifier and version
 * refused (409), the zip stored under a key of its own, the row and its audit entry committed
 * together. The stored zip goes again when the commit fails.
 */
export async function uploadTaxonomyPackage(ctx: Context, upload: { fileName: string; bytes: Buffer }): Promise<TaxonomyPackage> {
  const channelId = channelOf(ctx);
  if (channelId === null) throw new ApiError('forbidden', TaxonomyPackageErrors.noChannel);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(upload.fileName))
    throw new ApiError('unprocessable', 'The file name holds control characters; it was refused');
  const metadata = await readTaxonomyPackage(upload.bytes);
  const { deps, caller } = ctx;
  const scope = { channelId, module: deps.module };
  if (await packageExists(deps.db, scope, metadata)) throw duplicate();
  const key = `validator/taxonomy-packages/${randomUUID()}`;
  await deps.storage.put(key, upload.bytes);
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      if (await packageExists(trx, scope, metadata)) throw duplicate();
      const mappedUrls = [...new Set(metadata.catalog.map((rule) => rule.from))].slice(0, MAX_MAPPED_URLS);
      const { id } = await trx
        .insertInto('taxonomy_packages')
        .values({
          module: deps.module,
          channel_id: channelId,
          identifier: metadata.identifier,
          name: metadata.name,
          version: metadata.version,
          file_name: (upload.fileName.split(/[\\/]/).pop() || 'taxonomy-package.zip').slice(0, MAX_NAME),
          size: upload.bytes.length,
          entry_points: JSON.stringify(metadata.entryPoints),
          mapped_urls: JSON.stringify(mappedUrls),
          storage_key: key,
          uploaded_by: caller.claims.email,
          uploaded_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const view = packageView((await findPackage(trx, id))!);
      const audit = {
        action: 'Create',
        targetType: AUDIT_TARGETS[deps.module].taxonomyPackage,
        targetId: id,
        channelId,
        companyId: null,
        after: { name: `${view.name} ${view.version}`, identifier: view.identifier, size: view.size },
      };
      return { result: view, records: { ...NO_RECORDS, audit: [audit] } };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw (error as { code?: string }).code === '23505' ? duplicate() : error;
  }
}

/** Deletes a package of the caller's channel and the module (404 for any other), then its zip. */
export async function deleteTaxonomyPackage(ctx: Context, packageId: number): Promise<void> {
  const channelId = channelOf(ctx);
  const { deps, caller } = ctx;
  const row = await findPackage(deps.db, packageId);
  if (!row || channelId === null || row.channel_id !== channelId || row.module !== deps.module) throw notFound();
  await commitChange(deps, caller.actor, async (trx) => {
    const deleted = await trx.deleteFrom('taxonomy_packages').where('id', '=', packageId).returning('id').executeTakeFirst();
    if (!deleted) throw notFound();
    const audit = {
      action: 'Delete',
      targetType: AUDIT_TARGETS[deps.module].taxonomyPackage,
      targetId: packageId,
      channelId,
      companyId: null,
      before: { name: `${row.name} ${row.version}`, identifier: row.identifier, size: row.size },
    };
    return { result: undefined, records: { ...NO_RECORDS, audit: [audit] } };
  });
  await deps.storage
    .delete(row.storage_key)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, key: row.storage_key }, 'could not delete the zip of a deleted taxonomy package'),
    );
}
