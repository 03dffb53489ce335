import { COLLABORATION_HEARTBEAT_SECONDS, type PresenceBody } from '@ea/contracts/library';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { announcePresence, leavePresence, presenceKey } from '@/api/library/presence.ts';
import type { SessionClient } from '@/app/session/session-client.ts';

/**
 * Tells the server, every heartbeat and at once when the user starts or stops editing a topic,
 * where the user is in the document; leaving the page (or the document) says goodbye. `where` is
 * read at each beat, so the topic scrolled to is reported without a request per scroll.
 */
export function usePresenceHeartbeat(session: SessionClient, documentId: string, where: () => PresenceBody, editingTopic: string | null) {
  const { mutate } = useSWRConfig();
  const whereRef = useRef(where);
  whereRef.current = where;

  const announce = useRef<() => void>(() => {});
  announce.current = () => {
    void announcePresence(session, documentId, whereRef.current()).then(
      (present) => mutate(presenceKey(documentId), present, { revalidate: false }),
      () => {
        // A missed beat: the next one says the same; the server keeps presence for several beats.
      },
    );
  };

  useEffect(() => {
    announce.current();
    const timer = setInterval(() => announce.current(), COLLABORATION_HEARTBEAT_SECONDS * 1000);
    const onPageHide = () => void leavePresence(session, documentId, { keepalive: true }).catch(() => {});
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) announce.current();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      void leavePresence(session, documentId).catch(() => {});
    };
  }, [session, documentId]);

  // Starting or stopping to edit is news for the others at once.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editing topic is what triggers the announcement
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    announce.current();
  }, [editingTopic]);
}
