import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Access, canAccess } from '@/app/session/route-access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import { type DocumentListState, readDocumentListState } from './document-list-origin.ts';

/**
 * The document list state of the current address, with the product area it names only when the
 * signed-in user passes that area's route guard, so a link never leads to a refused page.
 */
export function useDocumentListState(): DocumentListState {
  const [search] = useSearchParams();
  const user = useSessionUser();
  return useMemo(() => readDocumentListState(search, (module) => user !== null && canAccess(user, Access.module(module))), [search, user]);
}
