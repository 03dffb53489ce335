import { type Static, Type } from 'typebox';
import { type AuditLogEntry, type AuditLogPage, auditLogQuerySchema } from '../audit-log-api.ts';
import { BRAND_IDS, type BrandId } from '../brands.ts';
import { ACTIVE_FLAGS, type AccessToken, IDENTITY_STATUSES } from '../identity.ts';
import { ImportRunSchema } from '../import-runs-api.ts';
import { exportQuerySchema } from '../list-export.ts';
import { Messages } from '../messages.ts';
import { Nullable } from '../nullable.ts';
import { IdListSchema, IdSchema, MAX_LIST_ITEMS, PageSchema, specMessage } from '../request-schemas.ts';

/**
 * Request and response shapes of the identity service (sign-in, MFA, passwords, users, roles,
 * features, users audit log, users import, identity-provider links). The service validates and
 * documents with them; the SPA types its calls.
 */

export const BrandIdSchema = Type.Enum(BRAND_IDS as readonly BrandId[]);
export const IdentityStatusSchema = Type.Enum(IDENTITY_STATUSES);
export const OkSchema = Type.Object({ ok: Type.Boolean() });

// Sign-in and tokens

export const AuthPaths = {
  login: '/api/auth/login',
  verifyOtp: '/api/auth/verifyOtp',
  sendOtp: '/api/auth/sendOtpPostValidate',
  refresh: '/api/auth/refresh-token',
  logout: '/api/auth/logout',
  updatePassword: '/api/auth/update-user-password',
} as const;

export const LoginBodySchema = Type.Object({
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
  brand: Type.Optional(BrandIdSchema),
});
/** POST api/auth/login body (JSON, no bearer). */
export type LoginRequest = Static<typeof LoginBodySchema>;

/** The refresh token is never in an answer: it travels only in an HttpOnly cookie (see the identity service). */
export const AccessTokenSchema = Type.Object({
  access_token: Type.String(),
  access_token_expiry: Type.Integer({ description: 'Unix seconds of the access token expiry' }),
});
/** refresh-token answers the new access token; the rotated refresh token comes as its cookie. */
export type RefreshTokenResponse = AccessToken;

export const LoginSuccessSchema = Type.Object({
  ...AccessTokenSchema.properties,
  userId: Type.String(),
  brand: BrandIdSchema,
  UserEmail: Type.String(),
  UserRoles: Type.Array(Type.Object({ RoleName: Type.String() })),
  MODULE_ACCESS: Type.Array(Type.Integer()),
  singleCompany: Nullable(Type.Object({ CompanyID: Type.Optional(Type.Integer()) })),
  Feature_UserManagement: Type.Boolean(),
  Feature_CompanyManagement: Type.Boolean(),
  Feature_AuditLog: Type.Boolean(),
  Feature_Editor: Type.Boolean(),
  Admin: Type.Boolean(),
});
/**
 * Successful sign-in: the access token plus the user configuration the SPA keeps in a cookie.
 * access_token_expiry is the access token's expiry as Unix time in seconds, so a reloaded page
 * can still schedule the refresh 5 minutes before it.
 */
export type LoginSuccess = Static<typeof LoginSuccessSchema>;

export const LoginChallengeSchema = Type.Object({
  mfaRequired: Type.Literal(true),
  challengeId: Type.String(),
  methods: Type.Array(Type.Enum(['email', 'totp'] as const)),
  brand: BrandIdSchema,
  /** The channel requires MFA and the user has no authenticator yet: offer the setup after sign-in. */
  setupAuthenticator: Type.Boolean(),
});
/** Sign-in of a user with MFA on: complete it with auth/verifyOtp. */
export type LoginChallenge = Static<typeof LoginChallengeSchema>;

export const LoginAnswerSchema = Type.Union([LoginSuccessSchema, LoginChallengeSchema]);
export type LoginResponse = LoginSuccess | LoginChallenge;

export function isLoginChallenge(answer: LoginResponse): answer is LoginChallenge {
  return (answer as LoginChallenge).mfaRequired === true;
}

