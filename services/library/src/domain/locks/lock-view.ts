import type { TopicLock } from '@ea/contracts/library';
import type { LockRow } from '../../db/locks-repository.ts';

export function lockView(row: LockRow): TopicLock {
  return {
    topicId: row.topic_id,
    holderId: row.holder_id,
    holderName: row.holder_name,
    acquiredAt: row.acquired_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The 409 message of a topic someone else holds: who to ask. */
export function heldBy(row: LockRow): string {
  return `This topic is being edited by ${row.holder_name}`;
}
