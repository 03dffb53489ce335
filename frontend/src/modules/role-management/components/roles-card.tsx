import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { FEATURE_MAPPING_KEY } from '@/api/identity/features.ts';
import { deleteRole, ROLES_KEY, saveRole, useRoles } from '@/api/identity/roles.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { fieldRules, firstError } from '@/ui/form-fields/field-rules.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';

/** Roles that the product's rules depend on; the API refuses to rename or delete them. */
const BUILT_IN = new Set(['Admin', 'Reviewer']);

const fieldMessage = (error: unknown) =>
  error instanceof ApiRequestError ? (error.fields?.name ?? error.message) : error instanceof Error ? error.message : 'Failed';

function RoleNameForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  onSave(name: string): Promise<void>;
  onCancel?(): void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstError(name, fieldRules.roleName);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onSave(name.trim());
      setName(initial);
    } catch (cause) {
      setError(fieldMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="role-form" onSubmit={submit} noValidate>
      <TextField label="Role name" value={name} onChange={setName} error={error} required />
      <div className="role-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The roles: add, rename and delete (deleting asks first). */
export function RolesCard() {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const roles = useRoles();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const refresh = () => Promise.all([mutate(ROLES_KEY), mutate(FEATURE_MAPPING_KEY)]);
  const add = async (name: string) => {
    await saveRole(session, null, name);
    await refresh();
    notifications.show({ kind: 'success', message: `Role ${name} added` });
  };
  const rename = async (id: number, name: string) => {
    await saveRole(session, id, name);
    setEditing(null);
    await refresh();
    notifications.show({ kind: 'success', message: `Role renamed to ${name}` });
  };
  const remove = async (role: { id: number; name: string }) => {
    setDeleting(null);
    try {
      await deleteRole(session, role.id);
      await refresh();
      notifications.show({ kind: 'success', message: `Role ${role.name} deleted` });
    } catch (error) {
      notifications.show({ kind: 'error', message: fieldMessage(error) });
    }
  };

  return (
    <SectionCard title="Roles">
      <RoleNameForm initial="" submitLabel="Add role" onSave={add} />
      {!roles.data ? (
        <Skeleton lines={3} label="Loading roles" />
      ) : (
        <ul className="role-list" aria-label="Roles">
          {roles.data.map((role) => (
            <li key={role.id} className="role-list__item">
              {editing === role.id ? (
                <RoleNameForm
                  initial={role.name}
                  submitLabel="Save"
                  onSave={(name) => rename(role.id, name)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <span className="role-list__name">{role.name}</span>
                  {BUILT_IN.has(role.name) ? (
                    <span className="badge">Built in</span>
                  ) : (
                    <span className="role-list__actions">
                      <button type="button" className="button" aria-label={`Rename ${role.name}`} onClick={() => setEditing(role.id)}>
                        Rename
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={`Delete ${role.name}`}
                        onClick={() => setDeleting(role)}
                      >
                        Delete
                      </button>
                    </span>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete role"
          message={`Users with the role ${deleting.name} lose it and the features it grants. Delete it?`}
          confirmLabel="Delete"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </SectionCard>
  );
}
