import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV_VARS } from '../src/platform/platform-env.ts';

/** Rewrites the README's configuration table from ENV_VARS: `node --import tsx packages/service-kit/scripts/env-table.ts`. */
const readme = resolve(import.meta.dirname, '../../../README.md');
const header = '| variable | what it does | default | read by |\n|---|---|---|---|\n';
const rows = ENV_VARS.map((v) => {
  const readBy = v.neededBy === 'every-service' ? 'every process' : v.neededBy.join(', ');
  return `| \`${v.name}\` | ${v.description.replaceAll('|', '\\|')} | ${v.default ? `\`${v.default}\`` : ''} | ${readBy} |`;
}).join('\n');
const text = readFileSync(readme, 'utf8');
const start = text.indexOf(header);
if (start < 0) throw new Error('the configuration table header is missing from README.md');
const end = text.indexOf('\n\n', start);
writeFileSync(readme, `${text.slice(0, start)}${header}${rows}${text.slice(end)}`);
