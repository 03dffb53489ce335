import { ImportRunParamsSchema, UserImportRunListSchema, UserImportRunSchema, UserImportStartedSchema } from '@ea/contracts';
import { Type } from 'typebox';

const tags = ['users'];

const Binary = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });

export const startSchema = {
  tags,
  summary: 'Import users from an .xlsx (multipart: file, importValid, channelId for admins)',
  consumes: ['multipart/form-data'],
  response: { 200: UserImportStartedSchema, 202: UserImportStartedSchema },
};
export const listSchema = {
  tags,
  summary: 'The latest users imports',
  response: { 200: UserImportRunListSchema },
};
export const getSchema = {
  tags,
  summary: 'One users import: status and counts',
  params: ImportRunParamsSchema,
  response: { 200: UserImportRunSchema },
};
export const errorsSchema = {
  tags,
  summary: 'The failed rows of a users import, as CSV',
  params: ImportRunParamsSchema,
  response: { 200: Binary },
};
export const templateSchema = { tags, summary: 'The users import template (.xlsx)', response: { 200: Binary } };
