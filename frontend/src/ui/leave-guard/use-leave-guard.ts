import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export interface LeaveGuard {
  /** Lets the next navigation through: the user was already asked (Close document). */
  allowNext(): void;
  /** Runs a save that may navigate away on success; if it fails the guard holds again. */
  whileSaving<T>(save: () => Promise<T>): Promise<T>;
}

/**
 * Asks before leaving a page with unsaved work (the editor's revision, a form's edits; spec §8):
 * a navigation in the app waits for `confirmLeave`; closing or reloading the tab gets the
 * browser's own question.
 */
export function useLeaveGuard(unsaved: boolean, confirmLeave: () => Promise<boolean>): LeaveGuard {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const latest = useRef({ confirmLeave, blocker });
  latest.current = { confirmLeave, blocker };

  // Asked once per blocked navigation, whatever else re-renders the page meanwhile.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void latest.current.confirmLeave().then((leave) => {
      const current = latest.current.blocker;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);
  const whileSaving = useCallback(async <T>(save: () => Promise<T>): Promise<T> => {
    allowed.current = true;
    try {
      return await save();
    } finally {
      // Still here: the save did not navigate (field errors, no network), so edits are still unsaved.
      allowed.current = false;
    }
  }, []);
  return useMemo(() => ({ allowNext, whileSaving }), [allowNext, whileSaving]);
}
