import { SuccessMessages } from '@ea/contracts';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { companyKey, isCompanyListKey, saveCompany } from '@/api/directory/companies.ts';
import { paths } from '@/app/paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { type CompanyFormErrors, type CompanyFormValues, companyFieldErrors, companyInputOf } from './company-form-values.ts';

/**
 * Saves the company form (id null adds one). The API's field messages land at their fields; a
 * duplicate identifier (409) also says so in a toast, since it is about another company.
 */
export function useSaveCompany(id: number | null): (values: CompanyFormValues) => Promise<CompanyFormErrors> {
  const session = useSessionClient();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (values) => {
    try {
      const saved = await saveCompany(session, id, companyInputOf(values));
      await mutate(companyKey(saved.id), saved, { revalidate: false });
      void mutate(isCompanyListKey);
      notifications.show({ kind: 'success', message: SuccessMessages.companySaved });
      navigate(paths.company.list);
      return {};
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const fields = companyFieldErrors(error.fields);
      if (error.status === 409) notifications.show({ kind: 'error', title: 'Duplicate company', message: error.message });
      else if (Object.keys(fields).length === 0) notifications.show({ kind: 'error', message: error.message });
      return fields;
    }
  };
}
