import type { TaxonomyPackage, TaxonomyPackageList } from '@ea/contracts/validator';
import useSWR from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import type { SessionClient } from '@/app/session/session-client.ts';

/** A module's taxonomy packages (the caller's channel's) under its API base: /api/validator or /api/easyview. */
export function taxonomyPackagesApi(base: string) {
  const listKey = `${base}/taxonomy-packages`;
  return {
    listKey,
    usePackages: () => useSWR<TaxonomyPackageList>(listKey),
    /** POST the zip as multipart `file`: the server reads and checks it, answering the package (201). */
    upload: async (session: SessionClient, file: File): Promise<TaxonomyPackage> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await session.request(listKey, { method: 'POST', body: form });
      if (!response.ok) throw await ApiRequestError.fromResponse(response);
      return (await response.json()) as TaxonomyPackage;
    },
    remove: async (session: SessionClient, id: number): Promise<void> => {
      const response = await session.request(`${listKey}/${id}`, { method: 'DELETE' });
      if (!response.ok) throw await ApiRequestError.fromResponse(response);
    },
  };
}
