import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface StatTileProps {
  label: string;
  value: number | null;
  /** Where the figure comes from, for a closer look. */
  to?: string;
  note?: ReactNode;
}

/** One headline figure; a dash while it loads. */
export function StatTile({ label, value, to, note }: StatTileProps) {
  const figure = <span className="stat-tile__value">{value === null ? '—' : value.toLocaleString('en-US')}</span>;
  return (
    <div className="stat-tile card" data-stat={label}>
      <span className="stat-tile__label">{label}</span>
      {to ? (
        <Link to={to} className="stat-tile__link" aria-label={`${label}: ${value ?? 'loading'}`}>
          {figure}
        </Link>
      ) : (
        figure
      )}
      {note && <span className="stat-tile__note">{note}</span>}
    </div>
  );
}
