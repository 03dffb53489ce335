/**
 * Sign-in brands (spec §1, §2): a default brand and two alternatives, each with its own login,
 * reset-password and setup-authenticator pages. The second alternative serves `cname=sfc` links.
 */
export const BRANDS = {
  default: { id: 'default', name: 'EA Filing Suite', loginPath: '/login' },
  alternative: { id: 'alternative', name: 'EA Partner Portal', loginPath: '/partner/login' },
  sfc: { id: 'sfc', name: 'SFC Filing Center', loginPath: '/sfc/login' },
} as const;
export type BrandId = keyof typeof BRANDS;
export const BRAND_IDS = Object.keys(BRANDS) as BrandId[];

/**
 * Which brand's login an unauthenticated easyview-content or EA-Forms visit goes to (spec §2): a
 * `cname` of sfc → the second alternative, any other cname → the first alternative, none → default.
 */
export function brandForRedirect(cname: string | null | undefined): BrandId {
  if (!cname) return 'default';
  return cname.toLowerCase() === 'sfc' ? 'sfc' : 'alternative';
}
