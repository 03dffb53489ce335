import { ErrorMessages } from '@ea/contracts';
import type { DocumentDetail } from '@ea/contracts/library';
import type { ReactNode } from 'react';
import { useDocument } from '@/api/library/documents.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { useDocumentIdParam } from './route-params.ts';

/**
 * Loads the document the route names and renders `children` with it, or the loading, missing
 * ("Document id Invalid" from the API) and failed states every document screen shares.
 */
export function DocumentFrame({ children }: { children(document: DocumentDetail): ReactNode }) {
  const id = useDocumentIdParam();
  const { data, error, isLoading } = useDocument(id);
  if (id === null) {
    return (
      <SectionCard>
        <EmptyState title="No document chosen" message="Open a document from a company's document list." />
      </SectionCard>
    );
  }
  if (isLoading) return <Skeleton lines={6} label="Loading document" />;
  if (error || !data) {
    return (
      <SectionCard>
        <EmptyState title="This document could not be opened" message={error?.message ?? ErrorMessages.documentIdInvalid} />
      </SectionCard>
    );
  }
  return <>{children(data)}</>;
}
