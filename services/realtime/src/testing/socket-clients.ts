import type { RealtimeMessage } from '@ea/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type ClientSocket = Socket;

/** Connects a client without reconnection; rejects with the server's `connect_error`. */
export function connectClient(url: string, options: Partial<ManagerOptions & SocketOptions> = {}): Promise<ClientSocket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5_000, ...options });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Emits a room request and resolves with the hub's ack. */
export function requestRoom(socket: ClientSocket, action: 'subscribe' | 'unsubscribe', room: unknown): Promise<unknown> {
  return socket.timeout(5_000).emitWithAck(action, { room });
}

/** Collects every realtime message a client receives, in order. */
export function collectMessages(socket: ClientSocket): RealtimeMessage[] {
  const received: RealtimeMessage[] = [];
  socket.on('event', (message: RealtimeMessage) => received.push(message));
  return received;
}
