import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { oneAtATimePerName } from './one-at-a-time.ts';

it('runs one name’s tasks in turn, even after one fails, and different names side by side', async () => {
  const inTurn = oneAtATimePerName();
  const running = new Map<string, number>();
  let mostAtOnce = { a: 0, both: 0 };
  const task =
    (name: string, fail = false) =>
    async () => {
      running.set(name, (running.get(name) ?? 0) + 1);
      const total = [...running.values()].reduce((sum, count) => sum + count, 0);
      mostAtOnce = { a: Math.max(mostAtOnce.a, running.get('a') ?? 0), both: Math.max(mostAtOnce.both, total) };
      await sleep(10);
      running.set(name, running.get(name)! - 1);
      if (fail) throw new Error(`${name} failed`);
      return name;
    };
  const results = await Promise.allSettled([
    inTurn('a', task('a')),
    inTurn('a', task('a', true)),
    inTurn('a', task('a')),
    inTurn('b', task('b')),
  ]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  expect(mostAtOnce).toEqual({ a: 1, both: 2 });
});
