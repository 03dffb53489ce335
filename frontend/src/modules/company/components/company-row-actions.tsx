import type { Company } from '@ea/contracts/directory';
import { generatePath, Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { deleteCompany, isCompanyListKey, restoreCompany } from '@/api/directory/companies.ts';
import { isDashboardKey } from '@/api/directory/dashboard.ts';
import { paths } from '@/app/paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useConfirm } from '@/ui/confirm-dialog/use-confirm.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/** Runs a delete or restore, tells the user how it went and refreshes every list and count it touches. */
function useCompanyChange() {
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  return async (change: () => Promise<Company>, done: string) => {
    try {
      const company = await change();
      notifications.show({ kind: 'success', message: `${company.name} ${done}` });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      notifications.show({ kind: 'error', message: error.message });
    } finally {
      void mutate(isCompanyListKey);
      void mutate(isDashboardKey);
    }
  };
}

/** Edit and delete (after confirmation) of one company of the list. */
export function CompanyRowActions({ company }: { company: Company }) {
  const session = useSessionClient();
  const confirm = useConfirm();
  const change = useCompanyChange();
  return (
    <span className="company-actions">
      <Link
        className="button button--ghost"
        to={generatePath(paths.company.edit, { companyId: String(company.id) })}
        aria-label={`Edit ${company.name}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className="button button--ghost button--danger"
        aria-label={`Delete ${company.name}`}
        onClick={async () => {
          if (
            !(await confirm(
              'deleteCompany',
              `${company.name} and its documents move to deleted companies, from where it can be restored. Delete it?`,
            ))
          )
            return;
          await change(() => deleteCompany(session, company.id), 'was moved to deleted companies');
        }}
      >
        Delete
      </button>
    </span>
  );
}

/** Restore of one deleted company. */
export function RestoreCompanyAction({ company }: { company: Company }) {
  const session = useSessionClient();
  const change = useCompanyChange();
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={`Restore ${company.name}`}
      onClick={() => change(() => restoreCompany(session, company.id), 'was restored')}
    >
      Restore
    </button>
  );
}
