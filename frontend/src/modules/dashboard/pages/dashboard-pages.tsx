import { Link } from 'react-router-dom';
import { MenuIcon } from '../../../app/layout/menu-icon.tsx';
import { visibleMenu } from '../../../app/layout/visible-menu.ts';
import { useSessionUser } from '../../../app/session/session-context.tsx';
import { EmptyState } from '../../../ui/page/empty-state.tsx';
import { PageHeader } from '../../../ui/page/page-header.tsx';
import { SectionCard } from '../../../ui/page/section-card.tsx';
import './dashboard.css';

export function DashboardPage() {
  const user = useSessionUser();
  if (!user) return null;
  const modules = visibleMenu(user).filter((section) => section.label !== 'Dashboard');
  return (
    <>
      <PageHeader title="Dashboard" description={`Signed in as ${user.UserEmail}`} />
      <div className="dashboard__grid">
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
        <div className="dashboard__side">
          <SectionCard title="Recent documents">
            <EmptyState title="Documents you work on will appear here" message="The latest documents of your companies, newest first." />
          </SectionCard>
          <SectionCard title="Activity">
            <EmptyState
              title="Rendering and filing updates will appear here"
              message="Progress of document generation and filings arrives as it happens."
            />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
