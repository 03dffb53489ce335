import {
  type AccessClaims,
  FEATURE_AUDIT_LOG,
  FEATURE_COMPANY_MANAGEMENT,
  FEATURE_EDITOR,
  FEATURE_USER_MANAGEMENT,
  isReviewerOnly,
  type UserConfiguration,
} from '@ea/contracts';
import { FIRST_ADMIN_ID } from '@ea/contracts/identity';
import { featureNamesOfUser } from '../../db/role-features-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import { productsOfUsers } from '../../db/user-products-repository.ts';
import { rolesOfUsers } from '../../db/user-roles-repository.ts';
import type { UserRow } from '../../db/users-repository.ts';

export interface UserAccess {
  claims: Omit<AccessClaims, 'issuedAt'>;
  configuration: UserConfiguration;
}

/** What a user may do, read fresh from its roles, features and module access at each sign-in and refresh. */
export async function userAccess(db: IdentityExecutor, user: UserRow): Promise<UserAccess> {
  const [roles, products, features] = await Promise.all([
    rolesOfUsers(db, [user.id]),
    productsOfUsers(db, [user.id]),
    featureNamesOfUser(db, user.id),
  ]);
  const roleNames = (roles.get(user.id) ?? []).map((r) => r.name);
  const modules = products.get(user.id) ?? [];
  const admin = user.admin || user.id === FIRST_ADMIN_ID;
  const claims = {
    sub: String(user.id),
    email: user.email,
    channelId: user.channel_id,
    roles: roleNames,
    modules,
    features,
    admin,
    singleCompanyId: user.single_company_id,
  };
  // Reviewer-only users never manage users, whatever their roles' features say (spec §6).
  const reviewerOnly = !admin && isReviewerOnly(claims);
  return {
    claims,
    configuration: {
      UserEmail: user.email,
      UserRoles: roleNames.map((RoleName) => ({ RoleName })),
      MODULE_ACCESS: modules,
      singleCompany: user.single_company_id === null ? null : { CompanyID: user.single_company_id },
      Feature_UserManagement: admin || (!reviewerOnly && features.includes(FEATURE_USER_MANAGEMENT)),
      // Company writes also refuse reviewer-only users; the audit logs do not.
      Feature_CompanyManagement: admin || (!reviewerOnly && features.includes(FEATURE_COMPANY_MANAGEMENT)),
      Feature_AuditLog: admin || features.includes(FEATURE_AUDIT_LOG),
      Feature_Editor: admin || features.includes(FEATURE_EDITOR),
      Admin: admin,
    },
  };
}

/** Whether two readings of a user's access would put the same rights into its tokens. */
export function sameAccess(a: UserAccess, b: UserAccess): boolean {
  return JSON.stringify(a.claims) === JSON.stringify(b.claims);
}
