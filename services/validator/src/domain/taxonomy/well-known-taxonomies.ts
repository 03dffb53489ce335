/**
 * Where the standard taxonomies filings import live, and the package that holds each: what an
 * unresolved URL is told to upload. Years and families are read from the URL itself.
 */
const WELL_KNOWN: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^https?:\/\/xbrl\.fasb\.org\/us-gaap\/(\d{4})\//, (m) => `the US GAAP Financial Reporting Taxonomy ${m[1]} package (FASB)`],
  [/^https?:\/\/xbrl\.fasb\.org\/srt\/(\d{4})\//, (m) => `the SEC Reporting Taxonomy (srt) ${m[1]} package (FASB)`],
  [/^https?:\/\/xbrl\.fasb\.org\/us-gaap-rr\/(\d{4})\//, (m) => `the US GAAP Risk/Return taxonomy ${m[1]} package (FASB)`],
  [/^https?:\/\/xbrl\.fasb\.org\/([a-z-]+)\/(\d{4})\//, (m) => `the FASB ${m[1]} taxonomy ${m[2]} package`],
  [/^https?:\/\/xbrl\.sec\.gov\/dei\/(\d{4})\//, (m) => `the SEC DEI taxonomy ${m[1]} package`],
  [/^https?:\/\/xbrl\.sec\.gov\/([a-z-]+)\/(\d{4})\//, (m) => `the SEC ${m[1]} taxonomy ${m[2]} package`],
  [/^https?:\/\/xbrl\.ifrs\.org\/taxonomy\/(\d{4}-\d{2}-\d{2})\//, (m) => `the IFRS Accounting Taxonomy ${m[1]} package`],
  [/^https?:\/\/xbrl\.us\/us-gaap\/(\d{4})\//, (m) => `the US GAAP taxonomy ${m[1]} package (xbrl.us)`],
];

/** The standard package that would provide this URL, named for the user; undefined for any other URL. */
export function wellKnownPackage(url: string): string | undefined {
  for (const [pattern, name] of WELL_KNOWN) {
    const match = pattern.exec(url);
    if (match) return name(match);
  }
  return undefined;
}
