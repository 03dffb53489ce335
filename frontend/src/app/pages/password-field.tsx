import { usePasswordPolicy } from '@/api/identity/account.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The policy message the API answered, or a local check's message. */
  error?: string | null;
}

/** A new-password input with the API's password rules listed under it. */
export function PasswordField({ label, value, onChange, error }: PasswordFieldProps) {
  const policy = usePasswordPolicy();
  return (
    <div className="password-field">
      <TextField label={label} type="password" value={value} onChange={onChange} error={error} autoComplete="new-password" required />
      {policy.data && (
        <ul className="password-field__rules" aria-label="Password rules">
          {policy.data.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
