import { type AccessClaims, ApiError, type UserInput, type UserView } from '@ea/contracts';
import { appendEvents } from '@ea/events';
import type { AuditActor } from '@ea/service-kit';
import { setUserProducts } from '../../db/user-products-repository.ts';
import { setUserRoles } from '../../db/user-roles-repository.ts';
import { findUserByEmail, insertUser } from '../../db/users-repository.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { preparePasswordLink } from '../password-links.ts';
import { userEvent } from '../user-events.ts';
import { confirmChannelMapping } from './confirm-channel-mapping.ts';
import { userView } from './user-view.ts';
import { validateUserInput } from './validate-user-input.ts';

/**
 * Adds a user: validated with the spec's messages, 409 emailexists for a taken address, 409
 * confirmationRequired for an unmapped channel unless confirmed. Without a password yet, the user
 * is PROVISIONED and gets the activation email (or STAGED when sendActivation is false).
 */
export async function createUser(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  input: UserInput;
  actor: AuditActor;
}): Promise<UserView> {
  const { deps, claims, input, actor } = options;
  const sendActivation = input.sendActivation !== false;
  await deps.directory.readYourWrites({
    channelId: input.channelId,
    company: typeof input.singleCompanyId === 'number' ? { id: input.singleCompanyId, channelId: input.channelId ?? null } : undefined,
  });
  const { view, mail } = await deps.db.transaction().execute(async (trx) => {
    const valid = await validateUserInput(trx, claims, input);
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
    await setUserRoles(
      trx,
      user.id,
      valid.roles.map((r) => r.id),
    );
    await setUserProducts(trx, user.id, valid.products);
    await deps.idp.syncUser(trx, user);
    const view = await userView(trx, user);
    await audit(trx, actor, { action: 'Create', targetType: 'user', targetId: user.id, channelId: user.channel_id, after: view });
    await appendEvents(trx, IDENTITY_SCHEMA, [userEvent('user.created', user)]);
    const mail: MailMessage | null = sendActivation ? await preparePasswordLink(trx, deps.config, user, 'activation') : null;
    return { view, mail };
  });
  deps.outboxWritten();
  if (mail) await deps.mailer.send(mail);
  return view;
}
