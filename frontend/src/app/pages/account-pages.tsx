import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { brandPaths } from '../paths.ts';
import { AuthFrame } from './auth-frame.tsx';

export function CommonAreaPage() {
  return (
    <AuthFrame brand="default" title="Shared documents">
      <EmptyState
        title="Documents shared without sign-in will appear here."
        action={<Link to={brandPaths('default').login}>Back to sign in</Link>}
      />
    </AuthFrame>
  );
}
