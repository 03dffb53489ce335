import type { Draft, DraftBody, TopicModelJson } from '@ea/contracts/library';

/** A draft kept in this browser: what the server may not have yet (a network drop, a crash, a closed tab). */
export interface LocalDraft extends DraftBody {
  topicId: string;
  /** When this browser kept it (ISO 8601). */
  savedAt: string;
}

/** A draft offered back when the document opens: the newer of the server's and this browser's copy of a topic. */
export interface DraftOffer {
  topicId: string;
  title: string | null;
  model: TopicModelJson;
  baseRevision: number;
  savedAt: string;
  /** Where the newer copy lives: only on this device when the server never got it. */
  source: 'server' | 'device';
  /** The server's copy, to discard along with this browser's. */
  onServer: boolean;
}

const PREFIX = 'ea.editor.draft';

/**
 * The latest unsent edit of each topic in localStorage, one entry per user, document and topic,
 * so another user of the same browser never sees it and documents never mix. Writes never throw:
 * a full or disabled storage only means the server's copy is the only one.
 */
export class DraftStore {
  readonly #storage: Storage | null;
  readonly #prefix: string;

  constructor(storage: Storage | null, userId: string, documentId: string) {
    this.#storage = storage;
    this.#prefix = `${PREFIX}:${encodeURIComponent(userId)}:${documentId}:`;
  }

  put(draft: LocalDraft): boolean {
    try {
      this.#storage?.setItem(this.#prefix + draft.topicId, JSON.stringify(draft));
      return this.#storage !== null;
    } catch {
      return false;
    }
  }

  get(topicId: string): LocalDraft | null {
    try {
      return parseLocalDraft(this.#storage?.getItem(this.#prefix + topicId) ?? null, topicId);
    } catch {
      return null;
    }
  }

  remove(topicId: string): void {
    try {
      this.#storage?.removeItem(this.#prefix + topicId);
    } catch {
      // Nothing to do: a storage that cannot be written holds nothing of ours.
    }
  }

  /**
   * Drops the copy once the server has it, unless an edit made while it was on its way replaced
   * it (that newer copy is still unsent).
   */
  removeIfUnchanged(topicId: string, savedAt: string): void {
    if (this.get(topicId)?.savedAt === savedAt) this.remove(topicId);
  }

  /** Every kept draft of this user's document. */
  list(): LocalDraft[] {
    const storage = this.#storage;
    if (storage === null) return [];
    const drafts: LocalDraft[] = [];
    try {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key === null || !key.startsWith(this.#prefix)) continue;
        const draft = parseLocalDraft(storage.getItem(key), key.slice(this.#prefix.length));
        if (draft) drafts.push(draft);
      }
    } catch {
      return drafts;
    }
    return drafts;
  }
}

function parseLocalDraft(raw: string | null, topicId: string): LocalDraft | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    const model = value.model as { type?: unknown } | undefined;
    if (value.topicId !== topicId || model?.type !== 'doc') return null;
    if (!Number.isInteger(value.baseRevision) || typeof value.savedAt !== 'string' || Number.isNaN(Date.parse(value.savedAt))) return null;
    return {
      topicId,
      model: value.model as TopicModelJson,
      baseRevision: value.baseRevision as number,
      title: typeof value.title === 'string' ? value.title : undefined,
      savedAt: value.savedAt,
    };
  } catch {
    return null;
  }
}

const time = (iso: string) => Date.parse(iso);

/**
 * What to offer back on opening a document: per topic, this browser's copy when it is newer than
 * the server's draft (or the server has none), else the server's. Newest first.
 */
export function draftOffers(server: readonly Draft[], local: readonly LocalDraft[]): DraftOffer[] {
  const offers = new Map<string, DraftOffer>();
  for (const draft of server) {
    offers.set(draft.topicId, { ...draft, source: 'server', onServer: true });
  }
  for (const draft of local) {
    const onServer = offers.get(draft.topicId);
    if (onServer && time(onServer.savedAt) >= time(draft.savedAt)) continue;
    offers.set(draft.topicId, {
      topicId: draft.topicId,
      title: draft.title ?? onServer?.title ?? null,
      model: draft.model,
      baseRevision: draft.baseRevision,
      savedAt: draft.savedAt,
      source: 'device',
      onServer: onServer !== undefined,
    });
  }
  return [...offers.values()].sort((a, b) => time(b.savedAt) - time(a.savedAt));
}
