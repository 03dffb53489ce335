import { NEW_VERSION_PROMPT } from '@ea/contracts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { documentCookies } from '../session/cookies.ts';
import type { SessionClient } from '../session/session-client.ts';
import { applyNewVersion, checkForNewVersion } from './version-check.ts';

/** On start, asks to load a newer published version (spec §1). */
export function VersionGate({ session }: { session: SessionClient }) {
  const [published, setPublished] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void checkForNewVersion({
      fetch: window.fetch.bind(window),
      storage: localStorage,
      compiledVersion: import.meta.env.VITE_APP_VERSION,
    }).then((newer) => {
      if (!cancelled) setPublished(newer);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <ConfirmDialog
      open={published !== null}
      title="New version available"
      message={NEW_VERSION_PROMPT}
      confirmLabel="OK"
      cancelLabel="Later"
      tone="primary"
      onCancel={() => setPublished(null)}
      onConfirm={() => {
        if (published === null) return;
        void applyNewVersion({
          published,
          signOut: () => session.signOut('new-version'),
          cookies: documentCookies(),
          storages: [localStorage, sessionStorage],
          versionStorage: localStorage,
          reload: () => window.location.reload(),
        });
      }}
    />
  );
}
