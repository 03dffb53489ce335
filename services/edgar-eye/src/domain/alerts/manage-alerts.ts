import { ApiError } from '@ea/contracts';
import { type Alert, type AlertBody, EdgarEyeErrors } from '@ea/contracts/edgar-eye';
import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteAlert, insertAlert, listAlerts, readAlert, updateAlert } from '../../db/alerts-repository.ts';
import type { EdgarEyeDeps } from '../../deps.ts';

type Context = UseCaseContext<EdgarEyeDeps>;

/** Form types as EDGAR writes them (upper case, single spaces), each once. */
function cleanFormTypes(formTypes: readonly string[] | undefined): string[] | undefined {
  if (formTypes === undefined) return undefined;
  return [...new Set(formTypes.map((form) => form.trim().toUpperCase().replace(/\s+/g, ' ')).filter((form) => form !== ''))];
}

export function userAlerts({ deps, caller }: Context): Promise<Alert[]> {
  return listAlerts(deps.db, caller.claims.sub);
}

/**
 * Tracks a company by CIK for the caller, optionally only some form types; a second alert on the
 * same CIK is alertexists ("You are Already Tracking This Cik"). A CIK not in the index yet is
 * accepted: the company may simply not have filed since ingestion began.
 */
export async function addAlert({ deps, caller }: Context, body: AlertBody): Promise<Alert> {
  const userId = caller.claims.sub;
  return commitChange(deps, caller.actor, async (trx) => {
    const id = await insertAlert(trx, {
      userId,
      userEmail: caller.claims.email,
      cik: body.cik,
      formTypes: cleanFormTypes(body.formTypes) ?? [],
      notifyByEmail: body.notifyByEmail ?? false,
    });
    if (id === null) throw new ApiError('alertexists');
    const alert = (await readAlert(trx, userId, id)) as Alert;
    return { result: alert, records: { audit: [{ action: 'Create', targetType: 'edgar-alert', targetId: id, after: alert }], events: [] } };
  });
}

export async function changeAlert(
  { deps, caller }: Context,
  id: number,
  body: { formTypes?: string[] | undefined; notifyByEmail?: boolean | undefined },
): Promise<Alert> {
  const userId = caller.claims.sub;
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await readAlert(trx, userId, id);
    if (
      !before ||
      !(await updateAlert(trx, userId, id, { formTypes: cleanFormTypes(body.formTypes), notifyByEmail: body.notifyByEmail }))
    ) {
      throw new ApiError('notFound', EdgarEyeErrors.alertNotFound);
    }
    const after = (await readAlert(trx, userId, id)) as Alert;
    return {
      result: after,
      records: { audit: [{ action: 'Update', targetType: 'edgar-alert', targetId: id, before, after }], events: [] },
    };
  });
}

export async function removeAlert({ deps, caller }: Context, id: number): Promise<void> {
  const userId = caller.claims.sub;
  await commitChange(deps, caller.actor, async (trx) => {
    const before = await readAlert(trx, userId, id);
    if (!before || !(await deleteAlert(trx, userId, id))) throw new ApiError('notFound', EdgarEyeErrors.alertNotFound);
    return {
      result: undefined,
      records: { ...NO_RECORDS, audit: [{ action: 'Delete', targetType: 'edgar-alert', targetId: id, before }] },
    };
  });
}
