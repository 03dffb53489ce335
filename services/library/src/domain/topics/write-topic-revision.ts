import { createHash, randomUUID } from 'node:crypto';
import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { type ModelNode, modelToText, normalizeModel } from '@ea/document-model';
import type { LibraryExecutor } from '../../db/schema.ts';
import { insertRevision, latestRevisionNumber, type RevisionHead } from '../../db/topics-repository.ts';

/**
 * A topic's content checked against the document model and in its normal form; 400 when it is not
 * a valid topic. Text loses NUL characters in normalising, but attribute values keep what they were
 * given, and Postgres cannot store NUL in jsonb: such a model is refused here rather than failing
 * as a 500 at the insert.
 */
export function topicModel(model: unknown): ModelNode {
  let normal: ModelNode;
  try {
    normal = normalizeModel(model as ModelNode);
  } catch {
    throw invalidModel();
  }
  if (holdsNul(normal)) throw invalidModel();
  return normal;
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, v]) => holdsNul(key) || holdsNul(v));
  return false;
}

const invalidModel = () => new ApiError('validation', LibraryErrors.invalidModel, { model: LibraryErrors.invalidModel });

/** sha256 of a model's stored JSON: equal content, equal hash. */
export function modelHash(model: ModelNode): string {
  return createHash('sha256').update(JSON.stringify(model)).digest('hex');
}

export interface RevisionInput {
  topicId: string;
  title: string;
  /** A model already in normal form (topicModel, or a conversion's topics). */
  model: ModelNode;
  revisionDescription: string | null;
  createdBy: string | null;
  at: Date;
}

/**
 * Writes the next immutable revision of a topic, with the words search reads and the content
 * hash. Call it in the change's transaction with the document row locked.
 */
export async function writeTopicRevision(trx: LibraryExecutor, input: RevisionInput): Promise<RevisionHead> {
  const id = randomUUID();
  const number = (await latestRevisionNumber(trx, input.topicId)) + 1;
  const hash = modelHash(input.model);
  await insertRevision(trx, {
    id,
    topic_id: input.topicId,
    number,
    title: input.title,
    model: JSON.stringify(input.model),
    text: modelToText(input.model),
    hash,
    revision_description: input.revisionDescription,
    created_by: input.createdBy,
    created_at: input.at,
  });
  return { id, topic_id: input.topicId, number, title: input.title, hash };
}
