import { BRANDS, type BrandId } from '@ea/contracts';

/** Each brand's look in mail: its name and accent colour. */
const ACCENTS: Record<BrandId, string> = { default: '#1f4e79', alternative: '#2e7d32', sfc: '#8e2430' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps a message body in the brand's header and footer; paragraphs are plain text, escaped here. */
export function brandedHtml(brand: BrandId, paragraphs: string[], action?: { label: string; href: string }): string {
  const accent = ACCENTS[brand];
  const name = escapeHtml(BRANDS[brand].name);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="background:${accent};color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<div style="background:${accent};color:#fff;padding:14px 20px;font-size:18px">${name}</div>
<div style="padding:20px">${body}${button}</div>
<div style="padding:12px 20px;color:#777;font-size:12px">${name}</div>
</body></html>`;
}
