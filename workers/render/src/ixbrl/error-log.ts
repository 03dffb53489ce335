import type { IxError } from './ix-error.ts';

/**
 * The downloadable log of an Inline XBRL output: a count, then one line per problem, errors
 * before warnings: severity, where (the line and column in the file, or the fact's id), the code,
 * the concept and the message. Tab-separated, so it also opens as a spreadsheet.
 */
export function ixErrorLog(file: string, errors: readonly IxError[]): string {
  const count = (severity: IxError['severity']) => errors.filter((e) => e.severity === severity).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const ordered = [...errors.filter((e) => e.severity === 'error'), ...errors.filter((e) => e.severity === 'warning')];
  const lines = ordered.map((e) =>
    [
      e.severity.toUpperCase(),
      e.line !== undefined
        ? `${file}:${e.line}${e.column !== undefined ? `:${e.column}` : ''}`
        : e.factId !== undefined
          ? `fact ${oneLine(e.factId)}`
          : file,
      e.code,
      e.concept !== undefined ? oneLine(e.concept) : '-',
      oneLine(e.message),
    ].join('\t'),
  );
  return `Inline XBRL ${file}: ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}\n${lines.map((l) => `${l}\n`).join('')}`;
}

// Tabs and line ends inside a field would break the one-line-per-problem shape.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
