import { ChannelAccountBodySchema, IdSchema, OkSchema, SsoUserSchema, UserIdBodySchema } from '@ea/contracts';
import { Type } from 'typebox';

const tags = ['sso'];

export const channelAccountSchema = {
  tags,
  summary: 'Map a channel to an identity-provider account',
  body: ChannelAccountBodySchema,
  response: { 200: OkSchema },
};
export const syncUserSchema = {
  tags,
  summary: 'Mirror one user to the identity provider',
  body: UserIdBodySchema,
  response: { 200: SsoUserSchema },
};
export const getUserSchema = {
  tags,
  summary: 'A user’s identity-provider link',
  params: Type.Object({ userId: IdSchema() }),
  response: { 200: SsoUserSchema },
};
