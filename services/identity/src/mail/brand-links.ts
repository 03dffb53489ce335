import { BRANDS, type BrandId } from '@ea/contracts';

/** A brand's pages live beside its login page: /partner/login → /partner/reset-password. */
export function brandBasePath(brand: BrandId): string {
  return BRANDS[brand].loginPath.replace(/\/login$/, '');
}

export function resetPasswordLink(publicUrl: string, brand: BrandId, token: string): string {
  return `${publicUrl}${brandBasePath(brand)}/reset-password?token=${encodeURIComponent(token)}`;
}

export function setupAuthenticatorLink(publicUrl: string, brand: BrandId): string {
  return `${publicUrl}${brandBasePath(brand)}/setup-authenticator`;
}

/** Set-user-password is one page for every brand. */
export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/set-user-password?token=${encodeURIComponent(token)}`;
}

export function loginLink(publicUrl: string, brand: BrandId): string {
  return `${publicUrl}${BRANDS[brand].loginPath}`;
}
