import { randomUUID } from 'node:crypto';
import {
  type ChannelEventPayload,
  type ChannelEventType,
  type CompanyEventPayload,
  type CompanyEventType,
  DIRECTORY_TOPIC,
  DirectoryAggregates,
} from '@ea/contracts/directory';
import type { IdentityTestApp } from './identity-test-app.ts';

export interface TestCompany {
  id: number;
  channelId: number;
  deleted?: boolean;
}

/**
 * Publishes a directory company event on the test app's bus, as the directory's outbox relay
 * would (its contract's topic, aggregate and payload), and returns at once: identity learns it
 * from the bus.
 */
export async function publishCompany(t: IdentityTestApp, company: TestCompany, type: CompanyEventType = 'company.created'): Promise<void> {
  const payload: CompanyEventPayload = {
    id: company.id,
    channelId: company.channelId,
    name: `Company ${company.id}`,
    ticker: 'TST',
    cik: null,
    cid: `C${company.id}`,
    sic: null,
    cusip: null,
    deleted: company.deleted ?? false,
  };
  await t.bus.publish([
    {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      type,
      topic: DIRECTORY_TOPIC,
      aggregateType: DirectoryAggregates.company,
      aggregateId: String(company.id),
      scope: { channelId: company.channelId, companyId: company.id },
      payload,
    },
  ]);
}

/**
 * Publishes a directory channel event carrying the channel's archived state (archiving and
 * unarchiving are channel.updated), as the directory's outbox relay would, and returns at once.
 */
export async function publishChannel(
  t: IdentityTestApp,
  channel: Required<ChannelEventPayload>,
  type: ChannelEventType = 'channel.updated',
): Promise<void> {
  await t.bus.publish([
    {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      type,
      topic: DIRECTORY_TOPIC,
      aggregateType: DirectoryAggregates.channel,
      aggregateId: String(channel.id),
      scope: { channelId: channel.id },
      payload: channel,
    },
  ]);
}
