import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { LazyAppLayout } from '../layout/lazy-app-layout.ts';
import { brandPaths, paths } from '../paths.ts';
import { useSessionUser } from '../session/session-context.tsx';
import { AuthFrame } from './auth-frame.tsx';

const MESSAGE = 'This page does not exist, or your account does not give access to it.';

/** Not-found inside the shell for a signed-in user (who may have no module at all), else in the brand frame. */
export function NotFoundPage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <AuthFrame brand="default" title="Page not found">
        <EmptyState title="Page not found" message={MESSAGE} action={<Link to={brandPaths('default').login}>Go to sign in</Link>} />
      </AuthFrame>
    );
  }
  return (
    <LazyAppLayout>
      <PageHeader title="Page not found" />
      <SectionCard>
        <EmptyState title="Page not found" message={MESSAGE} action={<Link to={paths.dashboard}>Go to the dashboard</Link>} />
      </SectionCard>
    </LazyAppLayout>
  );
}
