import { type RuleGroup, VALIDATION_SEVERITIES } from '@ea/contracts/validator';
import { useId, useState } from 'react';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { count, SEVERITY_LABELS } from '@/ui/xbrl-projects/run-labels.ts';
import { RuleMessages } from './rule-messages.tsx';
import { SeverityBadge } from './severity-badge.tsx';
import '@/ui/xbrl-projects/xbrl-projects.css';
import './validator.css';

function Group({ runId, group }: { runId: number; group: RuleGroup }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="validator-group">
      <button
        type="button"
        className="validator-group__head"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="validator-group__mark" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="validator-group__rule xbrl-code">{group.ruleId}</span>
        <span className="validator-group__count">{count(group.count)}</span>
        <span className="validator-group__sample">{group.sample}</span>
      </button>
      {open && <RuleMessages id={id} runId={runId} severity={group.severity} ruleId={group.ruleId} />}
    </li>
  );
}

/** A finished run's findings: by severity (worst first), then by rule, each rule opening into its messages. */
export function RuleGroups({ runId, groups }: { runId: number; groups: RuleGroup[] }) {
  if (groups.length === 0) {
    return (
      <SectionCard title="Results">
        <EmptyState title="Nothing to report" message="The validation found no errors, inconsistencies, warnings or notes." />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Results">
      {VALIDATION_SEVERITIES.map((severity) => {
        const ofSeverity = groups.filter((group) => group.severity === severity);
        if (ofSeverity.length === 0) return null;
        const total = ofSeverity.reduce((sum, group) => sum + group.count, 0);
        return (
          <section key={severity} className="validator-severity-block" aria-label={SEVERITY_LABELS[severity].many}>
            <h3 className="validator-severity-block__title">
              <SeverityBadge severity={severity} />
              <span>
                {count(total)} {(total === 1 ? SEVERITY_LABELS[severity].one : SEVERITY_LABELS[severity].many).toLowerCase()} from{' '}
                {ofSeverity.length} {ofSeverity.length === 1 ? 'rule' : 'rules'}
              </span>
            </h3>
            <div className="validator-group-columns" aria-hidden="true">
              <span />
              <span>Rule</span>
              <span>Count</span>
              <span>Example</span>
            </div>
            <ul className="validator-groups">
              {ofSeverity.map((group) => (
                <Group key={group.ruleId} runId={runId} group={group} />
              ))}
            </ul>
          </section>
        );
      })}
    </SectionCard>
  );
}