export const ChallengeBodySchema = Type.Object({ challengeId: Type.String({ maxLength: 64 }) });
export const VerifyOtpBodySchema = Type.Object({ challengeId: Type.String({ maxLength: 64 }), otp: Type.String({ maxLength: 16 }) });
export const LogoutBodySchema = Type.Object({ email: Type.String({ maxLength: 320 }) });

// Passwords

export const ForgotPasswordBodySchema = Type.Object({ email: Type.String({ maxLength: 320 }), brand: Type.Optional(BrandIdSchema) });
export const TokenPasswordBodySchema = Type.Object({ token: Type.String({ maxLength: 256 }), password: Type.String({ maxLength: 1024 }) });
export const UpdatePasswordBodySchema = Type.Object({
  currentPassword: Type.String({ maxLength: 1024 }),
  newPassword: Type.String({ maxLength: 1024 }),
});
export const PasswordPolicySchema = Type.Object({ rules: Type.Array(Type.String()) });
/** An emailed password link, named by its token: `POST api/auth/password-link/state` and `…/renew`. */
export const PasswordLinkBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 256 }), purpose: Type.Union([Type.Literal('reset'), Type.Literal('activation')]) },
  { additionalProperties: false },
);
/** valid: the form works; used: set already, or replaced by a newer link; expired; unknown: no such link. */
export const PasswordLinkStateSchema = Type.Object({
  state: Type.Union([Type.Literal('valid'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('unknown')]),
});
export type PasswordLinkState = Static<typeof PasswordLinkStateSchema>['state'];

// MFA

export const MfaStatusSchema = Type.Object({
  emailCode: Type.Boolean(),
  authenticator: Type.Boolean(),
  requiredByChannel: Type.Boolean(),
});
export type MfaStatus = Static<typeof MfaStatusSchema>;
/** What proves the person at the keyboard is the account's owner: the current password or a fresh authenticator code. */
export const MfaProofSchema = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
  code: Type.Optional(Type.String({ maxLength: 16 })),
});
export type MfaProof = Static<typeof MfaProofSchema>;
/** Switching the emailed code off needs the proof; switching it on does not. */
export const MfaSettingsBodySchema = Type.Object({ emailCode: Type.Boolean(), ...MfaProofSchema.properties });
export const AuthenticatorSetupSchema = Type.Object({ otpauthUri: Type.String(), qrCode: Type.String(), secret: Type.String() });
export type AuthenticatorSetup = Static<typeof AuthenticatorSetupSchema>;
/** `currentPassword` is needed only when the new authenticator replaces one that is on. */
export const AuthenticatorCodeBodySchema = Type.Object({
  code: Type.String({ maxLength: 16 }),
  currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
});
export const ChannelIdParams = Type.Object({ channelId: IdSchema() });
export const ChannelMfaBodySchema = Type.Object({ required: Type.Boolean() });
export const ChannelMfaSchema = Type.Object({ channelId: Type.Integer(), required: Type.Boolean() });
export type ChannelMfa = Static<typeof ChannelMfaSchema>;

// Profile

/** The signed-in user's own record: who they are, and the IANA time zone times are shown in (null: the browser's). */
export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  timeZone: Nullable(Type.String()),
});
export type Profile = Static<typeof ProfileSchema>;
/** What the user changes on their profile; the service checks the zone is one it knows. */
export const ProfileBodySchema = Type.Object({ timeZone: Nullable(Type.String({ maxLength: 100 })) });
export type ProfileBody = Static<typeof ProfileBodySchema>;

// Users

/**
 * Where a user's invitation stands, from the identity status and the newest activation link:
 * notSent (not activated, no link sent yet), pending (its link is open), expired (its link ran out
 * before the user chose a password), activated (the user chose a password: every status past
 * STAGED and PROVISIONED).
 */
