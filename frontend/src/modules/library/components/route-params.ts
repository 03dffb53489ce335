import { useParams, useSearchParams } from 'react-router-dom';
import { isLibraryId } from '@/api/library/documents.ts';

/** The company of the route (`:companyId`), or null when the address names none or not a number. */
export function useCompanyIdParam(): number | null {
  const { companyId } = useParams();
  const id = Number(companyId);
  return companyId !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** The document of the route: `:docId` in the path, else the `docId` list parameter (the content pane). */
export function useDocumentIdParam(): string | null {
  const { docId } = useParams();
  const [search] = useSearchParams();
  const id = docId ?? search.get('docId');
  return isLibraryId(id) ? id : null;
}
