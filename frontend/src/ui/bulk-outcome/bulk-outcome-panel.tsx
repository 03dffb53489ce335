import './bulk-outcome-panel.css';

export interface BulkRefusal {
  key: number;
  /** What the refused row is called on screen (a name, an e-mail). */
  label: string;
  reason: string;
}

/** The result of a bulk action on a list: one headline ("2 users deactivated, 1 refused") and each refusal with its reason. */
export function BulkOutcomePanel({ headline, refused, onDismiss }: { headline: string; refused: BulkRefusal[]; onDismiss: () => void }) {
  return (
    <section className="bulk-outcome card" aria-label="Result of the last action">
      <div className="bulk-outcome__head">
        <p role="status" className="bulk-outcome__headline">
          {headline}
        </p>
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      {refused.length > 0 && (
        <ul className="bulk-outcome__refused" aria-label="Refused">
          {refused.map((refusal) => (
            <li key={refusal.key}>
              <strong>{refusal.label}</strong>: {refusal.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
