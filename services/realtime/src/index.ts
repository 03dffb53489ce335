export { toRealtimeMessage } from './event-relay.ts';
export { UNAUTHORIZED } from './handshake-auth.ts';
export type { HubLogger } from './hub-logger.ts';
export type { ClientToServerEvents, HubServer, HubSocketData, RoomAck, ServerToClientEvents } from './hub-types.ts';
export { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from './realtime-hub.ts';
export { topicsFrom } from './realtime-topics.ts';
export { type AuthorizeRoom, createDefaultRoomPolicy } from './room-policy.ts';
export type { HubSessions } from './session-lifetime.ts';
