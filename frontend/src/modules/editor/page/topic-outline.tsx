import type { MapTopic, Presence, TopicLock } from '@ea/contracts/library';
import { memo, useEffect, useRef } from 'react';
import { LockIcon, PresenceDots } from './collaborators.tsx';

interface OutlineItemProps {
  topic: MapTopic;
  number: number;
  lock: TopicLock | null;
  /** The lock is the user's own, from this page. */
  mine: boolean;
  present: readonly Presence[];
  current: boolean;
  onSelect(topicId: string): void;
}

const OutlineItem = memo(function OutlineItem({ topic, number, lock, mine, present, current, onSelect }: OutlineItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  // The topic chosen elsewhere (a restored draft, the route's topic) is shown in the outline too.
  useEffect(() => {
    if (current) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <li ref={ref} className={`editor-outline__entry${current ? ' is-current' : ''}`}>
      <span className="editor-outline__number" aria-hidden="true">
        {number}
      </span>
      <button
        type="button"
        className="editor-outline__item"
        aria-current={current ? 'location' : undefined}
        onClick={() => onSelect(topic.id)}
      >
        {topic.title}
      </button>
      {lock && (
        <span
          className={`editor-lock-badge${mine ? ' editor-lock-badge--mine' : ''}`}
          title={mine ? 'You are editing this topic' : `Being edited by ${lock.holderName}`}
        >
          <LockIcon />
          <span className="editor-lock-badge__name">{mine ? 'You' : lock.holderName}</span>
        </span>
      )}
      <PresenceDots present={present} />
    </li>
  );
});

interface TopicOutlineProps {
  topics: readonly MapTopic[];
  locks: ReadonlyMap<string, TopicLock>;
  myLockTopic: string | null;
  presence: ReadonlyMap<string, readonly Presence[]>;
  current: string | null;
  onSelect(topicId: string): void;
}

const NOBODY: readonly Presence[] = [];

/** The document's topics in map order: a click scrolls to the topic; locks and who is where at a glance. */
export function TopicOutline({ topics, locks, myLockTopic, presence, current, onSelect }: TopicOutlineProps) {
  return (
    <nav className="editor-outline card" aria-label="Topics">
      <h2 className="editor-outline__heading">Topics ({topics.length})</h2>
      <ol className="editor-outline__list">
        {topics.map((topic, index) => (
          <OutlineItem
            key={topic.id}
            topic={topic}
            number={index + 1}
            lock={locks.get(topic.id) ?? null}
            mine={myLockTopic === topic.id}
            present={presence.get(topic.id) ?? NOBODY}
            current={current === topic.id}
            onSelect={onSelect}
          />
        ))}
      </ol>
    </nav>
  );
}
