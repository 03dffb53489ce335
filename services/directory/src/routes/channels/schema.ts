import { Type } from 'typebox';

export const ChannelBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) });
