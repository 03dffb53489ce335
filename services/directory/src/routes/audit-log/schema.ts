import { Type } from 'typebox';
import { Page } from '../shared/common-schema.ts';

/** The audit-log list parameters (spec §2): page, actionfilter, limit, type, search. */
export const AuditLogQuery = Type.Object({
  page: Page,
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 10 }),
  /** One action or several, comma-separated (Create, Update, Delete, Restore, Read). */
  actionfilter: Type.Optional(Type.String({ maxLength: 200 })),
  /** Kind of record: company, channel or bulk-import. */
  type: Type.Optional(Type.Union([Type.Literal('company'), Type.Literal('channel'), Type.Literal('bulk-import')])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
