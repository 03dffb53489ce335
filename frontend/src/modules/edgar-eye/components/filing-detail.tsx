import { ErrorMessages } from '@ea/contracts';
import { paddedCik } from '@ea/contracts/edgar-eye';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { downloadFiling, useFiling } from '@/api/edgar-eye/filings.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { EdgarDateTimeText } from '@/ui/format/date-time-text.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { useTrackCompany } from './track-company.ts';

/** What a failed download says: the spec's "File not Available for Download" when the source lacks the file. */
export function downloadFailure(failure: unknown): string {
  if (failure instanceof ApiRequestError && failure.status === 404) return ErrorMessages.fileNotAvailable;
  return failure instanceof Error ? failure.message : String(failure);
}

/** A filing's filers and documents, with downloads and "Track" for each filer; it takes the focus when opened. */
export function FilingDetail({ accession, onClose }: { accession: string; onClose(): void }) {
  const session = useSessionClient();
  const track = useTrackCompany();
  const { data, error } = useFiling(accession);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  // The detail opens below the list: bring it into view and move the focus there, as a keyboard user expects.
  const anchor = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(accession);
  if (shown !== accession) {
    setShown(accession);
    setDownloadError(null);
  }
  useEffect(() => {
    if (!shown) return;
    anchor.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    anchor.current?.focus({ preventScroll: true });
  }, [shown]);
  const download = async (document?: string) => {
    setDownloadError(null);
    setDownloading(document ?? accession);
    try {
      await downloadFiling(session, accession, document);
    } catch (failure) {
      setDownloadError(downloadFailure(failure));
    } finally {
      setDownloading(null);
    }
  };
  return (
    <section
      ref={anchor}
      className="filing-detail"
      tabIndex={-1}
      aria-label={`Filing ${accession}`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <SectionCard
        title={data ? `${data.filing.companyName} · ${data.filing.formType}` : `Filing ${accession}`}
        actions={
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        }
      >
        {error && (
          <p className="field__error" role="alert">
            {error.message}
          </p>
        )}
        {!data && !error && <Skeleton lines={4} label="Loading the filing" />}
        {data && (
          <>
            <dl className="filing-detail__facts">
              <div>
                <dt>Accession number</dt>
                <dd>{data.filing.accession}</dd>
              </div>
              <div>
                <dt>Form type</dt>
                <dd>{data.filing.formType}</dd>
              </div>
              <div>
                <dt>Date filed</dt>
                <dd>{formatCalendarDate(data.filing.dateFiled)}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>
                  <EdgarDateTimeText at={data.filing.ingestedAt} />
                </dd>
              </div>
              <div>
                <dt>Submission</dt>
                <dd>
                  <button
                    type="button"
                    className="button button--ghost filing-detail__link"
                    disabled={downloading !== null}
                    onClick={() => download()}
                  >
                    {downloading === accession ? 'Downloading…' : 'Download submission'}
                  </button>
                </dd>
              </div>
            </dl>
            {downloadError && (
              <p className="field__error" role="alert">
                {downloadError}
              </p>
            )}
            <div className="filing-detail__columns">
              <div>
                <h3>Filers</h3>
                <ul className="filing-detail__list">
                  {data.filers.map((filer) => (
                    <li key={filer.cik}>
                      <span>
                        {filer.companyName} <span className="filing-detail__muted">CIK {paddedCik(filer.cik)}</span>
                      </span>
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => track({ cik: filer.cik })}
                        aria-label={`Track ${filer.companyName}`}
                      >
                        Track
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Documents</h3>
                {data.documents.length === 0 ? (
                  <p className="filing-detail__muted">The source lists no documents for this filing; the submission holds them all.</p>
                ) : (
                  <ul className="filing-detail__list">
                    {data.documents.map((document) => (
                      <li key={document.name}>
                        <button
                          type="button"
                          className="button button--ghost filing-detail__link"
                          disabled={downloading !== null}
                          aria-label={`Download ${document.name}`}
                          onClick={() => download(document.name)}
                        >
                          {document.name}
                        </button>
                        {document.size !== null && (
                          <span className="filing-detail__muted">{document.size.toLocaleString('en-US')} bytes</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </>
        )}
      </SectionCard>
    </section>
  );
}
