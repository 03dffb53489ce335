import type { MapTopic } from '@ea/contracts/library';
import type { KeyboardEvent } from 'react';

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The document's map of topics in order. Each topic is a button; besides Tab, the arrows, Home and
 * End move through the map and open the topic they reach.
 */
export function TopicMap({
  topics,
  selected,
  onSelect,
}: {
  topics: readonly MapTopic[];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, topics.length);
    const topic = topics[next];
    if (!topic) return;
    onSelect(topic.id);
    const list = event.currentTarget.closest('ol');
    list?.querySelectorAll<HTMLButtonElement>('.topic-map__item')[next]?.focus();
  };
  return (
    <ol className="topic-map" aria-label="Topics">
      {topics.map((topic, i) => (
        <li key={topic.id}>
          <button
            type="button"
            className={`topic-map__item${topic.id === selected ? ' is-selected' : ''}`}
            aria-current={topic.id === selected ? 'true' : undefined}
            onClick={() => onSelect(topic.id)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            <span className="topic-map__number">{i + 1}</span>
            <span className="topic-map__title">{topic.title}</span>
            <span className="topic-map__revision">r{topic.revisionNumber}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
