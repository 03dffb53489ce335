import type { RunMessage } from '@ea/contracts/validator';
import type { RunMessageRow } from '../../db/messages-repository.ts';

export function messageView(row: RunMessageRow): RunMessage {
  return {
    id: row.id,
    severity: row.severity,
    ruleId: row.rule_id,
    message: row.message,
    location: row.file === null ? null : { file: row.file, line: row.line, column: row.column, element: row.element, factId: row.fact_id },
  };
}

/** One line of the log: severity, rule, where, what. */
export function logLine(row: RunMessageRow): string {
  const where =
    row.file === null ? '' : ` ${row.file}${row.line === null ? '' : `:${row.line}${row.column === null ? '' : `:${row.column}`}`}`;
  const element = row.element ? ` <${row.element}>` : '';
  const fact = row.fact_id ? ` fact ${row.fact_id}` : '';
  return `[${row.severity.toUpperCase()}] ${row.rule_id}${where}${element}${fact}: ${row.message.replace(/[\r\n]+/g, ' ')}`;
}
