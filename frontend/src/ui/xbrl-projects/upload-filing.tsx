import type { RunSummary } from '@ea/contracts/validator';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { isValidatorCompanyListKey } from '@/api/validator/companies.ts';
import { isProjectListKey, projectKey } from '@/api/validator/projects.ts';
import { isRunHistoryKeyOf, startRun } from '@/api/validator/runs.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { FilingDrop } from './filing-drop.tsx';
import './validator.css';

const CHOOSE_A_FILE = 'Please choose the filing to validate';

interface UploadFilingProps {
  projectId: number;
  /** A run of the project is still going: the server takes no second one until it ends. */
  busyRun: boolean;
  onStarted(run: RunSummary): void;
}

/** Sends a filing to validate; the server's refusal (kind, size, a zip it will not open) is shown on the zone. */
export function UploadFiling({ projectId, busyRun, onStarted }: UploadFilingProps) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(CHOOSE_A_FILE);
      return;
    }
    setSending(true);
    try {
      const run = await startRun(session, projectId, file);
      setFile(null);
      setError(null);
      void mutate(isRunHistoryKeyOf(projectId));
      void mutate(projectKey(projectId));
      void mutate(isProjectListKey);
      void mutate(isValidatorCompanyListKey);
      onStarted(run);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      // The file stays chosen: a network failure is retried with the same button.
      if (failure.isNetwork) notifications.show({ kind: 'error', message: failure.message });
      else setError(failure.fields?.file ?? failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <SectionCard title="Validate a filing">
      <form className="validator-upload" onSubmit={submit} noValidate aria-label="Validate a filing">
        <FilingDrop
          chosen={file?.name ?? null}
          error={error}
          disabled={sending}
          onFile={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
        />
        <div className="validator-upload__actions">
          {busyRun && <span className="muted">A validation of this project is running; start the next one when it ends.</span>}
          <button type="submit" className="button button--primary" disabled={sending || busyRun}>
            {sending ? 'Uploading…' : 'Validate'}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
