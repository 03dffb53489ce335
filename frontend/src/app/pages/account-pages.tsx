import type { BrandId } from '@ea/contracts';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../ui/page/empty-state.tsx';
import { brandPaths } from '../paths.ts';
import { AuthFrame } from './auth-frame.tsx';

function AccountPlaceholder({ brand, title, message }: { brand: BrandId; title: string; message: string }) {
  return (
    <AuthFrame brand={brand} title={title}>
      <EmptyState title={message} action={<Link to={brandPaths(brand).login}>Back to sign in</Link>} />
    </AuthFrame>
  );
}

export function ResetPasswordPage({ brand }: { brand: BrandId }) {
  return <AccountPlaceholder brand={brand} title="Reset password" message="Password reset will appear here." />;
}

export function SetupAuthenticatorPage({ brand }: { brand: BrandId }) {
  return <AccountPlaceholder brand={brand} title="Set up authenticator" message="Authenticator setup will appear here." />;
}

export function SetUserPasswordPage() {
  return <AccountPlaceholder brand="default" title="Set your password" message="Choosing a first password will appear here." />;
}

export function CommonAreaPage() {
  return <AccountPlaceholder brand="default" title="Shared documents" message="Documents shared without sign-in will appear here." />;
}
