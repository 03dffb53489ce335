import {
  AuthenticatorCodeBodySchema,
  AuthenticatorSetupSchema,
  ChannelMfaBodySchema,
  ChannelMfaSchema,
  IdSchema,
  MfaProofSchema,
  MfaSettingsBodySchema,
  MfaStatusSchema,
  OkSchema,
} from '@ea/contracts';
import { Type } from 'typebox';

const tags = ['mfa'];

export const statusSchema = { tags, summary: 'The caller’s MFA settings', response: { 200: MfaStatusSchema } };
export const settingsSchema = {
  tags,
  summary: 'Turn the emailed sign-in code on, or off with the current password or an authenticator code',
  body: MfaSettingsBodySchema,
  response: { 200: MfaStatusSchema },
};
export const setupSchema = {
  tags,
  summary: 'Start the authenticator setup: otpauth URI and QR code',
  response: { 200: AuthenticatorSetupSchema },
};
export const verifySchema = {
  tags,
  summary: 'Enable the authenticator with a code it generated',
  body: AuthenticatorCodeBodySchema,
  response: { 200: OkSchema },
};
export const removeSchema = {
  tags,
  summary: 'Remove the authenticator (with the current password or a code from it)',
  body: MfaProofSchema,
  response: { 200: OkSchema },
};
export const channelSchema = {
  tags,
  summary: 'Require MFA for every user of a channel',
  params: Type.Object({ channelId: IdSchema() }),
  body: ChannelMfaBodySchema,
  response: { 200: ChannelMfaSchema },
};
