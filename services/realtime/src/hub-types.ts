import type { AccessClaims, REALTIME_EVENT, RealtimeMessage } from '@ea/contracts';
import type { Server, Socket } from 'socket.io';

/** Reply to `subscribe` / `unsubscribe`. */
export type RoomAck = { ok: true } | { ok: false; code: 'forbidden' };

/** What browsers may send. Arguments arrive untyped from the wire, so the hub validates them. */
export interface ClientToServerEvents {
  subscribe: (request: unknown, ack?: unknown) => void;
  unsubscribe: (request: unknown, ack?: unknown) => void;
}

export interface ServerToClientEvents {
  [REALTIME_EVENT]: (message: RealtimeMessage) => void;
}

/** Kept on every socket after the handshake; visible to other hubs through fetchSockets(). */
export interface HubSocketData {
  claims: AccessClaims;
  /** Token expiry in epoch milliseconds; the hub disconnects the socket then. */
  expiresAt: number | null;
}

export type HubServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, HubSocketData>;
export type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, HubSocketData>;
