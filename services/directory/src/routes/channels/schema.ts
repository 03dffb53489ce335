import { Type } from 'typebox';

export const ChannelBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) });

export const LogoParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
