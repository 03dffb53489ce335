import type { CalculationLink, ViewerFact } from '@ea/contracts/easyview';
import type { ReactNode } from 'react';
import { factLabel, periodLabel } from './fact-labels.ts';

const none = <span className="muted">—</span>;
const text = (value: string | number | null) => (value === null || value === '' ? none : String(value));

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="viewer-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Links({ links, empty }: { links: readonly CalculationLink[]; empty: string }) {
  if (links.length === 0) return <span className="muted">{empty}</span>;
  return (
    <ul className="viewer-details__links">
      {links.map((link) => (
        <li key={`${link.role} ${link.concept}`}>
          <span className="viewer-details__weight">{link.weight > 0 ? `+${link.weight}` : link.weight}</span>{' '}
          <span>{link.label ?? link.concept}</span>
          <span className="viewer-details__role">{link.role}</span>
        </li>
      ))}
    </ul>
  );
}

/** Everything known of the chosen fact. */
export function FactDetails({ fact, inDocument }: { fact: ViewerFact; inDocument: boolean }) {
  return (
    <section className="viewer-details" aria-label="Fact details">
      <h3 className="viewer-details__title">{factLabel(fact)}</h3>
      {!inDocument && (
        <p className="muted">{fact.hidden ? 'A hidden fact: the reader does not see it in the document.' : 'Not shown in the document.'}</p>
      )}
      <dl>
        <Row term="Concept">
          <span className="xbrl-code">{fact.concept}</span>
        </Row>
        <Row term="Label">{fact.label ?? <span className="muted">No label in the taxonomy</span>}</Row>
        <Row term="Value">
          {fact.value === null ? <span className="muted">nil</span> : <span className="viewer-details__value">{fact.value}</span>}
        </Row>
        <Row term="Displayed as">{text(fact.displayValue)}</Row>
        <Row term="Period">{periodLabel(fact.period)}</Row>
        <Row term="Dimensions">
          {fact.dimensions.length === 0 ? (
            <span className="muted">None</span>
          ) : (
            <ul className="viewer-details__links">
              {fact.dimensions.map((d) => (
                <li key={d.dimension}>
                  {d.dimensionLabel ?? d.dimension}: <strong>{d.memberLabel ?? d.member}</strong>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row term="Unit">{text(fact.unit)}</Row>
        <Row term="Decimals">{text(fact.decimals)}</Row>
        <Row term="Scale">{text(fact.scale)}</Row>
        <Row term="Sign">{fact.negated ? 'Negated (ix:sign="-")' : 'As shown'}</Row>
        <Row term="Format">{text(fact.format)}</Row>
        <Row term="Hidden">{fact.hidden ? 'Yes' : 'No'}</Row>
        <Row term="Context">{fact.contextId}</Row>
        <Row term="Footnotes">
          {fact.footnotes.length === 0 ? (
            <span className="muted">None</span>
          ) : (
            <ul className="viewer-details__links">
              {fact.footnotes.map((footnote) => (
                <li key={footnote}>{footnote}</li>
              ))}
            </ul>
          )}
        </Row>
        <Row term="Adds into">
          <Links links={fact.calculation.parents} empty="No calculation total" />
        </Row>
        <Row term="Added from">
          <Links links={fact.calculation.children} empty="No calculation items" />
        </Row>
      </dl>
    </section>
  );
}
