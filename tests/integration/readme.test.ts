import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV_VARS } from '@ea/service-kit';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

describe('README', () => {
  it('opens with exactly the two commands, and CI runs the test one', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = firstBlock
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm start', 'npm test']);
    expect(readFileSync(resolve(ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('documents every environment variable the code reads', () => {
    for (const variable of ENV_VARS) expect(readme, variable.name).toContain(`| \`${variable.name}\` |`);
  });
});
