import { ApiError } from '@ea/contracts';
import { CompanyBulkErrors, type CompanyBulkMoveBody, type CompanyBulkResult, type CompanyFields } from '@ea/contracts/directory';
import { commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { companyFields } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { assertChannelOpen } from '../channels/assert-channel-open.ts';
import { bulkCompanyTargets, bulkOutcome } from './bulk-targets.ts';
import { assertIdentifiersFree, identifierConflict, isIdentifierViolation } from './company-conflict.ts';
import { targetChannel } from './target-channel.ts';
import { writeCompanyUpdate } from './update-company.ts';

/**
 * Bulk move of the companies list to another channel: the channel is checked as the edit form
 * checks it (only someone who sees every channel names another one), and every named company
 * must be within the caller's scope, else nothing changes; an archived channel takes no company
 * (422). Each moved company is audited and announced as an edit is. A company whose CIK or CID
 * the target channel already holds (deleted companies included, as identifiers are unique per
 * channel) and a deleted company are refused with the reason; one already in the channel counts
 * as done and is left as it is.
 */
export async function moveCompanies(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: CompanyBulkMoveBody,
): Promise<CompanyBulkResult> {
  const scope = tenantScope(caller.claims);
  let moving: CompanyFields | undefined;
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      const companies = await bulkCompanyTargets(trx, scope, input.companyIds);
      const channelId = await targetChannel(trx, scope, input.channelId);
      // Moving a company into an archived channel adds a company to it, as for one edit.
      if (companies.some((company) => company.deleted_at === null && company.channel_id !== channelId)) {
        await assertChannelOpen(trx, channelId, true);
      }
      const outcome = bulkOutcome();
      for (const before of companies) {
        if (before.deleted_at !== null) {
          outcome.refuse(before, CompanyBulkErrors.moveDeleted);
          continue;
        }
        if (before.channel_id === channelId) {
          outcome.done(before);
          continue;
        }
        const fields = companyFields(before);
        moving = fields;
        try {
          // Companies moved earlier in this request already hold their identifiers in the channel.
          await assertIdentifiersFree(trx, channelId, fields, before.id);
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'conflict') throw error;
          outcome.refuse(before, error.message);
          continue;
        }
        const { records } = await writeCompanyUpdate(trx, before, { ...fields, channel_id: channelId });
        outcome.done(before, records);
      }
      return { result: outcome.result, records: outcome.records };
    });
  } catch (error) {
    // Another writer took an identifier in the channel between the check and the move.
    if (moving && isIdentifierViolation(error)) throw identifierConflict(moving);
    throw error;
  }
}
