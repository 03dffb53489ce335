export { auditActor } from './audit/audit-actor.ts';
export { assertAccess, type RouteAccess } from './auth/access-policy.ts';
export {
  createTokenSigner,
  createTokenVerifier,
  generateTokenKeys,
  InvalidTokenError,
  type TokenSigner,
  type VerifyAccessToken,
} from './auth/access-tokens.ts';
export { type AuthOptions, claimsOf } from './auth/authenticate.ts';
export { createSessionRevocation, type SessionRevocation } from './auth/session-revocation.ts';
export { type App, type CreateAppOptions, createApp } from './http/create-app.ts';
export type { FallbackHandler } from './http/error-handler.ts';
export { type HealthCheck, registerHealth } from './http/health.ts';
export { readUpload, type Upload } from './http/read-upload.ts';
export { ApiErrorRef, Binary, callerOf, errorResponses, IdParams, typedRoutes } from './http/route-kit.ts';
export { type Attachment, sendAttachment } from './http/send-attachment.ts';
export { type Closer, installShutdown } from './http/shutdown.ts';
export { type Env, openPlatform, type Platform, requireEnv } from './platform/open-platform.ts';
export { ENV_VARS, type EnvVar, envVar } from './platform/platform-env.ts';
export { runService } from './platform/run-service.ts';
export { serviceContext } from './platform/service-context.ts';
export type { ServiceContext, ServiceDefinition } from './service-definition.ts';
export * from './use-case/index.ts';
