import type { Project } from '@ea/contracts/validator';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { idParam } from './id-param.ts';
import { projectColumns } from './project-columns.tsx';
import { ProjectFormDialog } from './project-form-dialog.tsx';
import type { XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

type Dialog = { kind: 'add' } | { kind: 'edit'; project: Project } | { kind: 'delete'; project: Project } | null;

/** Reached from the menu without a company: the list of companies is where one is chosen. */
function NoCompanyChosen({ module }: { module: XbrlModule }) {
  return (
    <>
      <PageHeader title={useRouteTitle()} description="Projects belong to a company." />
      <SectionCard>
        <EmptyState
          title="Choose a company first"
          message={`Open a company from the ${module.name} company list to see and add its projects.`}
          action={
            <Link className="button button--primary" to={module.paths.companies}>
              {module.name} Companies
            </Link>
          }
        />
      </SectionCard>
    </>
  );
}

function CompanyProjects({ module, companyId }: { module: XbrlModule; companyId: number }) {
  const list = useListState('general');
  const { data, error, isLoading } = module.api.useProjects(companyId, list);
  const [dialog, setDialog] = useState<Dialog>(null);
  const passedName = (useLocation().state as { companyName?: unknown } | null)?.companyName;
  const companyName = data?.items[0]?.companyName ?? (typeof passedName === 'string' ? passedName : null);
  const searched = Boolean(list.get('filter'));
  const rowActions = (project: Project) => (
    <span className="xbrl-actions">
      <button
        type="button"
        className="button button--ghost"
        aria-label={`Edit ${project.name}`}
        onClick={() => setDialog({ kind: 'edit', project })}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--ghost button--danger"
        aria-label={`Delete ${project.name}`}
        onClick={() => setDialog({ kind: 'delete', project })}
      >
        Delete
      </button>
    </span>
  );
  return (
    <>
      <ListScreen<Project>
        kind="general"
        columns={projectColumns(module, rowActions)}
        rowKey={(row) => String(row.id)}
        rows={data?.items}
        total={data?.total}
        loading={isLoading}
        error={error ? error.message : null}
        searchParam="filter"
        description={
          companyName ? `Projects of ${companyName}: open one to ${module.words.purpose}.` : `Open a project to ${module.words.purpose}.`
        }
        actions={
          <>
            <Link className="button" to={module.paths.companies}>
              All companies
            </Link>
            <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'add' })}>
              Add Project
            </button>
          </>
        }
        emptyTitle={searched ? 'No project matches this search' : 'No projects yet'}
        emptyMessage={searched ? 'Try another project name.' : 'Add a project for each filing you work on.'}
      />
      {dialog?.kind === 'add' && <ProjectFormDialog module={module} companyId={companyId} project={null} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <ProjectFormDialog module={module} companyId={companyId} project={dialog.project} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteProjectDialog module={module} project={dialog.project} onClose={() => setDialog(null)} />}
    </>
  );
}

/** A company's projects (`?companyId=`): add, edit, delete, and open one's pane. */
export function ProjectsScreen({ module }: { module: XbrlModule }) {
  const [search] = useSearchParams();
  const companyId = idParam(search.get('companyId'));
  return companyId === null ? <NoCompanyChosen module={module} /> : <CompanyProjects module={module} companyId={companyId} />;
}
