import { Messages } from '@ea/contracts';
import type { Channel } from '@ea/contracts/directory';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { channelPickerChoices } from '@/api/directory/channels.ts';
import { type CompanyBulkRequest, isCompanyListKey, runCompanyBulkAction } from '@/api/directory/companies.ts';
import { isDashboardKey } from '@/api/directory/dashboard.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { BulkBar } from '@/ui/bulk-outcome/bulk-bar.tsx';
import { BulkOutcomePanel } from '@/ui/bulk-outcome/bulk-outcome-panel.tsx';
import { PickOneDialog } from '@/ui/bulk-outcome/pick-one-dialog.tsx';
import { useBulkRun } from '@/ui/bulk-outcome/use-bulk-run.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { companyBulkHeadline } from './company-bulk-summary.ts';

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
  const { mutate } = useSWRConfig();
  const bulk = useBulkRun();
  const [asking, setAsking] = useState<'delete' | 'move' | null>(null);
  const count = selectedIds.length;
  // An archived channel takes no company: the move offers the active channels.
  const targets = channels === null ? [] : channelPickerChoices(channels);
  // Moving needs somewhere else to go.
  const canMove = !deleted && channels !== null && channels.length > 1 && targets.length > 0;

  const run = (request: CompanyBulkRequest) =>
    void bulk.run(
      async () => {
        const result = await runCompanyBulkAction(session, selectedIds, request);
        const channel = request.action === 'move' ? targets.find((item) => item.id === request.channelId)?.name : undefined;
        const refused = result.refused.map((r) => ({ key: r.companyId, label: r.name, reason: r.reason }));
        return { headline: companyBulkHeadline(request, result, channel), refused, anyDone: result.done.length > 0 };
      },
      {
        settle: () => setAsking(null),
        onDone: () => {
          onClear();
          void mutate(isCompanyListKey);
          void mutate(isDashboardKey);
        },
      },
    );

  const named = `${count} selected compan${count === 1 ? 'y' : 'ies'}`;
  return (
    <>
      <BulkBar label="Selected companies" count={count} noun="companies" busy={bulk.busy} onClear={onClear}>
        {(disabled) =>
          deleted ? (
            <button type="button" className="button" disabled={disabled} onClick={() => run({ action: 'restore' })}>
              Restore
            </button>
          ) : (
            <>
              <button type="button" className="button button--danger" disabled={disabled} onClick={() => setAsking('delete')}>
                Delete
              </button>
              {canMove && (
                <button type="button" className="button" disabled={disabled} onClick={() => setAsking('move')}>
                  Move to channel…
                </button>
              )}
            </>
          )
        }
      </BulkBar>
      {bulk.outcome && <BulkOutcomePanel headline={bulk.outcome.headline} refused={bulk.outcome.refused} onDismiss={bulk.dismiss} />}
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete companies"
        message={`The ${named} and their documents move to deleted companies, from where they can be restored. Delete ${count === 1 ? 'it' : 'them'}?`}
        confirmLabel={`Delete ${count}`}
        tone="danger"
        onConfirm={() => {
          setAsking(null);
          run({ action: 'delete' });
        }}
        onCancel={() => setAsking(null)}
      />
      {asking === 'move' && (
        <PickOneDialog
          title="Move to another channel"
          description={`The ${named} move to the channel you choose; a company whose CIK or CID is already taken there stays where it is.`}
          label="Channel"
          options={targets}
          requiredMessage={Messages.user.channelRequired}
          submitLabel="Move"
          busy={bulk.busy}
          busyLabel="Moving…"
          onPick={(channelId) => run({ action: 'move', channelId })}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
