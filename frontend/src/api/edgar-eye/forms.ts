import useSWR from 'swr';

export const FORMS_KEY = '/api/edgar-eye/forms';

export interface FormTypeOption {
  formType: string;
  special: boolean;
}

/** GET edgar-eye/forms: spec §9's form types with special handling first, then every other form type seen. */
export function useFormTypes() {
  return useSWR<{ items: FormTypeOption[] }>(FORMS_KEY, { revalidateIfStale: false });
}

/** The form types in the order the filters offer them: special handling first (as the server sends them), then the rest by name. */
export function formTypeGroups(items: readonly FormTypeOption[]): { special: string[]; other: string[] } {
  return {
    special: items.filter((item) => item.special).map((item) => item.formType),
    other: items
      .filter((item) => !item.special)
      .map((item) => item.formType)
      .sort((a, b) => a.localeCompare(b, 'en-US')),
  };
}
