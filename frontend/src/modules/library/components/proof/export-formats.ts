import type { ExportFormat } from '@ea/contracts';
import type { ExportJob } from '@ea/contracts/library';

/** What each job's output is called on the proof screen (a comment transfer's too: its log is read there). */
export const EXPORT_LABELS: Record<ExportJob['format'], string> = {
  pdf: 'PDF',
  html: 'EDGAR HTML',
  ixbrl: 'Inline XBRL',
  word: 'Word',
  comments: 'Comment transfer',
};

export const EXPORT_ORDER: readonly ExportFormat[] = ['pdf', 'html', 'ixbrl', 'word'];
