import type { MailMessage } from '@ea/mail';
import { type AuditActor, type ChangeRecords, commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import { claimActivation, pendingActivations, releaseActivation } from '../../db/user-import-rows-repository.ts';
import { findUserById, updateUser } from '../../db/users-repository.ts';
import type { IdentityJobDeps } from '../../deps.ts';
import { provisionForActivation } from '../users/provision-for-activation.ts';

/**
 * Sends the activation mail (the okta-activation-email flow: STAGED → PROVISIONED, a fresh
 * set-password link, audited) to every user the run created whose mail has not gone out. Each
 * mail is claimed in the transaction that prepares it, so two attempts never mail one user twice;
 * a mail the mailer refuses is given back and the error thrown, so the job's retry sends it.
 */
export async function sendImportActivations(deps: IdentityJobDeps, runId: string, actor: AuditActor): Promise<void> {
  for (const pending of await pendingActivations(deps.db, runId)) {
    const mail = await commitChange(deps, actor, async (trx) => {
      const skip: { result: MailMessage | null; records: ChangeRecords } = { result: null, records: NO_RECORDS };
      if (!(await claimActivation(trx, runId, pending.seq))) return skip;
      const user = await findUserById(trx, pending.userId);
      // Activated, deleted or re-sent by hand since: nothing to send.
      if (user?.status !== 'STAGED') return skip;
      return provisionForActivation(trx, deps.config, user);
    });
    if (!mail) continue;
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      await deps.db.transaction().execute(async (trx) => {
        await releaseActivation(trx, runId, pending.seq);
        await updateUser(trx, pending.userId, { status: 'STAGED' });
      });
      throw error;
    }
  }
}
