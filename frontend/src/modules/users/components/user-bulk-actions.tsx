import { MAX_LIST_ITEMS, Messages } from '@ea/contracts';
import { ADMIN_ROLE, type UserBulkResult } from '@ea/contracts/identity';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useRoles } from '@/api/identity/roles.ts';
import { isUserListKey, runUserBulkAction, type UserBulkRequest } from '@/api/identity/users.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionClient, useSessionUser } from '@/app/session/session-context.tsx';
import { BulkOutcomePanel } from '@/ui/bulk-outcome/bulk-outcome-panel.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { bulkHeadline } from './bulk-summary.ts';
import { PRODUCTS, productName } from './products.ts';

type Asking = 'deactivate' | 'assignRole' | 'assignProduct';

interface Outcome {
  headline: string;
  refused: UserBulkResult['refused'];
}

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
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const roles = useRoles();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [roleId, setRoleId] = useState('');
  const [productId, setProductId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = selectedIds.length;
  const tooMany = count > MAX_LIST_ITEMS;
  // Only admins hand out the Admin role; the server refuses it to anyone else too.
  const offeredRoles = (roles.data ?? []).filter((role) => role.name !== ADMIN_ROLE || (me !== null && isAdminUser(me)));

  const close = () => {
    setAsking(null);
    setFieldError(null);
  };

  const run = async (request: UserBulkRequest) => {
    setBusy(true);
    try {
      const result = await runUserBulkAction(session, selectedIds, request);
      const headline = bulkHeadline(request, result, {
        role: request.action === 'assignRole' ? offeredRoles.find((role) => role.id === request.roleId)?.name : undefined,
        product: request.action === 'assignProduct' ? productName(request.productId) : undefined,
      });
      setOutcome({ headline, refused: result.refused });
      notifications.show({ kind: result.done.length > 0 ? 'success' : 'info', message: headline });
      close();
      onClear();
      void mutate(isUserListKey);
    } catch (error) {
      // The whole request was refused (a user outside the caller's reach, a right missing): nothing changed.
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : 'The action failed' });
      close();
    } finally {
      setBusy(false);
    }
  };

  const assignRole = () => {
    if (roleId === '') return setFieldError(Messages.user.roleRequired);
    void run({ action: 'assignRole', roleId: Number(roleId) });
  };
  const assignProduct = () => {
    if (productId === '') return setFieldError(Messages.user.productRequired);
    void run({ action: 'assignProduct', productId: Number(productId) });
  };

  const people = `${count} selected user${count === 1 ? '' : 's'}`;
  return (
    <>
      {count > 0 && (
        <section className="user-bulk card" aria-label="Selected users">
          <span className="user-bulk__count" aria-live="polite">
            {count} selected
          </span>
          {tooMany && <span className="user-bulk__limit">Select at most {MAX_LIST_ITEMS} users for one action</span>}
          <span className="user-bulk__actions">
            <button type="button" className="button button--danger" disabled={busy || tooMany} onClick={() => setAsking('deactivate')}>
              Deactivate
            </button>
            <button type="button" className="button" disabled={busy || tooMany} onClick={() => void run({ action: 'resendInvitation' })}>
              Resend invitations
            </button>
            <button type="button" className="button" disabled={busy || tooMany} onClick={() => setAsking('assignRole')}>
              Assign role…
            </button>
            <button type="button" className="button" disabled={busy || tooMany} onClick={() => setAsking('assignProduct')}>
              Assign product…
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={onClear}>
              Clear selection
            </button>
          </span>
        </section>
      )}
      {outcome && (
        <BulkOutcomePanel
          headline={outcome.headline}
          refused={outcome.refused.map((r) => ({ key: r.userId, label: r.email, reason: r.reason }))}
          onDismiss={() => setOutcome(null)}
        />
      )}
      <ConfirmDialog
        open={asking === 'deactivate'}
        title="Deactivate users"
        message={`The ${people} will be signed out everywhere and cannot sign in until activated again. Deactivate?`}
        confirmLabel={`Deactivate ${count}`}
        tone="danger"
        onConfirm={() => {
          setAsking(null);
          void run({ action: 'deactivate' });
        }}
        onCancel={close}
      />
      {asking === 'assignRole' && (
        <ModalDialog
          title="Assign a role"
          description={`The role is added to the roles the ${people} already hold.`}
          submitLabel="Assign role"
          busy={busy}
          busyLabel="Assigning…"
          onSubmit={assignRole}
          onClose={close}
        >
          <SelectField
            label="Role"
            value={roleId}
            required
            error={fieldError}
            onChange={(value) => {
              setRoleId(value);
              setFieldError(null);
            }}
          >
            <option value="">Select</option>
            {offeredRoles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </SelectField>
        </ModalDialog>
      )}
      {asking === 'assignProduct' && (
        <ModalDialog
          title="Assign a product"
          description={`The product is added to the products the ${people} can already open.`}
          submitLabel="Assign product"
          busy={busy}
          busyLabel="Assigning…"
          onSubmit={assignProduct}
          onClose={close}
        >
          <SelectField
            label="Product"
            value={productId}
            required
            error={fieldError}
            onChange={(value) => {
              setProductId(value);
              setFieldError(null);
            }}
          >
            <option value="">Select</option>
            {PRODUCTS.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </SelectField>
        </ModalDialog>
      )}
    </>
  );
}
