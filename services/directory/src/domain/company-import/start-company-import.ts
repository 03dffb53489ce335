import { randomUUID } from 'node:crypto';
import { type CompanyImportRun, DirectoryAggregates } from '@ea/contracts/directory';
import { isFinished } from '@ea/import-runs';
import { commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { XLSX_CONTENT_TYPE } from '@ea/workbook';
import { companyImportRuns } from '../../db/company-import-runs-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { assertChannelOpen } from '../channels/assert-channel-open.ts';
import { targetChannel } from '../companies/target-channel.ts';
import { companyImportRunView } from './company-import-view.ts';
import { checkCompanyWorkbook } from './company-sheet.ts';

export interface StartCompanyImportInput {
  fileName: string;
  bytes: Buffer;
  /** Import the valid rows even when others fail; otherwise a file with a bad row imports nothing. */
  importValid: boolean;
  /** Rows naming a company of the channel update it instead of being reported. */
  updateExisting: boolean;
  channelId?: number | undefined;
}

/**
 * Accepts a companies workbook (checked by content), stores it under the key of its content and
 * queues its run. The run is keyed by the file's content hash, channel and modes: the same file
 * sent again answers the existing run and creates nothing. The job id is the run id, so
 * re-queueing an unfinished run is harmless.
 */
export async function startCompanyImport(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: StartCompanyImportInput,
): Promise<{ run: CompanyImportRun; created: boolean }> {
  await checkCompanyWorkbook(input.bytes, input.fileName);
  const channelId = await targetChannel(deps.db, tenantScope(caller.claims), input.channelId);
  const file = await deps.storage.putContent(input.bytes, { contentType: XLSX_CONTENT_TYPE });
  const { run, created } = await commitChange(deps, caller.actor, async (trx) => {
    await assertChannelOpen(trx, channelId, input.channelId !== undefined);
    const outcome = await companyImportRuns.insertRunOnce(trx, {
      id: randomUUID(),
      channel_id: channelId,
      content_hash: file.sha256,
      import_valid: input.importValid,
      update_existing: input.updateExisting,
      file_name: input.fileName.slice(0, 255),
      object_key: file.key,
      created_by: caller.claims.sub,
      created_by_email: caller.claims.email,
    });
    const audit = outcome.created
      ? [
          {
            action: 'Create',
            targetType: DirectoryAggregates.companyImport,
            targetId: outcome.run.id,
            channelId,
            after: {
              fileName: outcome.run.file_name,
              importValid: input.importValid,
              updateExisting: input.updateExisting,
              contentHash: file.sha256,
            },
          },
        ]
      : [];
    return { result: outcome, records: { audit, events: [] } };
  });
  if (!isFinished(run)) await deps.imports.enqueue({ runId: run.id });
  return { run: companyImportRunView(run), created };
}