export const INVITATION_STATES = ['notSent', 'pending', 'expired', 'activated'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const InvitationSchema = Type.Object({
  state: Type.Enum(INVITATION_STATES),
  /** When the newest activation link was sent; null when none was. */
  sentAt: Nullable(Type.String()),
  /** When that link stops working. */
  expiresAt: Nullable(Type.String()),
});
export type Invitation = Static<typeof InvitationSchema>;

export const UserViewSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  channelId: Nullable(Type.Integer()),
  channelName: Nullable(Type.String()),
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  products: Type.Array(Type.Integer()),
  status: IdentityStatusSchema,
  activeFlag: Type.Enum(ACTIVE_FLAGS),
  locked: Type.Boolean(),
  admin: Type.Boolean(),
  singleCompanyId: Nullable(Type.Integer()),
  brand: BrandIdSchema,
  mfa: Type.Object({ emailCode: Type.Boolean(), authenticator: Type.Boolean() }),
  /** The last successful sign-in; null: never. */
  lastSignInAt: Nullable(Type.String()),
  invitation: InvitationSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
/**
 * Every field optional at the schema level: the service answers each missing one with the spec's
 * message, and a field the service checks answers the same spec message when its schema fails.
 */
export const UserInputSchema = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320, ...specMessage(Messages.user.emailInvalid) })),
  userName: Type.Optional(Type.String({ maxLength: 200 })),
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  lastName: Type.Optional(Type.String({ maxLength: 200 })),
  channelId: Type.Optional(Nullable(IdSchema(), specMessage(Messages.user.channelRequired))),
  roles: Type.Optional(IdListSchema(specMessage(Messages.user.roleRequired))),
  products: Type.Optional(IdListSchema(specMessage(Messages.user.productRequired))),
  singleCompanyId: Type.Optional(Nullable(IdSchema())),
  admin: Type.Optional(Type.Boolean()),
  brand: Type.Optional(BrandIdSchema),
  /** Create only: send the activation email at once (default true). */
  sendActivation: Type.Optional(Type.Boolean()),
  /** Save even though the channel has no identity-provider account (after the user confirmed). */
  confirmed: Type.Optional(Type.Boolean()),
});
export const UserListQuerySchema = Type.Object({
  page: Type.Optional(PageSchema()),
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.Enum(['email', 'userName', 'firstName', 'lastName', 'status', 'createdAt', 'updatedAt'] as const)),
  order: Type.Optional(Type.Enum(['asc', 'desc'] as const)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000 })),
  /** Comma-separated channel ids. */
  clientfilter: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Comma-separated role ids. */
  rolefilter: Type.Optional(Type.String({ maxLength: 2000 })),
  productId: Type.Optional(IdSchema()),
});
export const UserListSchema = Type.Object({
  items: Type.Array(UserViewSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export const UserStatusBodySchema = Type.Object({
  active: Type.Optional(Type.Boolean()),
  status: Type.Optional(IdentityStatusSchema),
});
export const UserIdBodySchema = Type.Object({ userId: IdSchema() });
export const UserIdParams = UserIdBodySchema;

export type UserView = Static<typeof UserViewSchema>;
export type UserInput = Static<typeof UserInputSchema>;
export type UserListQuery = Static<typeof UserListQuerySchema>;
/** An export of the users list: its filters and sort, no paging (GET api/user/export). */
export const UserExportQuerySchema = exportQuerySchema(UserListQuerySchema, ['page', 'size']);
export type UserExportQuery = Static<typeof UserExportQuerySchema>;
export type UserList = Static<typeof UserListSchema>;
export type UserStatusChange = Static<typeof UserStatusBodySchema>;

/**
 * Bulk actions of the users list, one request per action naming its users (at most
 * MAX_LIST_ITEMS). Every user must be within the caller's tenant, or the whole request is refused
 * (404) and nothing changes; within it, a user the action cannot apply to is refused with a reason
 * while the others are done.
 */
export const UserBulkPaths = {
  deactivate: '/api/user/bulk/deactivate',
  resendInvitation: '/api/user/bulk/resend-invitation',
  assignRole: '/api/user/bulk/assign-role',
  assignProduct: '/api/user/bulk/assign-product',
} as const;
export type UserBulkAction = keyof typeof UserBulkPaths;
const BulkUserIds = IdListSchema({ minItems: 1 });
export const UserBulkBodySchema = Type.Object({ userIds: BulkUserIds }, { additionalProperties: false });
export const UserBulkRoleBodySchema = Type.Object({ userIds: BulkUserIds, roleId: IdSchema() }, { additionalProperties: false });
export const UserBulkProductBodySchema = Type.Object(
  { userIds: BulkUserIds, productId: IdSchema(specMessage(Messages.user.productRequired)) },
  { additionalProperties: false },
);
export const UserBulkResultSchema = Type.Object({
  /** The users the action applied to (those already as asked included). */
  done: Type.Array(Type.Integer()),
  refused: Type.Array(Type.Object({ userId: Type.Integer(), email: Type.String(), reason: Type.String() })),
});
export type UserBulkBody = Static<typeof UserBulkBodySchema>;
export type UserBulkRoleBody = Static<typeof UserBulkRoleBodySchema>;
export type UserBulkProductBody = Static<typeof UserBulkProductBodySchema>;
export type UserBulkResult = Static<typeof UserBulkResultSchema>;

// Roles and features

export const RoleSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const RoleBodySchema = Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) });
export const FeatureSchema = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String() });
export const FeatureMappingSchema = Type.Object({ roleId: Type.Integer(), roleName: Type.String(), features: Type.Array(Type.String()) });
export const RoleIdParams = Type.Object({ roleId: IdSchema() });
export const FeatureMappingBodySchema = Type.Object({
  features: Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_LIST_ITEMS }),
});

