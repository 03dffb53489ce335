/** EAsyView's own messages. */
export const EasyViewErrors = {
  /** A run that crashed, or one still running, has no document to show yet. */
  noDocument: 'This filing has no document to show',
} as const;
