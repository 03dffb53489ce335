import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { channelPickerChoices, useChannels } from '@/api/directory/channels.ts';
import { useRoles } from '@/api/identity/roles.ts';
import { paths } from '@/app/paths.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useFormLeaveGuard } from '@/ui/leave-guard/use-form-leave-guard.ts';
import { ChoiceField } from './choice-field.tsx';
import { PRODUCTS } from './products.ts';
import { type UserFormErrors, type UserFormValues, validateUserForm } from './user-form-values.ts';
import './user-form.css';

interface UserFormProps {
  initial: UserFormValues;
  submitLabel: string;
  /** Saves valid values; resolves with the API's field errors (empty when saved). */
  onSave(values: UserFormValues): Promise<UserFormErrors>;
}

/** The add/edit user form: each field's spec message (§5) shown at the field, from the form or the API. */
export function UserForm({ initial, submitLabel, onSave }: UserFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [busy, setBusy] = useState(false);
  const guard = useFormLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));
  const channels = useChannels().data?.items;
  // An archived channel takes no user: a user already in one keeps it, marked; no other is offered.
  const channelChoices = channels && channelPickerChoices(channels, initial.channelId);
  const roles = useRoles().data;

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setErrors(await guard.whileSaving(() => onSave(values)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="user-form card" onSubmit={submit} noValidate aria-label="User details">
      <div className="user-form__grid">
        <TextField label="Email" type="email" value={values.email} onChange={(v) => set('email', v)} error={errors.email} required />
        <TextField label="User name" value={values.userName} onChange={(v) => set('userName', v)} error={errors.userName} required />
        <TextField label="First name" value={values.firstName} onChange={(v) => set('firstName', v)} error={errors.firstName} required />
        <TextField label="Last name" value={values.lastName} onChange={(v) => set('lastName', v)} error={errors.lastName} required />
        <ChoiceField
          label="Channel"
          single
          options={channelChoices}
          value={values.channelId === null ? [] : [values.channelId]}
          onChange={(ids) => set('channelId', ids[0] ?? null)}
          error={errors.channelId}
        />
        <ChoiceField label="Roles" options={roles} value={values.roles} onChange={(ids) => set('roles', ids)} error={errors.roles} />
        <ChoiceField
          label="Products"
          options={PRODUCTS}
          value={values.products}
          onChange={(ids) => set('products', ids)}
          error={errors.products}
        />
      </div>
      <div className="user-form__actions">
        <Link className="button" to={paths.users.list}>
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
