import { useState } from 'react';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/**
 * Runs a library write: while it runs `busy` is true; a refusal from the API is shown as an error
 * toast (and handed to `onRefused` for its field messages) instead of escaping to the page.
 * Resolves with the result, or null when the API refused.
 */
export function useLibraryAction() {
  const notifications = useNotifications();
  const [busy, setBusy] = useState(false);
  const run = async <T>(action: () => Promise<T>, onRefused?: (error: ApiRequestError) => void): Promise<T | null> => {
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      notifications.show({ kind: 'error', message: error.message });
      onRefused?.(error);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Shows a write's success message and, as information, what a conversion could not keep. */
export function useWriteNotice() {
  const notifications = useNotifications();
  return (answer: { message: string; warnings?: readonly string[] }) => {
    notifications.show({ kind: 'success', message: answer.message });
    for (const warning of answer.warnings ?? []) notifications.show({ kind: 'info', message: warning });
  };
}
