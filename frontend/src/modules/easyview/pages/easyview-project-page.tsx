import { Link } from 'react-router-dom';
import { ProjectPane } from '@/ui/xbrl-projects/project-pane.tsx';
import { easyviewModule, viewerOf } from '../components/easyview-module.ts';

export default function EasyviewProjectPage() {
  return (
    <ProjectPane
      module={easyviewModule}
      ended={{
        // A crashed run has no document to show.
        actions: (detail) =>
          detail.run.state === 'crashed' ? null : (
            <Link className="button button--primary" to={viewerOf(detail.project.companyId, detail.run.id)}>
              Open viewer
            </Link>
          ),
      }}
    />
  );
}
