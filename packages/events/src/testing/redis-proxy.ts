import { connect, createServer, type Socket } from 'node:net';

/** Replies of one connection held back from the moment a command was sent until released. */
export interface ReplyHold {
  /** Resolves once the connection sent the command; its replies are held from then on. */
  sent: Promise<void>;
  /** Passes the held replies on and lets later ones through. */
  release(): void;
}

export interface RedisProxy {
  /** Where to connect instead of Redis (ioredis options). */
  target: { host: string; port: number };
  /** Holds the replies of the connection named `connectionName` from its next command containing `text`. */
  holdRepliesAfter(connectionName: string, text: string): ReplyHold;
  /**
   * Keeps the next connection of this name that Redis closes (after QUIT) open on the client's side
   * until released, as a slow network would: the client has its answer but not yet the close.
   */
  holdClose(connectionName: string): ClosingHold;
  /** How many connections of this name are open. */
  open(connectionName: string): number;
  close(): Promise<void>;
}

/** A connection Redis closed, kept open on the client's side. */
export interface ClosingHold {
  /** Resolves once Redis closed the connection (everything it sent before was passed on). */
  closedByRedis: Promise<void>;
  /** Closes the client's side too. */
  release(): void;
}

interface ProxiedConnection {
  client: Socket;
  upstream: Socket;
  /** The name the client gave itself (CLIENT SETNAME), once seen. */
  name?: string;
  sentText: string;
  held: Buffer[] | null;
  upstreamEnded: boolean;
  closeHeld: boolean;
}

interface PendingHold {
  connectionName: string;
  text: string;
  onSent(connection: ProxiedConnection): void;
}

interface PendingCloseHold {
  connectionName: string;
  onClosedByRedis(connection: ProxiedConnection): void;
}

const SETNAME = /setname\r\n\$\d+\r\n([^\r]+)\r\n/i;

/**
 * A TCP proxy in front of Redis that can hold a connection's replies or its close, so a test can
 * decide the order in which what happens on different connections arrives (a command answered
 * late, after something else has happened), which timing alone cannot.
 */
export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const upstreamUrl = new URL(redisUrl);
  const upstreamPort = Number(upstreamUrl.port || 6379);
  const connections = new Set<ProxiedConnection>();
  const holds: PendingHold[] = [];
  const closeHolds: PendingCloseHold[] = [];

  const server = createServer((client) => {
    const upstream = connect(upstreamPort, upstreamUrl.hostname);
    const connection: ProxiedConnection = { client, upstream, sentText: '', held: null, upstreamEnded: false, closeHeld: false };
    connections.add(connection);
    client.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      if (connection.name === undefined) {
        connection.sentText += text;
        connection.name = SETNAME.exec(connection.sentText)?.[1];
      }
      const hold = holds.find((h) => h.connectionName === connection.name && text.includes(h.text));
      if (hold) {
        holds.splice(holds.indexOf(hold), 1);
        connection.held = [];
        hold.onSent(connection);
      }
      // What the client sends once Redis has closed goes nowhere, as on a connection being torn down.
      if (!connection.upstreamEnded) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (connection.held) connection.held.push(chunk);
      else client.write(chunk);
    });
    upstream.on('end', () => {
      connection.upstreamEnded = true;
      const closeHold = closeHolds.find((h) => h.connectionName === connection.name);
      if (closeHold) {
        closeHolds.splice(closeHolds.indexOf(closeHold), 1);
        connection.closeHeld = true;
        closeHold.onClosedByRedis(connection);
      }
      if (!connection.held && !connection.closeHeld) client.end();
    });
    client.on('end', () => upstream.end());
    client.on('close', () => {
      connections.delete(connection);
      upstream.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => {
      if (!connection.closeHeld) client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    target: { host: '127.0.0.1', port: address.port },
    holdRepliesAfter(connectionName, text) {
      let holding: ProxiedConnection | undefined;
      const sent = new Promise<void>((resolve) => {
        holds.push({
          connectionName,
          text,
          onSent: (connection) => {
            holding = connection;
            resolve();
          },
        });
      });
      return {
        sent,
        release() {
          if (!holding?.held) return;
          for (const chunk of holding.held) holding.client.write(chunk);
          holding.held = null;
          if (holding.upstreamEnded && !holding.closeHeld) holding.client.end();
        },
      };
    },
    holdClose(connectionName) {
      let holding: ProxiedConnection | undefined;
      const closedByRedis = new Promise<void>((resolve) => {
        closeHolds.push({
          connectionName,
          onClosedByRedis: (connection) => {
            holding = connection;
            resolve();
          },
        });
      });
      return {
        closedByRedis,
        release() {
          if (!holding?.closeHeld) return;
          holding.closeHeld = false;
          holding.client.end();
        },
      };
    },
    open(connectionName) {
      return [...connections].filter((c) => c.name === connectionName).length;
    },
    async close() {
      for (const connection of connections) {
        connection.client.destroy();
        connection.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
