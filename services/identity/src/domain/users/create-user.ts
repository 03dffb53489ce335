import { ApiError } from '@ea/contracts';
import type { UserInput, UserView } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findUserByEmail, insertUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { preparePasswordLink } from '../auth/password-links.ts';
import { confirmChannelMapping } from './confirm-channel-mapping.ts';
import { saveUserAccess } from './save-user-access.ts';
import { validateUserInput } from './validate-user-input.ts';

/**
 * Adds a user: validated with the spec's messages, 409 emailexists for a taken address, 409
 * confirmationRequired for an unmapped channel unless confirmed, 422 for an archived channel. Without a password yet, the user
 * is PROVISIONED and gets the activation email (or STAGED when sendActivation is false).
 */
export async function createUser({ deps, caller }: UseCaseContext<IdentityDeps>, input: UserInput): Promise<UserView> {
  const sendActivation = input.sendActivation !== false;
  await deps.directory.readYourWrites({
    channelId: input.channelId,
    addsUsers: true,
    company: typeof input.singleCompanyId === 'number' ? { id: input.singleCompanyId, channelId: input.channelId ?? null } : undefined,
  });
  const { view, mail } = await commitChange(deps, caller.actor, async (trx) => {
    const valid = await validateUserInput(trx, caller.claims, input);
    if (await findUserByEmail(trx, valid.email)) throw new ApiError('emailexists');
    await confirmChannelMapping(trx, deps.idp, valid.channelId, input.confirmed);
    const user = await insertUser(trx, {
      email: valid.email,
      user_name: valid.userName,
      first_name: valid.firstName,
      last_name: valid.lastName,
      channel_id: valid.channelId,
      brand: input.brand ?? 'default',
      status: sendActivation ? 'PROVISIONED' : 'STAGED',
      admin: valid.admin,
      single_company_id: valid.singleCompanyId,
      password_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
    });
    // The link first, so the answer already shows the invitation as sent.
    const mail = sendActivation ? await preparePasswordLink(trx, deps.config, user, 'activation') : null;
    const view = await saveUserAccess(trx, deps.idp, user, valid);
    const created = { action: 'Create', targetType: 'user', targetId: user.id, channelId: user.channel_id, after: view };
    return { result: { view, mail }, records: { audit: [created], events: [userEvent('user.created', user)] } };
  });
  if (mail) await deps.mailer.send(mail);
  return view;
}
