import './progress-bar.css';

export type ProgressTone = 'running' | 'done' | 'failed';

/** A determinate progress bar, 0–100, named for assistive technology by `label`. */
export function ProgressBar({ label, percent, tone = 'running' }: { label: string; percent: number; tone?: ProgressTone }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={`progress-bar progress-bar--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
