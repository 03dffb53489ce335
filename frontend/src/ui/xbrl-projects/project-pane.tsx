import type { RunDetail, RunSummary } from '@ea/contracts/validator';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { downloadFile } from '@/api/download-file.ts';
import { useProject } from '@/api/validator/projects.ts';
import { isLiveState, runKey, runLogAddress, useRun } from '@/api/validator/runs.ts';
import { paths } from '@/app/paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { projectsOf } from '../components/company-columns.tsx';
import { idParam } from '../components/id-param.ts';
import { RuleGroups } from '../components/rule-groups.tsx';
import { RunCard } from '../components/run-card.tsx';
import { RunHistory } from '../components/run-history.tsx';
import { methodLabel } from '../components/run-labels.ts';
import { UploadFiling } from '../components/upload-filing.tsx';
import { useRunProgress } from '../components/use-run-progress.ts';
import '../components/validator.css';

/** The run shown: the one the URL names (opened from the history or just started), else the project's latest. */
function ShownRun({ runId, onDownloadLog }: { runId: number | null; onDownloadLog(runId: number): void }) {
  const { data, error } = useRun(runId);
  if (runId === null) {
    return (
      <SectionCard title="Validation run">
        <EmptyState title="No validation yet" message="Choose a filing above and validate it; its progress and results show here." />
      </SectionCard>
    );
  }
  // Data first: a run just started is in the cache before its first read, which SWR still counts as loading.
  if (!data && !error) {
    return (
      <SectionCard title="Validation run">
        <Skeleton lines={3} label="Loading the validation run" />
      </SectionCard>
    );
  }
  if (error || !data) {
    return (
      <SectionCard title="Validation run">
        <EmptyState title="This validation run could not be loaded" message={error?.message} />
      </SectionCard>
    );
  }
  const finished = !isLiveState(data.run.state) && data.run.state !== 'crashed';
  return (
    <>
      <RunCard detail={data} onDownloadLog={() => onDownloadLog(data.run.id)} />
      {finished && <RuleGroups runId={data.run.id} groups={data.groups} />}
    </>
  );
}

function ProjectContent({ companyId, projectId }: { companyId: number; projectId: number }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useSearchParams();
  const { data: project, error } = useProject(projectId);
  const shownRunId = idParam(search.get('runId')) ?? project?.lastRun?.id ?? null;
  const { data: shown } = useRun(shownRunId);
  useRunProgress(project?.companyId ?? companyId, projectId);
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
      void mutate(runKey(run.id), detail, { revalidate: true });
    }
    openRun(run.id);
  };
  const downloadLog = async (runId: number) => {
    try {
      await downloadFile(session, runLogAddress(runId), `validation-${runId}.log`);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      notifications.show({ kind: 'error', message: failure.message });
    }
  };

  const back = (
    <Link className="button" to={projectsOf(companyId)} state={project ? { companyName: project.companyName } : undefined}>
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
      <div className="validator-content">
        <UploadFiling
          projectId={projectId}
          busyRun={
            (project.lastRun !== null && isLiveState(project.lastRun.state)) || (shown !== undefined && isLiveState(shown.run.state))
          }
          onStarted={startedRun}
        />
        <ShownRun runId={shownRunId} onDownloadLog={downloadLog} />
        <RunHistory projectId={projectId} shownRunId={shownRunId} onOpen={openRun} />
      </div>
    </>
  );
}

export default function ValidatorProjectContentPage() {
  const companyId = idParam(useParams().companyId);
  const projectId = idParam(useSearchParams()[0].get('projectId'));
  const title = useRouteTitle();
  if (companyId !== null && projectId !== null) return <ProjectContent companyId={companyId} projectId={projectId} />;
  return (
    <>
      <PageHeader title={title} />
      <SectionCard>
        <EmptyState
          title="No project chosen"
          message="Open a project from a company's project list."
          action={
            <Link className="button button--primary" to={companyId === null ? paths.validator.companies : projectsOf(companyId)}>
              {companyId === null ? 'Validator Companies' : 'Project List'}
            </Link>
          }
        />
      </SectionCard>
    </>
  );
}
