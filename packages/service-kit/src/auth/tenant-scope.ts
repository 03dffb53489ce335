import { type AccessClaims, isAdmin, isReviewerOnly } from '@ea/contracts';

/**
 * The data a caller may see: admins everything; others their channel's companies, and
 * reviewer-only users with a single company that one company only if it is in their channel.
 * Use cases filter queries with it and answer 404 (never 403) for records outside it, so the
 * existence of another tenant's data is not revealed.
 */
export interface TenantScope {
  all: boolean;
  channelId: number | null;
  /**
   * Set for reviewer-only users with a singleCompany: the one company they may see, and only
   * while it is a company of `channelId` (the two always narrow together, never widen).
   */
  companyId: number | null;
  canSeeChannel(channelId: number | null): boolean;
  canSeeCompany(company: { id: number; channelId: number | null }): boolean;
}

export function tenantScope(claims: AccessClaims): TenantScope {
  const all = isAdmin(claims);
  const companyId = !all && isReviewerOnly(claims) ? claims.singleCompanyId : null;
  const channelId = claims.channelId;
  return {
    all,
    channelId,
    companyId,
    canSeeChannel: (id) => all || (id !== null && id === channelId),
    canSeeCompany: (c) => {
      if (all) return true;
      const inChannel = c.channelId !== null && c.channelId === channelId;
      return inChannel && (companyId === null || c.id === companyId);
    },
  };
}
