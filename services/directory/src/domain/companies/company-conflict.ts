import { ApiError } from '@ea/contracts';
import { type CompanyFields, DirectoryErrors } from '@ea/contracts/directory';
import { type CompanyRow, findIdentifierHolder } from '../../db/companies-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';

/** Throws 409 naming the identifier when another company of the channel already holds it. */
export async function assertIdentifiersFree(
  ex: DirectoryExecutor,
  channelId: number,
  fields: CompanyFields,
  exceptId?: number,
): Promise<void> {
  const holder = await findIdentifierHolder(ex, channelId, fields, exceptId);
  if (holder) throw conflictWith(holder, fields);
}

/** The 409 for a unique-index violation that slipped past the check (two writers at once). */
export function isIdentifierViolation(error: unknown): boolean {
  const constraint = (error as { code?: string; constraint?: string }).constraint;
  return (
    (error as { code?: string }).code === '23505' && (constraint === 'companies_channel_cik' || constraint === 'companies_channel_cid')
  );
}

export function identifierConflict(fields: CompanyFields): ApiError {
  const field = fields.cik !== null ? 'cik' : 'cid';
  const message = DirectoryErrors.identifierTaken(field);
  return new ApiError('conflict', message, { [field]: message });
}

function conflictWith(holder: CompanyRow, fields: CompanyFields): ApiError {
  const field = fields.cik !== null && holder.cik === fields.cik ? 'cik' : 'cid';
  const message = holder.deleted_at ? DirectoryErrors.identifierTakenByDeleted(field) : DirectoryErrors.identifierTaken(field);
  return new ApiError('conflict', message, { [field]: message });
}
