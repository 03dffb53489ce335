import type { RunSummary } from '@ea/contracts/validator';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { FileDrop } from '@/ui/file-drop/file-drop.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import type { XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

interface UploadFilingProps {
  module: XbrlModule;
  projectId: number;
  /** A run of the project is still going: the server takes no second one until it ends. */
  busyRun: boolean;
  onStarted(run: RunSummary): void;
}

/** Sends a filing to be processed; the server's refusal (kind, size, a zip it will not open) is shown on the zone. */
export function UploadFiling({ module, projectId, busyRun, onStarted }: UploadFilingProps) {
  const { api, words } = module;
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A new zone after each upload, so it no longer names the file just sent.
  const [uploads, setUploads] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(`Please choose the filing to ${words.submit.toLowerCase()}`);
      return;
    }
    setSending(true);
    try {
      const run = await api.startRun(session, projectId, file);
      setFile(null);
      setUploads((count) => count + 1);
      setError(null);
      void mutate(api.isRunHistoryKeyOf(projectId));
      void mutate(api.projectKey(projectId));
      void mutate(api.isProjectListKey);
      void mutate(api.isCompanyListKey);
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
    <SectionCard title={words.upload}>
      <form className="xbrl-upload" onSubmit={submit} noValidate aria-label={words.upload}>
        <FileDrop
          key={uploads}
          kind="filing"
          label="Filing"
          hint="Drop an Inline XBRL document (.htm), an XBRL instance (.xml) or a submission zip (.zip) here, or click to browse"
          refusal={error}
          disabled={sending}
          onFile={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
        />
        <div className="xbrl-upload__actions">
          {busyRun && <span className="muted">A {words.run} of this project is running; start the next one when it ends.</span>}
          <button type="submit" className="button button--primary" disabled={sending || busyRun}>
            {sending ? 'Uploading…' : words.submit}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
