import { SuccessMessages } from '@ea/contracts';
import { useSWRConfig } from 'swr';
import { ALERTS_KEY, addAlert } from '@/api/edgar-eye/alerts.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/** The error a failed request leaves for the user: the API's message (spec server codes mapped by ApiRequestError). */
export const failureMessage = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Starts tracking a company: "Alert Created/Updated Successfully", or the server's message (a CIK
 * already tracked is "You are Already Tracking This Cik"). Answers whether the alert was added.
 */
export function useTrackCompany() {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  return async (body: { cik: number; formTypes?: string[]; notifyByEmail?: boolean }): Promise<boolean> => {
    try {
      await addAlert(session, { cik: body.cik, formTypes: body.formTypes ?? [], notifyByEmail: body.notifyByEmail ?? false });
      notifications.show({ kind: 'success', message: SuccessMessages.alertSaved });
      void mutate(ALERTS_KEY);
      return true;
    } catch (failure) {
      notifications.show({ kind: 'error', message: failureMessage(failure) });
      return false;
    }
  };
}
