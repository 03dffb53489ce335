import type { ViewerFacts } from '@ea/contracts/easyview';
import useSWR from 'swr';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ApiRequestError } from '../api-request-error.ts';
import { EASYVIEW_API } from './projects.ts';

export const runDocumentKey = (runId: number) => `${EASYVIEW_API}/runs/${runId}/document`;
export const runFactsKey = (runId: number) => `${EASYVIEW_API}/runs/${runId}/facts`;

/** GET easyview/runs/:runId/facts: every fact of the filing with what its details pane shows. A run's facts never change. */
export function useViewerFacts(runId: number | null) {
  return useSWR<ViewerFacts>(runId === null ? null : runFactsKey(runId), { revalidateOnFocus: false, revalidateIfStale: false });
}

/**
 * GET easyview/runs/:runId/document: the filing made safe to show, as HTML text. A frame cannot send
 * the bearer token, so the page reads the document and hands the frame its text.
 */
export function useRunDocument(runId: number | null) {
  const session = useSessionClient();
  return useSWR<string>(
    runId === null ? null : runDocumentKey(runId),
    async (address: string) => {
      const response = await session.request(address);
      if (!response.ok) throw await ApiRequestError.fromResponse(response);
      return response.text();
    },
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
