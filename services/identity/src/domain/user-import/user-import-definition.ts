import { buffer } from 'node:stream/consumers';
import { IdentityAggregates } from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import type { ImportDefinition } from '@ea/import-runs';
import type { AuditEntry } from '@ea/service-kit/use-case';
import { ObjectNotFoundError } from '@ea/storage';
import type { IdentityTables } from '../../db/schema.ts';
import { importRowsFrom, insertImportRows, recordRowOutcome } from '../../db/user-import-rows-repository.ts';
import { type UserImportRunRow, userImportRowErrors, userImportRuns } from '../../db/user-import-runs-repository.ts';
import { insertUserIfNew } from '../../db/users-repository.ts';
import type { IdentityJobDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { userImportProgressEvent } from '../../events/user-import-events.ts';
import { saveUserAccess } from '../users/save-user-access.ts';
import type { ValidUserInput } from '../users/validate-user-input.ts';
import { importRowRule } from './import-row-rule.ts';
import { sendImportActivations } from './send-import-activations.ts';
import { USER_LAYOUT, type UserImportField } from './user-sheet.ts';

/** Users created per transaction: the unit of progress and of resumption. */
export const USER_IMPORT_BATCH = 200;

export type UserImportDefinition = ImportDefinition<IdentityTables, UserImportRunRow, UserImportField, ValidUserInput>;

/**
 * The users import as runImport runs it. Rows are checked with the user form's rules, which
 * depend on what the import itself changes (an email registered by an earlier row), so the valid
 * rows are staged at validation and the batches create them from there. Each batch creates its
 * users STAGED with their roles, products, audit entries and user.created events, skipping a row
 * whose email was registered meanwhile; after each commit the batch's users get their activation
 * mail, and the run completes once the last batch's users were mailed.
 */
export function userImportDefinition(deps: IdentityJobDeps, batchSize = USER_IMPORT_BATCH): UserImportDefinition {
  return {
    kind: IdentityAggregates.userImport,
    change: deps,
    runs: userImportRuns,
    rowErrors: userImportRowErrors,
    layout: USER_LAYOUT,
    batchSize,
    async readFile(run) {
      if (run.object_key === null) return null;
      try {
        return await buffer(await deps.storage.get(run.object_key));
      } catch (error) {
        if (error instanceof ObjectNotFoundError) return null;
        throw error;
      }
    },
    rowRule: (run) => importRowRule(deps.db, run),
    staging: {
      save: (trx, runId, rows) => insertImportRows(trx, runId, rows),
      load: (ex, runId, from, limit) => importRowsFrom<ValidUserInput>(ex, runId, from, limit),
    },
    async insertBatch(trx, run, rows) {
      const audit: AuditEntry[] = [];
      const events: NewEvent[] = [];
      for (const { seq, value } of rows) {
        const user = await insertUserIfNew(trx, {
          email: value.email,
          user_name: value.userName,
          first_name: value.firstName,
          last_name: value.lastName,
          channel_id: value.channelId,
          brand: 'default',
          status: 'STAGED',
          admin: value.admin,
          single_company_id: value.singleCompanyId,
          password_hash: null,
          totp_secret: null,
          totp_pending_secret: null,
        });
        await recordRowOutcome(trx, run.id, seq, user?.id ?? null);
        if (!user) continue;
        const view = await saveUserAccess(trx, deps.idp, user, value);
        audit.push({ action: 'Create', targetType: 'user', targetId: user.id, channelId: user.channel_id, after: view });
        events.push(userEvent('user.created', user));
      }
      return { created: events.length, records: { audit, events } };
    },
    afterCommit: (run, actor) => sendImportActivations(deps, run.id, actor),
    progressEvent: userImportProgressEvent,
  };
}
