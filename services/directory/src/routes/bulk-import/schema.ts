import { Type } from 'typebox';

export const Binary = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });
