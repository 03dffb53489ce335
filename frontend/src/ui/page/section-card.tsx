import type { ReactNode } from 'react';
import './page.css';

export function SectionCard({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card section-card">
      {(title || actions) && (
        <div className="section-card__head">
          {title && <h2 className="section-card__title">{title}</h2>}
          {actions}
        </div>
      )}
      <div className="section-card__body">{children}</div>
    </section>
  );
}
