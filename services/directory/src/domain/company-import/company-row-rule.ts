import { type CompanyFields, DirectoryErrors, validateCompany } from '@ea/contracts/directory';
import type { RowVerdict } from '@ea/import-runs';
import type { CompanyField } from './company-sheet.ts';

const IDENTIFIERS = ['cik', 'cid'] as const;

/**
 * The rule of one attempt over a companies sheet: the company form's rules, and no CIK or CID
 * given by an earlier row of the same file (whatever the names, and whether or not that earlier
 * row is valid: the file says two things about one company). It depends on the file alone, so an
 * attempt that reads the file again finds the same valid rows and the run's cursor still fits.
 */
export function companyRowRule(): (values: Record<CompanyField, string>, rowNumber: number) => RowVerdict<CompanyFields> {
  const firstRows = { cik: new Map<string, number>(), cid: new Map<string, number>() };
  return (values, rowNumber) => {
    const validation = validateCompany(values);
    const messages: Record<string, string> = validation.ok ? {} : { ...validation.messages };
    for (const field of IDENTIFIERS) {
      const key = identifierKey(field, values[field]);
      if (key === null) continue;
      const firstRow = firstRows[field].get(key);
      if (firstRow === undefined) firstRows[field].set(key, rowNumber);
      else messages[field] ??= DirectoryErrors.importRepeatedIdentifier(rowNumber, field, firstRow);
    }
    if (validation.ok && Object.keys(messages).length === 0) return { ok: true, value: validation.fields };
    return { ok: false, messages };
  };
}

/** An identifier as the form stores it (CIDs upper-cased), so "abc" and "ABC" are one CID. */
function identifierKey(field: 'cik' | 'cid', value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  return field === 'cid' ? trimmed.toUpperCase() : trimmed;
}
