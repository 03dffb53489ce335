import { useState } from 'react';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';

interface PickOneDialogProps {
  title: string;
  description: string;
  /** The field's label ("Role"). */
  label: string;
  options: readonly { id: number; name: string }[];
  /** The spec's message when nothing is picked. */
  requiredMessage: string;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  onPick(id: number): void;
  onClose(): void;
}

/** A bulk action's question with one required choice (a role, a module, a channel). */
export function PickOneDialog({ label, options, requiredMessage, onPick, ...dialog }: PickOneDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => (value === '' ? setError(requiredMessage) : onPick(Number(value)));
  return (
    <ModalDialog {...dialog} onSubmit={submit}>
      <SelectField
        label={label}
        value={value}
        required
        error={error}
        onChange={(picked) => {
          setValue(picked);
          setError(null);
        }}
      >
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
    </ModalDialog>
  );
}
