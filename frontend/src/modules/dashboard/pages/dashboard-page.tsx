import { Link } from 'react-router-dom';
import { useDashboard } from '@/api/directory/dashboard.ts';
import { useVisibleMenu } from '@/app/navigation/menu-context.tsx';
import { MenuIcon } from '@/app/navigation/menu-icon.tsx';
import { paths } from '@/app/paths.ts';
import { Access, canAccess } from '@/app/session/route-access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import { BarChart } from '@/ui/chart/bar-chart.tsx';
import { DonutChart } from '@/ui/chart/donut-chart.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { activityByAction, importOutcomes, pendingFigures } from '../components/dashboard-figures.ts';
import { RecentActivity } from '../components/recent-activity.tsx';
import { StatTile } from '../components/stat-tile.tsx';
import './dashboard.css';

export default function DashboardPage() {
  const user = useSessionUser();
  const menu = useVisibleMenu();
  const { data, error, isLoading } = useDashboard();
  if (!user) return null;
  const modules = menu.filter((section) => section.label !== 'Dashboard');
  const loading = isLoading || (!data && !error);
  const pending = data ? pendingFigures(data.modulesPending) : [];
  const importRows = data ? importOutcomes(data.recentImports) : [];
  const activity = data ? activityByAction(data.recentActivity) : [];
  // Adding and importing companies needs Feature_CompanyManagement: no link to a screen that would refuse.
  const managesCompanies = canAccess(user, Access.companyManagement);
  // A reviewer-only user sees the figures but not the company and channel screens behind them.
  const opensLists = canAccess(user, Access.staff);

  return (
    <>
      <PageHeader title="Dashboard" description={`Signed in as ${user.UserEmail}`} />
      {error && (
        <SectionCard>
          <EmptyState title="The dashboard figures could not be loaded" message={error.message} />
        </SectionCard>
      )}
      <div className="dashboard__stats">
        <StatTile label="Companies" value={data?.companies ?? null} to={opensLists ? paths.company.list : undefined} />
        <StatTile label="Deleted companies" value={data?.deletedCompanies ?? null} to={opensLists ? paths.company.deleted : undefined} />
        {(loading || data?.channels !== null) && (
          <StatTile label="Channels" value={data?.channels ?? null} to={opensLists ? paths.channel.list : undefined} />
        )}
        <StatTile
          label="Recent imports"
          value={data ? data.recentImports.length : null}
          to={managesCompanies ? paths.company.bulkImport : undefined}
          note="last five runs"
        />
      </div>

      <div className="dashboard__charts">
        <SectionCard title="Companies">
          {loading ? (
            <Skeleton lines={4} label="Loading companies chart" />
          ) : data && data.companies + data.deletedCompanies > 0 ? (
            <DonutChart
              label="Companies"
              centerValue={(data.companies + data.deletedCompanies).toLocaleString('en-US')}
              centerLabel="in total"
              data={[
                { label: 'Active', value: data.companies, color: 'var(--color-primary)' },
                { label: 'Deleted', value: data.deletedCompanies, color: 'var(--color-border-strong)' },
              ]}
            />
          ) : (
            <EmptyState
              title="No companies yet"
              action={
                managesCompanies && (
                  <Link className="button button--primary" to={paths.company.add}>
                    Add Company
                  </Link>
                )
              }
            />
          )}
        </SectionCard>
        <SectionCard title="Recent activity by action">
          {loading ? (
            <Skeleton lines={4} label="Loading activity chart" />
          ) : activity.length > 0 ? (
            <BarChart label="Recent activity by action" data={activity} />
          ) : (
            <EmptyState title="No activity yet" />
          )}
        </SectionCard>
        <SectionCard title="Rows in recent imports">
          {loading ? (
            <Skeleton lines={4} label="Loading imports chart" />
          ) : importRows.some((datum) => datum.value > 0) ? (
            <BarChart label="Rows in recent imports" data={importRows} />
          ) : (
            <EmptyState
              title="No imports yet"
              action={
                managesCompanies && (
                  <Link className="button" to={paths.company.bulkImport}>
                    Bulk Import
                  </Link>
                )
              }
            />
          )}
        </SectionCard>
      </div>

      <div className="dashboard__grid">
        <div className="dashboard__main">
          <SectionCard title="Recent activity">
            {loading ? <Skeleton lines={6} label="Loading recent activity" /> : <RecentActivity entries={data?.recentActivity ?? []} />}
          </SectionCard>
          {pending.length > 0 && (
            <SectionCard title="Coming with the document and filing modules">
              <p className="dashboard__pending" role="note">
                {`Figures for ${pending.join(', ')} are not shown yet: they come from modules that are not connected to this dashboard. Nothing here is estimated.`}
              </p>
            </SectionCard>
          )}
        </div>
        <SectionCard title="Your modules">
          <ul className="dashboard__modules">
            {modules.map((section) => (
              <li key={section.label}>
                <Link className="dashboard__module" to={section.items[0]?.path ?? '/'}>
                  <span className="dashboard__module-icon">
                    <MenuIcon name={section.icon} />
                  </span>
                  <span>
                    <span className="dashboard__module-name">{section.label}</span>
                    <span className="dashboard__module-meta">
                      {section.items.length === 1 ? 'Open' : `${section.items.length} screens`}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </>
  );
}
