import { BRANDS, type BrandId } from '@ea/contracts';
import './layout.css';

const ACCENTS: Record<BrandId, string> = { default: '#1f5fbf', alternative: '#0f7b6c', sfc: '#7a3fb0' };

/** The brand's mark and name; each brand has its own accent. */
export function BrandLogo({ brand, inverse = false }: { brand: BrandId; inverse?: boolean }) {
  return (
    <span className={`brand-logo${inverse ? ' brand-logo--inverse' : ''}`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={ACCENTS[brand]} />
        <path d="M9 9h14M9 16h10M9 23h14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="brand-logo__name">{BRANDS[brand].name}</span>
    </span>
  );
}
