import { SPECIAL_FORM_TYPES } from '@ea/contracts/edgar-eye';
import type { EdgarEyeDeps } from '../../deps.ts';

/** The form filter's choices: spec §9's special form types first, then every other type seen, by name. */
export async function listFormTypes(deps: EdgarEyeDeps): Promise<{ formType: string; special: boolean }[]> {
  const special = new Set<string>(SPECIAL_FORM_TYPES);
  const seen = await deps.db.selectFrom('form_types').select('form_type').orderBy('form_type').execute();
  return [
    ...SPECIAL_FORM_TYPES.map((formType) => ({ formType, special: true })),
    ...seen.filter((row) => !special.has(row.form_type)).map((row) => ({ formType: row.form_type, special: false })),
  ];
}
