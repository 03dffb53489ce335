import type { RealtimeMessage } from '@ea/contracts';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

type Listener = (message: RealtimeMessage) => void;
/** Told when the first screen asks for a room (`joined` true) and when the last one lets it go. */
export type RoomListener = (room: string, joined: boolean) => void;

/**
 * Hands the messages of the app's one realtime connection to every screen that asked for them,
 * so no screen opens a connection of its own.
 */
export class RealtimeMessages {
  readonly #listeners = new Set<Listener>();
  readonly #rooms = new Map<string, number>();
  readonly #roomListeners = new Set<RoomListener>();

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

  /**
   * Asks the connection to join a room the hub only gives on request (a document's room) until
   * the returned function is called; screens asking for the same room share one subscription.
   */
  requestRoom(room: string): () => void {
    const count = this.#rooms.get(room) ?? 0;
    this.#rooms.set(room, count + 1);
    if (count === 0) for (const listener of [...this.#roomListeners]) listener(room, true);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#rooms.get(room) ?? 1) - 1;
      if (left > 0) {
        this.#rooms.set(room, left);
        return;
      }
      this.#rooms.delete(room);
      for (const listener of [...this.#roomListeners]) listener(room, false);
    };
  }

  /** The rooms screens ask for now: a (re)connected socket joins them again. */
  requestedRooms(): string[] {
    return [...this.#rooms.keys()];
  }

  onRoomChange(listener: RoomListener): () => void {
    this.#roomListeners.add(listener);
    return () => {
      this.#roomListeners.delete(listener);
    };
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

/** Keeps the app's connection in `room` while the calling component is mounted (null: none). */
export function useRealtimeRoom(room: string | null): void {
  const messages = useContext(RealtimeMessagesContext);
  if (!messages) throw new Error('useRealtimeRoom needs a RealtimeMessagesProvider (the signed-in layout gives one)');
  useEffect(() => (room === null ? undefined : messages.requestRoom(room)), [messages, room]);
}
