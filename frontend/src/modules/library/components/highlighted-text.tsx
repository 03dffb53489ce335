import type { Highlight } from '@ea/contracts/library';

/**
 * Search text with its matched words marked. The parts are rendered as text nodes and <mark>s,
 * so nothing from a document's content is ever read as markup.
 */
export function HighlightedText({ parts }: { parts: Highlight }) {
  return (
    <>
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of one text
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
