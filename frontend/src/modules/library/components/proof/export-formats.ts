import type { ExportFormat } from '@ea/contracts';

/** What each export format is called on the proof screen, in the order it offers them. */
export const EXPORT_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF',
  html: 'EDGAR HTML',
  ixbrl: 'Inline XBRL',
  word: 'Word',
};

export const EXPORT_ORDER: readonly ExportFormat[] = ['pdf', 'html', 'ixbrl', 'word'];
