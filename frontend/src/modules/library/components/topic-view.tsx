import type { Topic } from '@ea/contracts/library';
import { useMemo } from 'react';
import { SandboxedPage } from './sandboxed-page.tsx';
import readingStylesheet from './topic-reading.css?url';
import { topicPage } from './topic-xhtml.ts';

/** A topic, read-only, in the library's sandboxed frame. */
export function TopicView({ topic }: { topic: Topic }) {
  const page = useMemo(() => topicPage(topic.model, topic.title, readingStylesheet), [topic.model, topic.title]);
  return <SandboxedPage documentId={topic.documentId} page={page} title={`Topic: ${topic.title}`} />;
}
