import { createHash, randomUUID } from 'node:crypto';
import { type AccessClaims, ApiError, isAdmin, Messages } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { assertXlsx, readSheet } from '@ea/workbook';
import { findChannel } from '../../db/channels-repository.ts';
import { insertImportFile } from '../../db/user-import-files-repository.ts';
import { insertRunOnce } from '../../db/user-import-runs-repository.ts';
import { audit } from '../audit-trail.ts';
import type { UserImportDeps } from './user-import-deps.ts';
import { USER_IMPORT_LAYOUT } from './user-import-layout.ts';
import { isFinished, type UserImportRunView, userImportRunView } from './user-import-view.ts';

export interface StartUserImportOptions {
  deps: UserImportDeps;
  claims: AccessClaims;
  actor: AuditActor;
  fileName: string;
  bytes: Buffer;
  /** Import the valid rows even when others fail; otherwise a file with a bad row imports nothing. */
  importValid: boolean;
  channelId?: number | undefined;
}

/**
 * Accepts a users workbook (checked by content and header row) and queues its run. The run is
 * keyed by the file's content hash, channel and mode: the same file sent again answers the
 * existing run and creates nothing. The job id is the run id, so re-queueing an unfinished run is
 * harmless.
 */
export async function startUserImport(options: StartUserImportOptions): Promise<{ run: UserImportRunView; created: boolean }> {
  const { deps, claims, actor, bytes } = options;
  assertXlsx(bytes, options.fileName);
  await readSheet(bytes, USER_IMPORT_LAYOUT, { headerOnly: true });
  const channelId = await targetChannel(deps, claims, options.channelId);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const { run, created } = await deps.db.transaction().execute(async (trx) => {
    const outcome = await insertRunOnce(trx, {
      id: randomUUID(),
      channel_id: channelId,
      content_hash: contentHash,
      import_valid: options.importValid,
      file_name: options.fileName.slice(0, 255),
      created_by: claims.sub,
      created_by_email: claims.email,
      created_by_admin: isAdmin(claims),
    });
    if (outcome.created) {
      await insertImportFile(trx, outcome.run.id, bytes);
      await audit(trx, actor, {
        action: 'Create',
        targetType: 'user-import',
        targetId: outcome.run.id,
        channelId,
        after: { fileName: outcome.run.file_name, importValid: options.importValid, contentHash },
      });
    }
    return outcome;
  });
  if (!isFinished(run)) await deps.imports.enqueue({ runId: run.id });
  return { run: userImportRunView(run), created };
}

/**
 * The channel the users go to: a channel user manager imports only into its own (naming another
 * answers 404 like any record outside its scope); an admin may name one, or leave each row to
 * name its own.
 */
async function targetChannel(deps: UserImportDeps, claims: AccessClaims, requested: number | undefined): Promise<number | null> {
  if (!isAdmin(claims)) {
    if (claims.channelId === null) throw new ApiError('forbidden');
    if (requested !== undefined && requested !== claims.channelId) throw new ApiError('notFound', 'Channel not found');
    return claims.channelId;
  }
  if (requested === undefined) return null;
  await deps.directory.readYourWrites({ channelId: requested });
  if (!(await findChannel(deps.db, requested))) throw new ApiError('validation', undefined, { channelId: Messages.user.channelRequired });
  return requested;
}
