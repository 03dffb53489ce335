import type { ConfirmedAction } from '@ea/contracts';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { confirmTexts } from './confirm-texts.ts';

type Ask = (action: ConfirmedAction, message?: string) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** `await confirm('deleteCompany')` resolves true only when the user confirms. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmProvider');
  return ask;
}

interface Pending {
  action: ConfirmedAction;
  message?: string;
  resolve(answer: boolean): void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback<Ask>(
    (action, message) =>
      new Promise<boolean>((resolve) => {
        setPending((current) => {
          current?.resolve(false);
          return { action, message, resolve };
        });
      }),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  const text = pending ? confirmTexts[pending.action] : null;
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {pending && text && (
        <ConfirmDialog
          open
          title={text.title}
          message={pending.message ?? text.message}
          confirmLabel={text.confirmLabel}
          tone={text.tone}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}
