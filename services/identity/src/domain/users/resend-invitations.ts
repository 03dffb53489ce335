import { IdentityErrors, type UserBulkResult } from '@ea/contracts/identity';
import type { MailMessage } from '@ea/mail';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { bulkOutcome, bulkTargets } from './bulk-targets.ts';
import { provisionForActivation } from './provision-for-activation.ts';

/**
 * Bulk resend of invitations: each named user who has not activated yet gets a fresh activation
 * link by email (the okta-activation-email step, which voids the earlier link); users who already
 * activated, and admin accounts for non-admins, are refused with their reason. Every named user
 * must be within the caller's tenant, else nothing is sent. The mails go out once the links are
 * stored.
 */
export async function resendInvitations(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { userIds: number[] },
): Promise<UserBulkResult> {
  const { result, mails } = await commitChange(deps, caller.actor, async (trx) => {
    const targets = await bulkTargets(trx, caller.claims, input.userIds);
    const outcome = bulkOutcome();
    const audit: AuditEntry[] = [];
    const mails: MailMessage[] = [];
    for (const user of targets.users) {
      const awaiting = user.status === 'STAGED' || user.status === 'PROVISIONED';
      const refusal = targets.untouchable(user) ?? (awaiting ? null : IdentityErrors.alreadyActivated);
      if (refusal) {
        outcome.refuse(user, refusal);
        continue;
      }
      const prepared = await provisionForActivation(trx, deps.config, user);
      mails.push(prepared.result);
      audit.push(...prepared.records.audit);
      outcome.done(user);
    }
    return { result: { result: outcome.result, mails }, records: { audit, events: [] } };
  });
  for (const mail of mails) await deps.mailer.send(mail);
  return result;
}
