import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface ServerCost {
  /** What the load reached; on a small machine the load generator may be the limit. */
  requestsPerSecond: number;
  /** This process's CPU time per request answered, in microseconds. */
  cpuUsPerRequest: number;
}

/**
 * Loads a server listening in this process with autocannon (50 connections) run as a separate
 * process, so that the CPU time this process spends meanwhile is the server's alone. CPU per
 * request measures the server's cost even when the load generator, not the server, limits
 * throughput, which it does on a two-core machine.
 */
async function measureServerCost(url: string, seconds: number, headers: Record<string, string> = {}): Promise<ServerCost> {
  const args = [AUTOCANNON, '--json', '--connections', '50', '--duration', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('--headers', `${name}=${value}`);
  const cpu = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url]);
  const used = process.cpuUsage(cpu);
  const result = JSON.parse(stdout) as { non2xx: number; errors: number; requests: { total: number; average: number } };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, cpuUsPerRequest: (used.user + used.system) / result.requests.total };
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

export interface CostComparison<Name extends string> {
  /** Each variant's median figures. */
  typical: Record<Name, ServerCost>;
  /** The median over rounds of `over`'s CPU per request divided by `base`'s in the same round. */
  ratio(over: Name, base: Name): number;
}

/**
 * Measures each variant once to warm it up (JIT, caches, connections), then `rounds` times in
 * alternation, `seconds` each: a burst of load elsewhere on the machine skews one round, not the
 * medians.
 */
export async function compareServerCosts<Name extends string>(
  variants: Record<Name, { url: string; headers?: Record<string, string> }>,
  rounds: number,
  seconds: number,
): Promise<CostComparison<Name>> {
  const names = Object.keys(variants) as Name[];
  const measure = (name: Name) => measureServerCost(variants[name].url, seconds, variants[name].headers);
  for (const name of names) await measure(name);
  const runs = Object.fromEntries(names.map((name) => [name, [] as ServerCost[]])) as Record<Name, ServerCost[]>;
  for (let i = 0; i < rounds; i++) {
    for (const name of names) runs[name].push(await measure(name));
  }
  const typical = Object.fromEntries(
    names.map((name) => [
      name,
      {
        requestsPerSecond: median(runs[name].map((r) => r.requestsPerSecond)),
        cpuUsPerRequest: median(runs[name].map((r) => r.cpuUsPerRequest)),
      },
    ]),
  ) as Record<Name, ServerCost>;
  return {
    typical,
    ratio: (over, base) => median(runs[over].map((r, i) => r.cpuUsPerRequest / runs[base][i]!.cpuUsPerRequest)),
  };
}
