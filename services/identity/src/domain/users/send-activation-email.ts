import { ApiError } from '@ea/contracts';
import { IdentityErrors } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { provisionForActivation } from './provision-for-activation.ts';
import { changeableUser } from './visible-user.ts';

/** okta-activation-email: (re)sends the set-user-password link to a user who has not activated yet (an admin's only by admins). */
export async function sendActivationEmail({ deps, caller }: UseCaseContext<IdentityDeps>, input: { userId: number }): Promise<void> {
  const mail = await commitChange(deps, caller.actor, async (trx) => {
    const user = await changeableUser(trx, caller.claims, input.userId);
    if (user.status !== 'STAGED' && user.status !== 'PROVISIONED') throw new ApiError('conflict', IdentityErrors.alreadyActivated);
    return provisionForActivation(trx, deps.config, user);
  });
  await deps.mailer.send(mail);
}
