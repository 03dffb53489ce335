import { REALTIME_EVENT, RealtimeConnection, type RealtimeMessage } from '@ea/contracts';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';

interface RealtimeOptions {
  /** Read on every (re)connection, so a refreshed access token is used after the hub drops an expired one. */
  getToken(): string | null;
  onMessage(message: RealtimeMessage): void;
  url?: string;
  /** Rooms the screens ask for (a document's room): joined on every (re)connection and as they change. */
  rooms?: RoomRequests;
}

export interface RoomRequests {
  requestedRooms(): string[];
  onRoomChange(listener: (room: string, joined: boolean) => void): () => void;
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
export function connectRealtime({ getToken, onMessage, url, rooms }: RealtimeOptions): () => void {
  const socket = url === undefined ? io(socketOptions(getToken)) : io(url, socketOptions(getToken));
  socket.on(REALTIME_EVENT, onMessage);
  // The hub forgets a socket's requested rooms when it drops; each connection asks again.
  const joinRequested = () => {
    for (const room of rooms?.requestedRooms() ?? []) socket.emit('subscribe', { room });
  };
  socket.on('connect', joinRequested);
  const stopRooms = rooms?.onRoomChange((room, joined) => {
    if (socket.connected) socket.emit(joined ? 'subscribe' : 'unsubscribe', { room });
  });
  return () => {
    stopRooms?.();
    socket.off('connect', joinRequested);
    socket.off(REALTIME_EVENT, onMessage);
    socket.disconnect();
  };
}
