import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving the editor with edits not saved as a revision (spec §8): a navigation in the
 * app waits for `confirmLeave`; closing or reloading the tab gets the browser's own question.
 * `allowNext` lets one navigation through that already asked (Close document).
 */
export function useLeaveGuard(unsaved: boolean, confirmLeave: () => Promise<boolean>): { allowNext(): void } {
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

  return {
    allowNext: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
