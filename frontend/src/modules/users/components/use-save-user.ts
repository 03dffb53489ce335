import { SuccessMessages } from '@ea/contracts';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { isUserListKey, saveUser, userKey } from '@/api/identity/users.ts';
import { paths } from '@/app/paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useConfirm } from '@/ui/confirm-dialog/use-confirm.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { serverFieldErrors, type UserFormErrors, type UserFormValues, userInputOf } from './user-form-values.ts';

/** The API's answer when the user's channel has no identity-provider account (spec §6). */
const CONFIRMATION_REQUIRED = 'confirmationRequired';

/**
 * Saves the user form (id null adds a user). When the API says the channel is not mapped to the
 * identity provider, asks first and saves again only if confirmed. A taken email comes back as
 * "Email Already Registered" at the email field; success shows the spec's toast and returns to the list.
 */
export function useSaveUser(id: number | null): (values: UserFormValues) => Promise<UserFormErrors> {
  const session = useSessionClient();
  const confirm = useConfirm();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const attempt = async (values: UserFormValues, confirmed: boolean): Promise<UserFormErrors> => {
    try {
      const saved = await saveUser(session, id, userInputOf(values, confirmed));
      await mutate(userKey(saved.id), saved, { revalidate: false });
      void mutate(isUserListKey);
      notifications.show({ kind: 'success', message: SuccessMessages.userSaved });
      navigate(paths.users.list);
      return {};
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.code === CONFIRMATION_REQUIRED && !confirmed) {
        return (await confirm('saveUserUnmappedChannel')) ? attempt(values, true) : {};
      }
      if (error.code === 'emailexists') return { email: error.message };
      const fields = serverFieldErrors(error.fields);
      if (Object.keys(fields).length > 0) return fields;
      notifications.show({ kind: 'error', message: error.message });
      return {};
    }
  };
  return (values) => attempt(values, false);
}
