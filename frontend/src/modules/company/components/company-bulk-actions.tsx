import { MAX_LIST_ITEMS, Messages } from '@ea/contracts';
import type { Channel, CompanyBulkResult } from '@ea/contracts/directory';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { channelPickerChoices } from '@/api/directory/channels.ts';
import { type CompanyBulkRequest, isCompanyListKey, runCompanyBulkAction } from '@/api/directory/companies.ts';
import { isDashboardKey } from '@/api/directory/dashboard.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { BulkOutcomePanel } from '@/ui/bulk-outcome/bulk-outcome-panel.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { companyBulkHeadline } from './company-bulk-summary.ts';

interface Outcome {
  headline: string;
  refused: CompanyBulkResult['refused'];
}

interface CompanyBulkActionsProps {
  /** The deleted companies list (restore) rather than the live one (delete, move). */
  deleted: boolean;
  /** The selected companies' ids, across pages. */
  selectedIds: number[];
  /**
   * Every channel the caller sees, archived ones included; null for someone who works in one
   * channel only (no move offered). A move names only an active channel.
   */
  channels: readonly Channel[] | null;
  onClear(): void;
}

/**
 * The actions on the companies selected in a company list: delete (after a confirmation) and
 * move to another channel on the live list, restore on the deleted one. Each is one request naming
 * every selected company; what it did and what it refused (with the reason, company by company)
 * stays on screen until dismissed.
 */
export function CompanyBulkActions({ deleted, selectedIds, channels, onClear }: CompanyBulkActionsProps) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState<'delete' | 'move' | null>(null);
  const [channelId, setChannelId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = selectedIds.length;
  const tooMany = count > MAX_LIST_ITEMS;
  // An archived channel takes no company: the move offers the active channels.
  const targets = channels === null ? [] : channelPickerChoices(channels);
  // Moving needs somewhere else to go.
  const canMove = !deleted && channels !== null && channels.length > 1 && targets.length > 0;

  const close = () => {
    setAsking(null);
    setFieldError(null);
  };

  const run = async (request: CompanyBulkRequest) => {
    setBusy(true);
    try {
      const result = await runCompanyBulkAction(session, selectedIds, request);
      const channel = request.action === 'move' ? targets.find((item) => item.id === request.channelId)?.name : undefined;
      const headline = companyBulkHeadline(request, result, channel);
      setOutcome({ headline, refused: result.refused });
      notifications.show({ kind: result.done.length > 0 ? 'success' : 'info', message: headline });
      close();
      onClear();
      void mutate(isCompanyListKey);
      void mutate(isDashboardKey);
    } catch (error) {
      // The whole request was refused (a company outside the caller's reach, a right missing): nothing changed.
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : 'The action failed' });
      close();
    } finally {
      setBusy(false);
    }
  };

  const move = () => {
    if (channelId === '') return setFieldError(Messages.user.channelRequired);
    void run({ action: 'move', channelId: Number(channelId) });
  };

  const named = `${count} selected compan${count === 1 ? 'y' : 'ies'}`;
  return (
    <>
      {count > 0 && (
        <section className="company-bulk card" aria-label="Selected companies">
          <span className="company-bulk__count" aria-live="polite">
            {count} selected
          </span>
          {tooMany && <span className="company-bulk__limit">Select at most {MAX_LIST_ITEMS} companies for one action</span>}
          <span className="company-bulk__actions">
            {deleted ? (
              <button type="button" className="button" disabled={busy || tooMany} onClick={() => void run({ action: 'restore' })}>
                Restore
              </button>
            ) : (
              <>
                <button type="button" className="button button--danger" disabled={busy || tooMany} onClick={() => setAsking('delete')}>
                  Delete
                </button>
                {canMove && (
                  <button type="button" className="button" disabled={busy || tooMany} onClick={() => setAsking('move')}>
                    Move to channel…
                  </button>
                )}
              </>
            )}
            <button type="button" className="button button--ghost" disabled={busy} onClick={onClear}>
              Clear selection
            </button>
          </span>
        </section>
      )}
      {outcome && (
        <BulkOutcomePanel
          headline={outcome.headline}
          refused={outcome.refused.map((r) => ({ key: r.companyId, label: r.name, reason: r.reason }))}
          onDismiss={() => setOutcome(null)}
        />
      )}
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete companies"
        message={`The ${named} and their documents move to deleted companies, from where they can be restored. Delete ${count === 1 ? 'it' : 'them'}?`}
        confirmLabel={`Delete ${count}`}
        tone="danger"
        onConfirm={() => {
          setAsking(null);
          void run({ action: 'delete' });
        }}
        onCancel={close}
      />
      {asking === 'move' && (
        <ModalDialog
          title="Move to another channel"
          description={`The ${named} move to the channel you choose; a company whose CIK or CID is already taken there stays where it is.`}
          submitLabel="Move"
          busy={busy}
          busyLabel="Moving…"
          onSubmit={move}
          onClose={close}
        >
          <SelectField
            label="Channel"
            value={channelId}
            required
            error={fieldError}
            onChange={(value) => {
              setChannelId(value);
              setFieldError(null);
            }}
          >
            <option value="">Select</option>
            {targets.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
              </option>
            ))}
          </SelectField>
        </ModalDialog>
      )}
    </>
  );
}
