import { IdSchema, OkSchema, RoleBodySchema, RoleSchema } from '@ea/contracts';
import { Type } from 'typebox';

const tags = ['roles'];
const params = Type.Object({ id: IdSchema() });

export const listSchema = { tags, summary: 'Every role', response: { 200: Type.Array(RoleSchema) } };
export const createSchema = { tags, summary: 'Add a role', body: RoleBodySchema, response: { 201: RoleSchema } };
export const updateSchema = { tags, summary: 'Rename a role', params, body: RoleBodySchema, response: { 200: RoleSchema } };
export const deleteSchema = { tags, summary: 'Delete a role', params, response: { 200: OkSchema } };
