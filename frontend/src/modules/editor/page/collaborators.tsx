import type { Presence } from '@ea/contracts/library';

const PALETTE_SIZE = 8;

/** A stable colour per user (one of the palette's classes), so a person has the same dot everywhere. */
export function colourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return `presence-colour-${Math.abs(hash) % PALETTE_SIZE}`;
}

export function LockIcon() {
  return (
    <svg className="editor-lock-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** Dots for the people on a topic; their names are the accessible text. */
export function PresenceDots({ present }: { present: readonly Presence[] }) {
  if (present.length === 0) return null;
  const names = present.map((p) => `${p.userName} (${p.mode})`).join(', ');
  return (
    <span className="presence-dots" role="img" aria-label={`Here: ${names}`} title={names}>
      {present.slice(0, 4).map((p) => (
        <span key={p.userId} className={`presence-dot ${colourOf(p.userId)}${p.mode === 'editing' ? ' presence-dot--editing' : ''}`} />
      ))}
      {present.length > 4 && <span className="presence-dots__more">+{present.length - 4}</span>}
    </span>
  );
}
