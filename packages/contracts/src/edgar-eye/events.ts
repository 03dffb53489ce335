import { type Static, Type } from 'typebox';

/** EdgarEye's events: new filings ingested (for the live lists) and alerts generated for a user. */
export const EDGAR_EYE_TOPIC = 'edgar-eye';

export const EdgarEyeAggregates = {
  indexFile: 'edgar-index-file',
  alert: 'edgar-alert',
} as const;

/** An index file ingested: how many filings it added and the dates they carry. */
export const FilingsIngestedPayload = Type.Object({
  file: Type.String(),
  added: Type.Integer(),
  dates: Type.Array(Type.String()),
});
export type FilingsIngestedPayload = Static<typeof FilingsIngestedPayload>;

/** A tracked company filed: the alert it matched and the filing. */
export const AlertGeneratedPayload = Type.Object({
  generatedId: Type.Integer(),
  alertId: Type.Integer(),
  userId: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  sendEmail: Type.Boolean(),
  cik: Type.Integer(),
  companyName: Type.String(),
  formType: Type.String(),
  accession: Type.String(),
  dateFiled: Type.String(),
});
export type AlertGeneratedPayload = Static<typeof AlertGeneratedPayload>;

export const EDGAR_EYE_EVENTS = {
  'filings.ingested': FilingsIngestedPayload,
  'alert.generated': AlertGeneratedPayload,
} as const;

export type EdgarEyeEventType = keyof typeof EDGAR_EYE_EVENTS;
export type EdgarEyeEventPayload<T extends EdgarEyeEventType = EdgarEyeEventType> = Static<(typeof EDGAR_EYE_EVENTS)[T]>;
export type EdgarEyeEvent = { [T in EdgarEyeEventType]: { type: T; payload: EdgarEyeEventPayload<T> } }[EdgarEyeEventType];

/** What the browser is told: enough for a toast and to refetch, nothing of another user. */
export type FilingsIngestedRealtime = { added: number; dates: string[] };
export type AlertGeneratedRealtime = {
  generatedId: number;
  cik: number;
  companyName: string;
  formType: string;
  accession: string;
  dateFiled: string;
};
export type EdgarEyeRealtime<T extends EdgarEyeEventType> = T extends 'filings.ingested' ? FilingsIngestedRealtime : AlertGeneratedRealtime;

export function realtimeOf<E extends EdgarEyeEvent>(event: E): EdgarEyeRealtime<E['type']>;
export function realtimeOf(event: EdgarEyeEvent): FilingsIngestedRealtime | AlertGeneratedRealtime {
  if (event.type === 'filings.ingested') return { added: event.payload.added, dates: event.payload.dates };
  const { generatedId, cik, companyName, formType, accession, dateFiled } = event.payload;
  return { generatedId, cik, companyName, formType, accession, dateFiled };
}
