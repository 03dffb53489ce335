import type { EdgarViolation } from './check-edgar-html.ts';

/** The downloadable log of a check: a count, then one line per violation with its place. */
export function edgarLog(file: string, violations: readonly EdgarViolation[]): string {
  const lines = violations.map((v) => `${file}:${v.line}:${v.column}  ${v.rule}  ${v.tag ? `<${v.tag}>` : '-'}  ${v.message}`);
  return `${violations.length} EDGAR HTML violation${violations.length === 1 ? '' : 's'} in ${file}\n${lines.join('\n')}\n`;
}