export type Role = Static<typeof RoleSchema>;
export type Feature = Static<typeof FeatureSchema>;
export type FeatureMapping = Static<typeof FeatureMappingSchema>;

// Users audit log

/** The kinds of record the users audit log holds. */
export const USER_AUDIT_TARGETS = ['user', 'role', 'feature-mapping', 'channel-mfa', 'channel-account', 'user-import'] as const;
export const UserAuditLogQuery = auditLogQuerySchema(USER_AUDIT_TARGETS);
export const UserAuditLogExportQuery = exportQuerySchema(UserAuditLogQuery, ['page', 'limit']);
export type UserAuditEntry = AuditLogEntry;
export type UserAuditLogEntries = AuditLogPage;

// Users import

/** A users import by an admin names a channel per row, so the run may have none. */
export const UserImportRunSchema = ImportRunSchema;
export type UserImportRun = Static<typeof UserImportRunSchema>;
/** The answer to an upload; created is false when the same file was imported before and that run is answered. */
export const UserImportStartedSchema = Type.Object({ run: UserImportRunSchema, created: Type.Boolean() });
export const UserImportRunListSchema = Type.Object({ items: Type.Array(UserImportRunSchema) });

// Identity-provider links

export const ChannelAccountBodySchema = Type.Object({ channelId: IdSchema(), account: Type.String({ minLength: 1, maxLength: 200 }) });
/** A channel's identity-provider account; null while the channel is unmapped (its users are not mirrored). */
export const ChannelAccountSchema = Type.Object({ channelId: Type.Integer(), account: Type.Union([Type.String(), Type.Null()]) });
export type ChannelAccount = Static<typeof ChannelAccountSchema>;
export const SsoUserSchema = Type.Object({
  userId: Type.Integer(),
  externalId: Type.String(),
  account: Type.String(),
  syncedAt: Type.String(),
});
export type SsoUser = Static<typeof SsoUserSchema>;
export const SyncResultSchema = Type.Object({ synced: Type.Integer(), skipped: Type.Integer() });
export type SyncResult = Static<typeof SyncResultSchema>;

/** How the users audit log names identity's own actions (beyond the spec's Create/Update/Delete/Revoke). */
export const IDENTITY_AUDIT_ACTION_LABELS = {
  SignIn: 'Sign-in',
  SignInFailed: 'Failed sign-in',
  SignOut: 'Sign-out',
  PasswordChange: 'Password change',
  Lock: 'Account locked',
  Unlock: 'Account unlocked',
  RoleChange: 'Role change',
} as const;

/** The records of the users audit log, as people call them. */
export const USER_AUDIT_TARGET_LABELS: Record<(typeof USER_AUDIT_TARGETS)[number], string> = {
  user: 'User',
  role: 'Role',
  'feature-mapping': 'Role features',
  'channel-mfa': 'Channel sign-in codes',
  'channel-account': 'Channel identity-provider account',
  'user-import': 'Users import',
};
