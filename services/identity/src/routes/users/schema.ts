import {
  AuditLogPageSchema,
  AuditLogQuerySchema,
  IdSchema,
  OkSchema,
  UserIdBodySchema,
  UserInputSchema,
  UserListQuerySchema,
  UserListSchema,
  UserStatusBodySchema,
  UserViewSchema,
} from '@ea/contracts';
import { Type } from 'typebox';

const tags = ['users'];
const params = Type.Object({ id: IdSchema() });

export const listSchema = { tags, summary: 'List users', querystring: UserListQuerySchema, response: { 200: UserListSchema } };
export const getSchema = { tags, summary: 'One user', params, response: { 200: UserViewSchema } };
export const createSchema = { tags, summary: 'Add a user', body: UserInputSchema, response: { 201: UserViewSchema } };
export const updateSchema = { tags, summary: 'Edit a user', params, body: UserInputSchema, response: { 200: UserViewSchema } };
export const statusSchema = {
  tags,
  summary: 'Activate/deactivate a user or change its identity status',
  params,
  body: UserStatusBodySchema,
  response: { 200: UserViewSchema },
};
export const deleteSchema = { tags, summary: 'Delete a user', params, response: { 200: OkSchema } };
export const unlockSchema = {
  tags,
  summary: 'Unlock a user locked after failed sign-ins',
  body: UserIdBodySchema,
  response: { 200: UserViewSchema },
};
export const activationSchema = { tags, summary: 'Send the activation email again', body: UserIdBodySchema, response: { 200: OkSchema } };
export const auditLogSchema = {
  tags,
  summary: 'The users audit log',
  querystring: AuditLogQuerySchema,
  response: { 200: AuditLogPageSchema },
};
