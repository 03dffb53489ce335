import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { FeatureMappingCard } from '../components/feature-mapping-card.tsx';
import { RolesCard } from '../components/roles-card.tsx';
import '../components/role-management.css';

/** /role-management/feature-mapping: the roles and the features each one grants. */
export default function FeatureMappingPage() {
  return (
    <>
      <PageHeader title={useRouteTitle()} description="Which role may use which feature. Users get changes at their next sign-in." />
      <div className="role-management">
        <RolesCard />
        <FeatureMappingCard />
      </div>
    </>
  );
}
