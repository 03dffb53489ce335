/** Validation patterns (spec §5). */
export const Patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  digits: /^\d+$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  /** Three digits, dash, digits, optional suffix; or a 24R prefix; or NEW for a co-issuer. */
  fileNumber: /^(?:NEW|(?:24R-)?\d{3}-\d+(?:-[A-Za-z0-9]+)?)$/,
  pricePerSecurity: /^\d+(?:\.\d{1,4})?$/,
  amount: /^\d{1,13}(?:\.\d{1,2})?$/,
  folderName: /^[A-Za-z0-9_-]+$/,
  revisionDescription: /^[A-Za-z0-9_-]{1,50}$/,
} as const;
