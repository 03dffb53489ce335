import type { MapTopic } from '@ea/contracts/library';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import type { DraftOffer } from '../editing/draft-store.ts';

interface DraftOffersProps {
  offers: readonly DraftOffer[];
  topics: ReadonlyMap<string, MapTopic>;
  busy: string | null;
  onRestore(offer: DraftOffer): void;
  onDiscard(offer: DraftOffer): void;
}

/** Edits not saved as a revision, found on opening the document (or left behind): each can be restored or discarded. */
export function DraftOffers({ offers, topics, busy, onRestore, onDiscard }: DraftOffersProps) {
  if (offers.length === 0) return null;
  return (
    <ul className="draft-offers" aria-label="Unsaved changes">
      {offers.map((offer) => {
        const topic = topics.get(offer.topicId);
        const title = topic?.title ?? offer.title ?? 'a topic';
        const movedOn = topic !== undefined && topic.revisionNumber > offer.baseRevision;
        return (
          <li key={offer.topicId} className="draft-offer">
            <p className="draft-offer__text">
              You have unsaved changes to <strong>{title}</strong> from <DateTimeText at={offer.savedAt} />
              {offer.source === 'device' && ' (kept on this device)'}.
              {movedOn && ` The topic was saved since (revision ${offer.baseRevision} → ${topic.revisionNumber}).`}
              {topic === undefined && ' The topic is no longer in the document.'}
            </p>
            <div className="draft-offer__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={topic === undefined || busy !== null}
                aria-busy={busy === offer.topicId}
                onClick={() => onRestore(offer)}
              >
                Restore draft
              </button>
              <button type="button" className="button" disabled={busy !== null} onClick={() => onDiscard(offer)}>
                Discard draft
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
