import './page.css';

/** Grey placeholder bars shown while content loads, sized like the lines they stand for. */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-live="polite" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity
        <span key={index} className="skeleton__line" style={{ width: `${90 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
