import { useState } from 'react';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { BulkRefusal } from './bulk-outcome-panel.tsx';

export interface BulkOutcome {
  headline: string;
  refused: BulkRefusal[];
  /** Whether the request changed anything (a success toast) or refused every row (an information one). */
  anyDone: boolean;
}

/**
 * Runs a list's bulk requests one at a time: busy while one runs; its outcome as a toast and kept
 * for the outcome panel until dismissed; a request refused as a whole (a row outside the caller's
 * reach, a right missing) changed nothing, and its message is the toast.
 */
export function useBulkRun() {
  const notifications = useNotifications();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  /** `send` makes the request and describes its result; `settle` runs after it either way (closing dialogs), `onDone` after success. */
  const run = async (send: () => Promise<BulkOutcome>, { settle, onDone }: { settle(): void; onDone(): void }) => {
    setBusy(true);
    try {
      const result = await send();
      setOutcome(result);
      notifications.show({ kind: result.anyDone ? 'success' : 'info', message: result.headline });
      settle();
      onDone();
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : 'The action failed' });
      settle();
    } finally {
      setBusy(false);
    }
  };

  return { busy, outcome, run, dismiss: () => setOutcome(null) };
}
