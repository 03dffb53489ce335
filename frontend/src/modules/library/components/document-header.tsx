import type { DocumentDetail } from '@ea/contracts/library';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { contentPath } from './document-columns.tsx';
import { documentTypeName } from './library-format.ts';

export type DocumentTab = 'content' | 'proof' | 'history' | 'release' | 'rollforward' | 'dita';

/** The document's title, its metadata and the tabs between its screens (content, history, release, rollforward, DITA map). */
export function DocumentHeader({
  document,
  current,
  actions,
  listTo,
  contentTo,
}: {
  document: DocumentDetail;
  /** The tab of the screen; null for a screen reached from one of them (the preview). */
  current: DocumentTab | null;
  actions?: ReactNode;
  /** The document list the Documents link returns to; the company's unfiltered list by default. */
  listTo?: string;
  /** The address of the Content tab; the company's content pane by default. */
  contentTo?: string;
}) {
  const params = { companyId: String(document.companyId), docId: document.id };
  const tabs: { id: DocumentTab; to: string; label: string }[] = [
    { id: 'content', to: contentTo ?? contentPath(document), label: 'Content' },
    ...(document.contentKind === 'model'
      ? [{ id: 'proof' as const, to: generatePath(paths.document.proofPdf, params), label: 'Proof' }]
      : []),
    { id: 'history', to: generatePath(paths.document.history, params), label: 'History' },
    { id: 'release', to: generatePath(paths.document.release, params), label: 'Release' },
    { id: 'rollforward', to: generatePath(paths.document.rollforward, params), label: 'Rollforward' },
    { id: 'dita', to: generatePath(paths.document.ditaMapTree, params), label: 'DITA Map Tree' },
  ];
  return (
    <header className="document-header">
      <div className="document-header__top">
        <div>
          <p className="document-header__crumb">
            <Link to={listTo ?? generatePath(paths.company.documents, { companyId: String(document.companyId) })}>Documents</Link>
          </p>
          <h1 className="page-header__title">{document.title}</h1>
          <p className="document-header__meta">
            <span className="badge">{documentTypeName(document.documentType)}</span>
            {document.formType && <span className="badge">{document.formType}</span>}
            <span>Period end {formatCalendarDate(document.periodEndDate)}</span>
            <span>Version {document.versionNumber}</span>
            {document.releaseVersion && <span className="badge badge--success">Release {document.releaseVersion}</span>}
            {document.locked && <span className="badge badge--info">Final release: locked</span>}
          </p>
        </div>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
      <nav className="document-tabs" aria-label="Document">
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to}
            className={`document-tabs__tab${tab.id === current ? ' is-active' : ''}`}
            aria-current={tab.id === current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
