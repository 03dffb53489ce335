import { paddedCik } from '@ea/contracts/edgar-eye';
import { useEffect, useRef, useState } from 'react';
import { downloadFiling, useFiling } from '@/api/edgar-eye/filings.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { useTrackCompany } from './track-company.ts';

/** A filing's filers and documents, with downloads and "Track" for each filer. */
export function FilingDetail({ accession, onClose }: { accession: string; onClose(): void }) {
  const session = useSessionClient();
  const track = useTrackCompany();
  const { data, error } = useFiling(accession);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // The detail opens below the list: bring it into view, as a click on a row far up the page expects.
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (accession) anchor.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [accession]);
  const download = async (document?: string) => {
    setDownloadError(null);
    try {
      await downloadFiling(session, accession, document);
    } catch (failure) {
      setDownloadError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <div ref={anchor}>
      <SectionCard
        title={data ? `${data.filing.formType} · ${accession}` : accession}
        actions={
          <button type="button" className="button button--ghost" onClick={onClose}>
            Close
          </button>
        }
      >
        {error && (
          <p className="field__error" role="alert">
            {error.message}
          </p>
        )}
        {data && (
          <div className="filing-detail">
            <p>
              Filed {data.filing.dateFiled} ·{' '}
              <button type="button" className="button button--ghost" onClick={() => download()}>
                Download submission
              </button>
            </p>
            {downloadError && (
              <p className="field__error" role="alert">
                {downloadError}
              </p>
            )}
            <h3>Filers</h3>
            <ul className="filing-detail__list">
              {data.filers.map((filer) => (
                <li key={filer.cik}>
                  {filer.companyName} (CIK {paddedCik(filer.cik)}){' '}
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
            <h3>Documents</h3>
            {data.documents.length === 0 ? (
              <p>The source lists no documents for this filing.</p>
            ) : (
              <ul className="filing-detail__list">
                {data.documents.map((document) => (
                  <li key={document.name}>
                    <button type="button" className="button button--ghost" onClick={() => download(document.name)}>
                      {document.name}
                    </button>
                    {document.size !== null && <span> {document.size.toLocaleString('en-US')} bytes</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </SectionCard>
    </div>
  );
}
