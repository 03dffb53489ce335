import type { PresenceList, PresenceMode } from '@ea/contracts/library';
import type { PresenceRow } from '../../db/presence-repository.ts';

export function presenceList(rows: readonly PresenceRow[]): PresenceList {
  return {
    present: rows.map((row) => ({
      userId: row.user_id,
      userName: row.user_name,
      topicId: row.topic_id,
      mode: row.mode as PresenceMode,
      seenAt: row.seen_at.toISOString(),
    })),
  };
}
