import type { RunDetail, RunSummary } from '@ea/contracts/validator';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isLiveState } from '@/api/validator/runs.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { idParam } from './id-param.ts';
import { RunCard } from './run-card.tsx';
import { RunHistory } from './run-history.tsx';
import { methodLabel } from './run-labels.ts';
import { UploadFiling } from './upload-filing.tsx';
import { useRunProgress } from './use-run-progress.ts';
import { projectsOf, type XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

/** What a module adds to the run on screen once it has ended. */
export interface EndedRunParts {
  /** Actions in the run card's header (the log, the viewer). */
  actions(detail: RunDetail): ReactNode;
  /** What follows the run card for a run that passed or failed (the findings). */
  results?(detail: RunDetail): ReactNode;
}

interface ProjectPaneProps {
  module: XbrlModule;
  ended: EndedRunParts;
}

/** The run shown: the one the URL names (opened from the history or just started), else the project's latest. */
function ShownRun({ module, ended, runId }: ProjectPaneProps & { runId: number | null }) {
  const { data, error } = module.api.useRun(runId);
  const title = module.words.runTitle;
  if (runId === null) {
    return (
      <SectionCard title={title}>
        <EmptyState
          title={`No ${module.words.run} yet`}
          message="Choose a filing above and upload it; its progress and results show here."
        />
      </SectionCard>
    );
  }
  // Data first: a run just started is in the cache before its first read, which SWR still counts as loading.
  if (!data && !error) {
    return (
      <SectionCard title={title}>
        <Skeleton lines={3} label={`Loading the ${module.words.runTitle.toLowerCase()}`} />
      </SectionCard>
    );
  }
  if (error || !data) {
    return (
      <SectionCard title={title}>
        <EmptyState title={`This ${module.words.runTitle.toLowerCase()} could not be loaded`} message={error?.message} />
      </SectionCard>
    );
  }
  const finished = !isLiveState(data.run.state) && data.run.state !== 'crashed';
  return (
    <>
      <RunCard detail={data} words={module.words} actions={ended.actions(data)} />
      {finished && ended.results?.(data)}
    </>
  );
}

function ProjectContent({ module, ended, companyId, projectId }: ProjectPaneProps & { companyId: number; projectId: number }) {
  const { api } = module;
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useSearchParams();
  const { data: project, error } = api.useProject(projectId);
  const shownRunId = idParam(search.get('runId')) ?? project?.lastRun?.id ?? null;
  const { data: shown } = api.useRun(shownRunId);
  useRunProgress(api, project?.companyId ?? companyId, projectId);
  const title = useRouteTitle();

  const openRun = (runId: number) => {
    const next = new URLSearchParams(search);
    next.set('runId', String(runId));
    setSearch(next);
  };
  // The queued run is shown at once, before its first re-read, so its progress starts from zero on screen.
  const startedRun = (run: RunSummary) => {
    if (project) {
      const detail: RunDetail = {
        run,
        project: { id: project.id, name: project.name, companyId: project.companyId, companyName: project.companyName },
        groups: [],
      };
      void mutate(api.runKey(run.id), detail, { revalidate: true });
    }
    openRun(run.id);
  };

  const back = (
    <Link className="button" to={projectsOf(module, companyId)} state={project ? { companyName: project.companyName } : undefined}>
      Back to projects
    </Link>
  );
  if (!project && !error) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <SectionCard>
          <Skeleton lines={4} label="Loading the project" />
        </SectionCard>
      </>
    );
  }
  if (error || !project) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <SectionCard>
          <EmptyState title="This project could not be loaded" message={error?.message} />
        </SectionCard>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={project.name}
        description={`${project.companyName} · ${project.formDescription} · ${methodLabel(project.method)}`}
        actions={back}
      />
      <div className="xbrl-content">
        <UploadFiling
          module={module}
          projectId={projectId}
          busyRun={
            (project.lastRun !== null && isLiveState(project.lastRun.state)) || (shown !== undefined && isLiveState(shown.run.state))
          }
          onStarted={startedRun}
        />
        <ShownRun module={module} ended={ended} runId={shownRunId} />
        <RunHistory module={module} projectId={projectId} shownRunId={shownRunId} onOpen={openRun} />
      </div>
    </>
  );
}

/** A project's pane (`:companyId`, `?projectId=`, `?runId=`): upload a filing, its live progress and results, the history. */
export function ProjectPane({ module, ended }: ProjectPaneProps) {
  const companyId = idParam(useParams().companyId);
  const projectId = idParam(useSearchParams()[0].get('projectId'));
  const title = useRouteTitle();
  if (companyId !== null && projectId !== null)
    return <ProjectContent module={module} ended={ended} companyId={companyId} projectId={projectId} />;
  return (
    <>
      <PageHeader title={title} />
      <SectionCard>
        <EmptyState
          title="No project chosen"
          message="Open a project from a company's project list."
          action={
            <Link className="button button--primary" to={companyId === null ? module.paths.companies : projectsOf(module, companyId)}>
              {companyId === null ? `${module.name} Companies` : 'Project List'}
            </Link>
          }
        />
      </SectionCard>
    </>
  );
}
