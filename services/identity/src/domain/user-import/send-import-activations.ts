import type { AuditActor } from '@ea/service-kit';
import type { IdentityDb } from '../../db/identity-database.ts';
import { claimActivation, pendingActivations, releaseActivation } from '../../db/user-import-rows-repository.ts';
import { findUserById, updateUser } from '../../db/users-repository.ts';
import type { IdentityConfig } from '../../identity-config.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { audit } from '../audit-trail.ts';
import { preparePasswordLink } from '../password-links.ts';

export interface SendImportActivationsOptions {
  db: IdentityDb;
  config: IdentityConfig;
  mailer: Mailer;
  runId: string;
  actor: AuditActor;
}

/**
 * Sends the activation mail (the okta-activation-email flow: STAGED → PROVISIONED, a fresh
 * set-password link, audited) to every user the run created whose mail has not gone out. Each
 * mail is claimed in the transaction that prepares it, so two attempts never mail one user twice;
 * a mail the mailer refuses is given back and the error thrown, so the job's retry sends it.
 * Returns how many mails were sent.
 */
export async function sendImportActivations(options: SendImportActivationsOptions): Promise<number> {
  const { db, runId } = options;
  let sent = 0;
  for (const pending of await pendingActivations(db, runId)) {
    const mail = await db.transaction().execute(async (trx): Promise<MailMessage | null> => {
      if (!(await claimActivation(trx, runId, pending.seq))) return null;
      const user = await findUserById(trx, pending.userId);
      // Activated, deleted or re-sent by hand since: nothing to send.
      if (user?.status !== 'STAGED') return null;
      const provisioned = await updateUser(trx, user.id, { status: 'PROVISIONED' });
      await audit(trx, options.actor, {
        action: 'Update',
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { status: user.status },
        after: { status: provisioned.status, activationEmail: true },
      });
      return preparePasswordLink(trx, options.config, provisioned, 'activation');
    });
    if (!mail) continue;
    try {
      await options.mailer.send(mail);
    } catch (error) {
      await db.transaction().execute(async (trx) => {
        await releaseActivation(trx, runId, pending.seq);
        await updateUser(trx, pending.userId, { status: 'STAGED' });
      });
      throw error;
    }
    sent += 1;
  }
  return sent;
}
