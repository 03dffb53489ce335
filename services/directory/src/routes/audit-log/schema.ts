import { Type } from 'typebox';

/** The audit-log list parameters (spec §2): page, actionfilter, limit, type, search. */
export const AuditLogQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 10 }),
  /** One action or several, comma-separated (Create, Update, Delete, Restore, Read). */
  actionfilter: Type.Optional(Type.String({ maxLength: 200 })),
  /** Kind of record: company, channel or bulk-import. */
  type: Type.Optional(Type.Union([Type.Literal('company'), Type.Literal('channel'), Type.Literal('bulk-import')])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  occurredAt: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.Union([Type.String(), Type.Null()]),
  channelId: Type.Union([Type.Integer(), Type.Null()]),
  companyId: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

export const AuditLogPage = Type.Object({
  items: Type.Array(AuditEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
