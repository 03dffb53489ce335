import type { Presence } from '@ea/contracts/library';
import { colourOf } from './collaborators.tsx';

interface PresenceBarProps {
  /** Everyone else who has the document open. */
  others: readonly Presence[];
  topicTitle(topicId: string): string | null;
}

/** Who else is in the document, and on which topic. */
export function PresenceBar({ others, topicTitle }: PresenceBarProps) {
  return (
    <section className="presence-bar" aria-label="Who is here">
      <span className="presence-bar__label">Here now</span>
      {others.length === 0 ? (
        <span className="presence-bar__alone">Only you</span>
      ) : (
        <ul className="presence-bar__list">
          {others.map((person) => {
            const title = person.topicId === null ? null : topicTitle(person.topicId);
            const where = title === null ? person.mode : `${person.mode} ${title}`;
            return (
              <li key={person.userId} className="presence-bar__person" title={`${person.userName} — ${where}`}>
                <span className={`presence-dot ${colourOf(person.userId)}${person.mode === 'editing' ? ' presence-dot--editing' : ''}`} />
                <span className="presence-bar__name">{person.userName}</span>
                <span className="presence-bar__where">{where}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
