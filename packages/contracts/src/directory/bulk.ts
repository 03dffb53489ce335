import { type Static, Type } from 'typebox';
import { Messages } from '../messages.ts';
import { IdListSchema, IdSchema, specMessage } from '../request-schemas.ts';

/**
 * Bulk actions of the company lists, one request per action naming its companies (at most
 * MAX_LIST_ITEMS). Every company must be within the caller's tenant, or the whole request is
 * refused (404) and nothing changes; within it, a company the action cannot apply to is refused
 * with a reason while the others are done.
 */
export const CompanyBulkPaths = {
  delete: '/api/company/bulk/delete',
  restore: '/api/company/bulk/restore',
  move: '/api/company/bulk/move',
} as const;
export type CompanyBulkAction = keyof typeof CompanyBulkPaths;

const BulkCompanyIds = IdListSchema({ minItems: 1 });
export const CompanyBulkBodySchema = Type.Object({ companyIds: BulkCompanyIds }, { additionalProperties: false });
/** Moves the companies to another channel, which must be within the caller's tenant too. */
export const CompanyBulkMoveBodySchema = Type.Object(
  { companyIds: BulkCompanyIds, channelId: IdSchema(specMessage(Messages.user.channelRequired)) },
  { additionalProperties: false },
);
export const CompanyBulkResultSchema = Type.Object({
  /** The companies the action applied to (those already as asked included). */
  done: Type.Array(Type.Integer()),
  refused: Type.Array(Type.Object({ companyId: Type.Integer(), name: Type.String(), reason: Type.String() })),
});
export type CompanyBulkBody = Static<typeof CompanyBulkBodySchema>;
export type CompanyBulkMoveBody = Static<typeof CompanyBulkMoveBodySchema>;
export type CompanyBulkResult = Static<typeof CompanyBulkResultSchema>;

/** What a bulk action of the company lists answers besides the shared codes. */
export const CompanyBulkErrors = {
  /** A company outside the caller's tenant (or none at all): the whole request is refused. */
  companiesNotFound: 'One or more of the selected companies were not found. Nothing was changed.',
  /** A deleted company named in a move: it is moved once restored. */
  moveDeleted: 'A deleted company cannot be moved: restore it first',
} as const;
