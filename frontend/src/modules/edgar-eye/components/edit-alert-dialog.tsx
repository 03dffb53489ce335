import { SuccessMessages } from '@ea/contracts';
import { type Alert, paddedCik } from '@ea/contracts/edgar-eye';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ALERTS_KEY, updateAlert } from '@/api/edgar-eye/alerts.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { FormTypesField } from './form-types-field.tsx';
import { failureMessage } from './track-company.ts';

/** Changes an alert's form types and e-mail choice; a refusal stays in the dialog with the choices kept. */
export function EditAlertDialog({ alert, onClose }: { alert: Alert; onClose(): void }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [formTypes, setFormTypes] = useState<string[]>(alert.formTypes);
  const [email, setEmail] = useState(alert.notifyByEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await updateAlert(session, alert.id, { formTypes, notifyByEmail: email });
      notifications.show({ kind: 'success', message: SuccessMessages.alertSaved });
      void mutate(ALERTS_KEY);
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      title="Edit alert"
      description={`${alert.companyName} (CIK ${paddedCik(alert.cik)})`}
      submitLabel="Save"
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <FormTypesField value={formTypes} onChange={setFormTypes} />
      <label className="alert-form__check">
        <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        Notify me by e-mail
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
