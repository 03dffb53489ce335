import { BRAND_IDS, type BrandId } from '@ea/contracts';

/** The brand a stored value names; a value no brand has (written by an older release) is the default brand. */
export function asBrand(value: string): BrandId {
  return (BRAND_IDS as string[]).includes(value) ? (value as BrandId) : 'default';
}
