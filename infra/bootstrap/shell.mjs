// Small process helpers for the bootstrap. Plain JavaScript: it runs before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** Stops with one clear line (the bootstrap's only way to fail). */
export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function step(message) {
  console.log(`• ${message}`);
}

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Runs a command to completion, inheriting output; stops the bootstrap if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something accepts TCP connections on host:port within timeoutMs. */
export function canConnect(host, port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export async function waitFor(check, what, timeoutMs = 15000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** Starts a long-running child; the bootstrap stops it on exit. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const children = new Set();

/** Stops every child (SIGTERM, then SIGKILL after graceMs) — in reverse start order. */
export async function stopChildren(graceMs = 10000) {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
