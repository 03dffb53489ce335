import type { RealtimeMessage } from '@ea/contracts';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

type Listener = (message: RealtimeMessage) => void;

/**
 * Hands the messages of the app's one realtime connection to every screen that asked for them,
 * so no screen opens a connection of its own.
 */
export class RealtimeMessages {
  readonly #listeners = new Set<Listener>();

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  publish(message: RealtimeMessage): void {
    // A copy: a listener may unsubscribe (its screen closing) while the message is handed out.
    for (const listener of [...this.#listeners]) listener(message);
  }
}

const RealtimeMessagesContext = createContext<RealtimeMessages | null>(null);

export function RealtimeMessagesProvider({ messages, children }: { messages: RealtimeMessages; children: ReactNode }) {
  return <RealtimeMessagesContext.Provider value={messages}>{children}</RealtimeMessagesContext.Provider>;
}

/**
 * Calls `handler` with each realtime message that `filter` accepts, for as long as the calling
 * component is mounted. The latest filter and handler are used, so neither needs to be memoised.
 */
export function useRealtimeMessages(filter: (message: RealtimeMessage) => boolean, handler: (message: RealtimeMessage) => void): void {
  const messages = useContext(RealtimeMessagesContext);
  if (!messages) throw new Error('useRealtimeMessages needs a RealtimeMessagesProvider (the signed-in layout gives one)');
  const latest = useRef({ filter, handler });
  latest.current = { filter, handler };
  useEffect(
    () =>
      messages.subscribe((message) => {
        if (latest.current.filter(message)) latest.current.handler(message);
      }),
    [messages],
  );
}
