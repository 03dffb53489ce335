import { useMemo } from 'react';
import { formTypeGroups, useFormTypes } from '@/api/edgar-eye/forms.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';

type FormItem = { id: string; itemName: string };

/** The form types an alert watches, chosen from EDGAR's list (special handling first); none chosen means every form type. */
export function FormTypesField({ value, onChange }: { value: readonly string[]; onChange(value: string[]): void }) {
  const forms = useFormTypes();
  const items = useMemo<FormItem[]>(() => {
    const { special, other } = formTypeGroups(forms.data?.items ?? []);
    const known = [...special, ...other];
    // A form type the alert has that the list lacks still shows as chosen.
    return [...known, ...value.filter((form) => !known.includes(form))].map((form) => ({ id: form, itemName: form }));
  }, [forms.data, value]);
  return (
    <div className="field alert-form__forms">
      <span className="field__label">Form types</span>
      <MultiSelect
        label="Form types"
        data={items}
        placeholder="Every form type"
        badgeShowLimit={4}
        disabled={forms.data === undefined && forms.error === undefined}
        selected={items.filter((item) => value.includes(item.id))}
        onChange={(next) => onChange(next.map((item) => item.id))}
      />
      <p className="field__hint">Leave empty to be told of every filing.</p>
    </div>
  );
}
