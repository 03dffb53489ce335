// Copied into a fresh checkout as a test file by tests/integration/foreign-pnpm.test.ts and run
// there with `npm test -- <it>`: proves that the test run, and every process it starts, gets the
// pnpm version package.json pins rather than whichever pnpm comes first on the user's PATH.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('runs under the pinned pnpm, which is also the pnpm its child processes find on PATH', () => {
  const { packageManager } = JSON.parse(readFileSync('package.json', 'utf8')) as { packageManager: string };
  const pinned = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager)![1];
  expect(execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim()).toBe(pinned);
});
