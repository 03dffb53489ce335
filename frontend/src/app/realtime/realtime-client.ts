import { REALTIME_EVENT, RealtimeConnection, type RealtimeMessage } from '@ea/contracts';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';

interface RealtimeOptions {
  /** Read on every (re)connection, so a refreshed access token is used after the hub drops an expired one. */
  getToken(): string | null;
  onMessage(message: RealtimeMessage): void;
  url?: string;
}

/** Socket options of spec §9: 20000 ms timeout, reconnection 1000 → 5000 ms, randomisation 0.5, unlimited attempts. */
export function socketOptions(getToken: () => string | null): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    auth: (send) => send({ token: getToken() ?? '' }),
    timeout: RealtimeConnection.timeout,
    reconnection: RealtimeConnection.reconnection,
    reconnectionDelay: RealtimeConnection.reconnectionDelay,
    reconnectionDelayMax: RealtimeConnection.reconnectionDelayMax,
    randomizationFactor: RealtimeConnection.randomizationFactor,
    reconnectionAttempts: RealtimeConnection.reconnectionAttempts,
  };
}

/** Connects to the realtime hub; returns the function that disconnects. */
export function connectRealtime({ getToken, onMessage, url }: RealtimeOptions): () => void {
  const socket = url === undefined ? io(socketOptions(getToken)) : io(url, socketOptions(getToken));
  socket.on(REALTIME_EVENT, onMessage);
  return () => {
    socket.off(REALTIME_EVENT, onMessage);
    socket.disconnect();
  };
}
