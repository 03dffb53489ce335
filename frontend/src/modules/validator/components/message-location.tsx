import type { MessageLocation as Location } from '@ea/contracts/validator';
import '@/ui/xbrl-projects/xbrl-projects.css';
import './validator.css';

/** Where a finding is: file, line and column, then the element and the fact's id when known. */
export function MessageLocation({ location }: { location: Location | null }) {
  if (!location) return <span className="muted">No location</span>;
  const position = [location.line === null ? null : `line ${location.line}`, location.column === null ? null : `column ${location.column}`]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="validator-location">
      <div>
        <dt>File</dt>
        <dd className="xbrl-code">{location.file}</dd>
      </div>
      {position && (
        <div>
          <dt>Position</dt>
          <dd>{position}</dd>
        </div>
      )}
      {location.element && (
        <div>
          <dt>Element</dt>
          <dd className="xbrl-code">{location.element}</dd>
        </div>
      )}
      {location.factId && (
        <div>
          <dt>Fact</dt>
          <dd className="xbrl-code">{location.factId}</dd>
        </div>
      )}
    </dl>
  );
}
