import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';

interface ChoiceFieldProps {
  label: string;
  options: { id: number; name: string }[] | undefined;
  value: number[];
  onChange(value: number[]): void;
  error?: string;
  single?: boolean;
}

/** A labelled MultiSelect over numeric ids with its error shown under it, like a text field's. */
export function ChoiceField({ label, options, value, onChange, error, single = false }: ChoiceFieldProps) {
  const items = (options ?? []).map((option) => ({ id: String(option.id), itemName: option.name }));
  return (
    <div className={`field choice-field${error ? ' has-error' : ''}`}>
      <span className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </span>
      <MultiSelect
        label={label}
        data={items}
        disabled={options === undefined}
        singleSelection={single}
        selected={items.filter((item) => value.includes(Number(item.id)))}
        onChange={(next) => onChange(next.map((item) => Number(item.id)))}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
