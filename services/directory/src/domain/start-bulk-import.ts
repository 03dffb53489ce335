import { createHash, randomUUID } from 'node:crypto';
import { tenantScope } from '@ea/service-kit';
import { insertRunOnce } from '../db/bulk-import-runs-repository.ts';
import { assertXlsx, readCompanySheet } from '../workbook/read-company-sheet.ts';
import { type BulkImportRunView, bulkImportRunView } from './bulk-import-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { commitChange } from './directory-transaction.ts';
import { targetChannel } from './target-channel.ts';

export interface StartBulkImportOptions {
  deps: DirectoryDeps;
  caller: Caller;
  fileName: string;
  bytes: Buffer;
  /** Import the valid rows even when others fail; otherwise a file with a bad row imports nothing. */
  importValid: boolean;
  channelId?: number | undefined;
}

const FINISHED = new Set(['completed', 'rejected', 'failed']);

/**
 * Accepts a companies workbook (checked by content) and queues its run. The run is keyed by the
 * file's content hash, channel and mode: the same file sent again answers the existing run and
 * creates nothing. The job id is the run id, so re-queueing an unfinished run is harmless.
 */
export async function startBulkImport(options: StartBulkImportOptions): Promise<{ run: BulkImportRunView; created: boolean }> {
  const { deps, caller, bytes } = options;
  assertXlsx(bytes, options.fileName);
  await readCompanySheet(bytes, { headerOnly: true });
  const channelId = await targetChannel(deps.db, tenantScope(caller.claims), options.channelId);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const objectKey = `imports/${contentHash}.xlsx`;
  await deps.storage.put(objectKey, bytes);
  const { run, created } = await commitChange(deps, caller.actor, async (trx) => {
    const outcome = await insertRunOnce(trx, {
      id: randomUUID(),
      channel_id: channelId,
      content_hash: contentHash,
      import_valid: options.importValid,
      file_name: options.fileName.slice(0, 255),
      object_key: objectKey,
      created_by: caller.claims.sub,
      created_by_email: caller.claims.email,
    });
    const audit = outcome.created
      ? [
          {
            action: 'Create',
            targetType: 'bulk-import',
            targetId: outcome.run.id,
            channelId,
            after: { fileName: outcome.run.file_name, importValid: options.importValid, contentHash },
          },
        ]
      : [];
    return { result: outcome, records: { audit, events: [] } };
  });
  if (!FINISHED.has(run.status)) await deps.imports.enqueue({ runId: run.id });
  return { run: bulkImportRunView(run), created };
}
