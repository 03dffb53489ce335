import type { ViewerFact } from '@ea/contracts/easyview';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { easyviewApi } from '@/api/easyview/projects.ts';
import { useRunDocument, useViewerFacts } from '@/api/easyview/viewer.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { idParam } from '@/ui/xbrl-projects/id-param.ts';
import { contentOf } from '@/ui/xbrl-projects/xbrl-module.ts';
import { easyviewModule } from '../components/easyview-module.ts';
import { DocumentFrame } from '../components/viewer/document-frame.tsx';
import { FactDetails } from '../components/viewer/fact-details.tsx';
import { FactFilterFields } from '../components/viewer/fact-filter-fields.tsx';
import { type FactFilter, filterFacts, NO_FILTER } from '../components/viewer/fact-filters.ts';
import { FactList } from '../components/viewer/fact-list.tsx';
import { isShown } from '../components/viewer/fact-marks.ts';
import type { FactSelection } from '../components/viewer/fact-selection.ts';
import { ReviewBar } from '../components/viewer/review-bar.tsx';
import { useReviewMode } from '../components/viewer/use-review-mode.ts';
import '@/ui/xbrl-projects/xbrl-projects.css';
import '../components/viewer/viewer.css';

function Viewer({ runId, facts, html, title }: { runId: number; facts: readonly ViewerFact[]; html: string; title: string }) {
  const [filter, setFilter] = useState<FactFilter>(NO_FILTER);
  const [selection, setSelection] = useState<FactSelection | null>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const review = useReviewMode(doc, reviewing);
  const shown = useMemo(() => filterFacts(facts, filter), [facts, filter]);
  const selected = selection ? facts.find((fact) => fact.id === selection.id) : undefined;
  const selectInDocument = useCallback((id: string) => setSelection({ id, from: 'document' }), []);

  return (
    <div className="viewer">
      <section className="card viewer-document" aria-label="Document">
        <div className="viewer-document__bar">
          <ReviewBar on={reviewing} ready={doc !== null} review={review} onToggle={() => setReviewing(!reviewing)} />
        </div>
        <DocumentFrame key={runId} html={html} title={title} selection={selection} onSelect={selectInDocument} onReady={setDoc} />
      </section>
      <aside className="viewer-side" aria-label="Facts of the filing">
        <SectionCard title="Facts">
          <FactFilterFields facts={facts} filter={filter} onChange={setFilter} />
          <FactList
            key={JSON.stringify(filter)}
            facts={shown}
            total={facts.length}
            selectedId={selection?.id ?? null}
            onSelect={(id) => setSelection({ id, from: 'list' })}
          />
        </SectionCard>
        <SectionCard title="Fact details">
          {selected ? (
            <FactDetails fact={selected} inDocument={doc !== null && isShown(doc, selected.id)} />
          ) : (
            <EmptyState title="No fact chosen" message="Choose a fact in the list, or click a tagged value in the document." />
          )}
        </SectionCard>
      </aside>
    </div>
  );
}

function RunViewer({ runId }: { runId: number }) {
  const run = easyviewApi.useRun(runId);
  const facts = useViewerFacts(runId);
  const document = useRunDocument(runId);
  const routeTitle = useRouteTitle();
  const project = run.data?.project;
  const back = (
    <Link className="button" to={project ? contentOf(easyviewModule, project.companyId, project.id) : easyviewModule.paths.companies}>
      {project ? 'Back to the project' : 'EAsyView Companies'}
    </Link>
  );
  const title = facts.data?.document ?? run.data?.run.fileName ?? routeTitle;
  const description = project ? `${project.companyName} · ${project.name}` : undefined;
  const failure = facts.error ?? document.error ?? (run.error && !run.data ? run.error : null);

  let body: ReactNode;
  if (failure) {
    body = (
      <SectionCard>
        <EmptyState title="This filing cannot be shown" message={failure.message} />
      </SectionCard>
    );
  } else if (!facts.data || document.data === undefined) {
    body = (
      <SectionCard>
        <Skeleton lines={8} label="Loading the filing and its facts" />
      </SectionCard>
    );
  } else {
    body = <Viewer runId={runId} facts={facts.data.facts} html={document.data} title={`Filing ${title}`} />;
  }
  return (
    <>
      <PageHeader title={title} description={description} actions={back} />
      {body}
    </>
  );
}

/** The viewer of one run (`?runId=`): the filing as the reader sees it beside its facts. */
export default function EasyviewViewerPage() {
  const companyId = idParam(useParams().companyId);
  const runId = idParam(useSearchParams()[0].get('runId'));
  const title = useRouteTitle();
  // The company in the address is the run's, as the project pane links it; the run names its project.
  if (companyId !== null && runId !== null) return <RunViewer runId={runId} />;
  return (
    <>
      <PageHeader title={title} />
      <SectionCard>
        <EmptyState
          title="No filing chosen"
          message="Open the viewer from an upload in a project."
          action={
            <Link className="button button--primary" to={easyviewModule.paths.companies}>
              EAsyView Companies
            </Link>
          }
        />
      </SectionCard>
    </>
  );
}
