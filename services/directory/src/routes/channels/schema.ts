import { Type } from 'typebox';

export const ChannelBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) });

export const Channel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ChannelList = Type.Object({ items: Type.Array(Channel) });

export const LogoParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
