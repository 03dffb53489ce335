import { LuaScript } from './lua-script.ts';

/** Registers a member and returns how many members are alive; the server clock decides who expired. */
export const heartbeatScript = new LuaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('PEXPIRE', KEYS[1], ttl * 2)
return redis.call('ZCARD', KEYS[1])
`);

/** Extends a lease only while this member still holds it. */
export const renewLeaseScript = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`);

/** Gives a lease up only if this member still holds it. */
export const releaseLeaseScript = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`);

/**
 * Acknowledges an entry only while the lease is held: a member that lost its partition (a long
 * pause) must not acknowledge what the new holder is already working on. Returns -1 without lease.
 */
export const ackWithLeaseScript = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('XACK', KEYS[2], ARGV[2], ARGV[3])
end
return -1
`);
