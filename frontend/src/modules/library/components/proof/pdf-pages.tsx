import { type RefObject, useEffect, useRef, useState } from 'react';
import { exportPagePath } from '@/api/library/exports.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';

interface PdfPagesProps {
  jobId: string;
  pageCount: number;
  /** The pane that scrolls; pages are drawn once they come near it. */
  paneRef: RefObject<HTMLDivElement | null>;
}

/**
 * A rendered PDF as page images (the content security policy admits no PDF viewer): each page is
 * fetched with the bearer token when it comes near the pane's view, and freed when the PDF changes.
 */
export function PdfPages({ jobId, pageCount, paneRef }: PdfPagesProps) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <ol className="pdf-pages" aria-label="PDF pages">
      {pages.map((page) => (
        <PdfPage key={`${jobId}-${page}`} jobId={jobId} page={page} pageCount={pageCount} paneRef={paneRef} />
      ))}
    </ol>
  );
}

function PdfPage({
  jobId,
  page,
  pageCount,
  paneRef,
}: {
  jobId: string;
  page: number;
  pageCount: number;
  paneRef: RefObject<HTMLDivElement | null>;
}) {
  const session = useSessionClient();
  const item = useRef<HTMLLIElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = item.current;
    if (!element) return;
    let created: string | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void session
          .request(exportPagePath(jobId, page))
          .then(async (response) => {
            if (!response.ok) throw new Error(String(response.status));
            const blob = await response.blob();
            if (cancelled) return;
            created = URL.createObjectURL(blob);
            setUrl(created);
          })
          .catch(() => !cancelled && setFailed(true));
      },
      // A page and a half ahead, so scrolling rarely meets a blank page.
      { root: paneRef.current, rootMargin: '150% 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      if (created) URL.revokeObjectURL(created);
    };
  }, [session, jobId, page, paneRef]);

  return (
    <li ref={item} className="pdf-page" data-page={page}>
      {url ? (
        <img src={url} alt={`Page ${page} of ${pageCount}`} />
      ) : (
        <span className="pdf-page__placeholder">{failed ? `Page ${page} could not be shown` : `Page ${page}`}</span>
      )}
    </li>
  );
}
