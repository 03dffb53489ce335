import type { ReactNode } from 'react';
import './page.css';

interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__art" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="4" fill="var(--color-primary-soft)" />
        <rect x="16" y="22" width="24" height="4" rx="2" fill="var(--color-border-strong)" />
        <rect x="16" y="30" width="32" height="4" rx="2" fill="var(--color-border)" />
        <rect x="16" y="38" width="18" height="4" rx="2" fill="var(--color-border)" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {message && <p className="empty-state__message">{message}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
