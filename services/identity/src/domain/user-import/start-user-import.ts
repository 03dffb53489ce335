import { randomUUID } from 'node:crypto';
import { ApiError, isAdmin, Messages } from '@ea/contracts';
import { ChannelArchiveMessages } from '@ea/contracts/directory';
import { IdentityAggregates, type UserImportRun } from '@ea/contracts/identity';
import { isFinished } from '@ea/import-runs';
import { type Caller, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { XLSX_CONTENT_TYPE } from '@ea/workbook';
import { findChannel } from '../../db/channels-repository.ts';
import { userImportRuns } from '../../db/user-import-runs-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityFailures } from '../failures.ts';
import { userImportRunView } from './user-import-view.ts';
import { checkUserWorkbook } from './user-sheet.ts';

export interface StartUserImportInput {
  fileName: string;
  bytes: Buffer;
  /** Import the valid rows even when others fail; otherwise a file with a bad row imports nothing. */
  importValid: boolean;
  channelId?: number | undefined;
}

/**
 * Accepts a users workbook (checked by content and header row), stores it under the key of its
 * content and queues its run. The run is keyed by the file's content hash, channel and mode: the
 * same file sent again answers the existing run and creates nothing. The job id is the run id, so
 * re-queueing an unfinished run is harmless.
 */
export async function startUserImport(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: StartUserImportInput,
): Promise<{ run: UserImportRun; created: boolean }> {
  await checkUserWorkbook(input.bytes, input.fileName);
  const channelId = await targetChannel(deps, caller, input.channelId);
  const file = await deps.storage.putContent(input.bytes, { contentType: XLSX_CONTENT_TYPE });
  const { claims } = caller;
  const { run, created } = await commitChange(deps, caller.actor, async (trx) => {
    const outcome = await userImportRuns.insertRunOnce(trx, {
      id: randomUUID(),
      channel_id: channelId,
      content_hash: file.sha256,
      import_valid: input.importValid,
      file_name: input.fileName.slice(0, 255),
      object_key: file.key,
      created_by: claims.sub,
      created_by_email: claims.email,
      created_by_admin: isAdmin(claims),
    });
    const audit = outcome.created
      ? [
          {
            action: 'Create',
            targetType: IdentityAggregates.userImport,
            targetId: outcome.run.id,
            channelId,
            after: { fileName: outcome.run.file_name, importValid: input.importValid, contentHash: file.sha256 },
          },
        ]
      : [];
    return { result: outcome, records: { audit, events: [] } };
  });
  if (!isFinished(run)) await deps.imports.enqueue({ runId: run.id });
  return { run: userImportRunView(run), created };
}

/**
 * The channel the users go to: a channel's user manager imports only into its own (naming another
 * answers 404 like any record outside its scope); an admin may name one, or leave each row to
 * name its own (a row naming an archived channel is then refused). An archived channel takes no
 * import (422, at the channel field when the admin named it).
 */
async function targetChannel(deps: IdentityDeps, caller: Caller, requested: number | undefined): Promise<number | null> {
  const { claims } = caller;
  const admin = isAdmin(claims);
  if (!admin) {
    if (claims.channelId === null) throw new ApiError('forbidden');
    if (requested !== undefined && requested !== claims.channelId) throw IdentityFailures.channelNotFound();
  }
  const channelId = admin ? requested : claims.channelId;
  if (channelId === undefined || channelId === null) return null;
  await deps.directory.readYourWrites({ channelId, addsUsers: true });
  const channel = await findChannel(deps.db, channelId);
  if (admin && !channel) throw new ApiError('validation', undefined, { channelId: Messages.user.channelRequired });
  if (channel?.archived) {
    const message = ChannelArchiveMessages.usersIntoArchived;
    throw new ApiError('unprocessable', message, admin ? { channelId: message } : undefined);
  }
  return channelId;
}
