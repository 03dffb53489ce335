import { Limits } from '../limits.ts';
import { Messages } from '../messages.ts';
import { Patterns } from '../patterns.ts';

/**
 * Pure rules of the directory's records, shared by the service (API and companies import) and
 * the SPA's forms. Imports nothing but plain constants, so the browser bundle can load it.
 */

/** A company as a person types it (form) or a sheet holds it (import): every field text. */
export interface CompanyInput {
  name?: string | undefined;
  ticker?: string | undefined;
  cik?: string | undefined;
  cid?: string | undefined;
  sic?: string | undefined;
  cusip?: string | undefined;
}

/** The fields once valid: trimmed, identifiers upper-cased, empty optional ones null. */
export interface CompanyFields {
  name: string;
  ticker: string;
  cik: string | null;
  cid: string | null;
  sic: string | null;
  cusip: string | null;
}

export type CompanyValidation = { ok: true; fields: CompanyFields } | { ok: false; messages: Record<string, string> };

const M = Messages.company;

/**
 * The company rules of spec §5, so the form and the import answer with the same messages. A
 * company needs a CIK or a CID (its identifier with the SEC or the channel); an identifier the
 * company already has may be corrected but not removed (`previous`), because other services and
 * later imports find the company by it.
 */
export function validateCompany(input: CompanyInput, previous?: { cik: string | null; cid: string | null }): CompanyValidation {
  const name = clean(input.name);
  const ticker = clean(input.ticker)?.toUpperCase() ?? null;
  const cik = clean(input.cik);
  const cid = clean(input.cid)?.toUpperCase() ?? null;
  const sic = clean(input.sic);
  const cusip = clean(input.cusip)?.toUpperCase() ?? null;
  const messages: Record<string, string> = {};

  if (name === null) messages.name = M.nameRequired;
  if (ticker === null) messages.ticker = M.tickerRequired;

  if (cik === null && cid === null) {
    if (previous?.cik) messages.cik = M.cikRequired;
    else if (previous?.cid) messages.cid = M.cidRequired;
    else {
      messages.cik = M.cikOrCid;
      messages.cid = M.cikOrCid;
    }
  } else {
    if (cik === null && previous?.cik) messages.cik = M.cikRequired;
    if (cid === null && previous?.cid) messages.cid = M.cidRequired;
  }
  if (cik !== null) {
    if (!Patterns.digits.test(cik)) messages.cik = M.digitsOnly;
    else if (cik.length !== Limits.cikLength) messages.cik = M.cikLength;
  }
  if (cid !== null && !Patterns.alphanumeric.test(cid)) messages.cid = M.alphanumeric;
  if (sic !== null) {
    if (!Patterns.digits.test(sic)) messages.sic = M.digitsOnly;
    else if (sic.length !== Limits.sicLength) messages.sic = M.sicLength;
  }
  if (cusip !== null && !(Patterns.alphanumeric.test(cusip) && cusip.length === Limits.cusipLength)) {
    messages.cusip = Messages.document.cusipInvalid;
  }

  if (Object.keys(messages).length > 0) return { ok: false, messages };
  return { ok: true, fields: { name: name!, ticker: ticker!, cik, cid, sic, cusip } };
}

function clean(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
