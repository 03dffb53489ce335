import { Messages } from '@ea/contracts';
import { ADMIN_ROLE } from '@ea/contracts/identity';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useRoles } from '@/api/identity/roles.ts';
import { isUserListKey, runUserBulkAction, type UserBulkRequest } from '@/api/identity/users.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionClient, useSessionUser } from '@/app/session/session-context.tsx';
import { BulkBar } from '@/ui/bulk-outcome/bulk-bar.tsx';
import { BulkOutcomePanel } from '@/ui/bulk-outcome/bulk-outcome-panel.tsx';
import { PickOneDialog } from '@/ui/bulk-outcome/pick-one-dialog.tsx';
import { useBulkRun } from '@/ui/bulk-outcome/use-bulk-run.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { bulkHeadline } from './bulk-summary.ts';
import { PRODUCTS, productName } from './products.ts';

type Asking = 'deactivate' | 'assignRole' | 'assignProduct';

interface UserBulkActionsProps {
  /** The selected users' ids, across pages. */
  selectedIds: number[];
  onClear(): void;
}

/**
 * The actions on the users selected in the list: deactivate (after a confirmation), resend
 * invitations, assign a role, assign a product. Each is one request naming every selected user;
 * what it did and what it refused (with the reason, user by user) stays on screen until dismissed.
 */
export function UserBulkActions({ selectedIds, onClear }: UserBulkActionsProps) {
  const session = useSessionClient();
  const me = useSessionUser();
  const { mutate } = useSWRConfig();
  const roles = useRoles();
  const bulk = useBulkRun();
  const [asking, setAsking] = useState<Asking | null>(null);
  const count = selectedIds.length;
  // Only admins hand out the Admin role; the server refuses it to anyone else too.
  const offeredRoles = (roles.data ?? []).filter((role) => role.name !== ADMIN_ROLE || (me !== null && isAdminUser(me)));

  const run = (request: UserBulkRequest) =>
    void bulk.run(
      async () => {
        const result = await runUserBulkAction(session, selectedIds, request);
        const headline = bulkHeadline(request, result, {
          role: request.action === 'assignRole' ? offeredRoles.find((role) => role.id === request.roleId)?.name : undefined,
          product: request.action === 'assignProduct' ? productName(request.productId) : undefined,
        });
        const refused = result.refused.map((r) => ({ key: r.userId, label: r.email, reason: r.reason }));
        return { headline, refused, anyDone: result.done.length > 0 };
      },
      {
        settle: () => setAsking(null),
        onDone: () => {
          onClear();
          void mutate(isUserListKey);
        },
      },
    );

  const people = `${count} selected user${count === 1 ? '' : 's'}`;
  return (
    <>
      <BulkBar label="Selected users" count={count} noun="users" busy={bulk.busy} onClear={onClear}>
        {(disabled) => (
          <>
            <button type="button" className="button button--danger" disabled={disabled} onClick={() => setAsking('deactivate')}>
              Deactivate
            </button>
            <button type="button" className="button" disabled={disabled} onClick={() => run({ action: 'resendInvitation' })}>
              Resend invitations
            </button>
            <button type="button" className="button" disabled={disabled} onClick={() => setAsking('assignRole')}>
              Assign role…
            </button>
            <button type="button" className="button" disabled={disabled} onClick={() => setAsking('assignProduct')}>
              Assign product…
            </button>
          </>
        )}
      </BulkBar>
      {bulk.outcome && <BulkOutcomePanel headline={bulk.outcome.headline} refused={bulk.outcome.refused} onDismiss={bulk.dismiss} />}
      <ConfirmDialog
        open={asking === 'deactivate'}
        title="Deactivate users"
        message={`The ${people} will be signed out everywhere and cannot sign in until activated again. Deactivate?`}
        confirmLabel={`Deactivate ${count}`}
        tone="danger"
        onConfirm={() => {
          setAsking(null);
          run({ action: 'deactivate' });
        }}
        onCancel={() => setAsking(null)}
      />
      {asking === 'assignRole' && (
        <PickOneDialog
          title="Assign a role"
          description={`The role is added to the roles the ${people} already hold.`}
          label="Role"
          options={offeredRoles}
          requiredMessage={Messages.user.roleRequired}
          submitLabel="Assign role"
          busy={bulk.busy}
          busyLabel="Assigning…"
          onPick={(roleId) => run({ action: 'assignRole', roleId })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'assignProduct' && (
        <PickOneDialog
          title="Assign a product"
          description={`The product is added to the products the ${people} can already open.`}
          label="Product"
          options={PRODUCTS}
          requiredMessage={Messages.user.productRequired}
          submitLabel="Assign product"
          busy={bulk.busy}
          busyLabel="Assigning…"
          onPick={(productId) => run({ action: 'assignProduct', productId })}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
