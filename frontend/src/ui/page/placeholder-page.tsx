import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { useRouteTitle } from './route-title.ts';
import { SectionCard } from './section-card.tsx';

interface PlaceholderPageProps {
  description?: string;
  emptyTitle: string;
  emptyMessage?: ReactNode;
}

/** A screen whose content is not connected yet: its real title and an honest empty state. */
export function PlaceholderPage({ description, emptyTitle, emptyMessage }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={useRouteTitle()} description={description} />
      <SectionCard>
        <EmptyState title={emptyTitle} message={emptyMessage} />
      </SectionCard>
    </>
  );
}
