import { formatOutboxBench, runOutboxBench } from '../../packages/events/bench/outbox-throughput.ts';
import { formatBulkImportBench, runBulkImportBench } from '../../services/directory/bench/bulk-import.ts';
import { formatCompanyListBench, runCompanyListBench } from '../../services/directory/bench/company-list.ts';
import { formatAuthCostBench, runAuthCostBench } from './auth-cost.ts';
import { formatGatewayBench, runGatewayBench } from './gateway-throughput.ts';

/**
 * `pnpm bench`: every performance figure of the product in one run on this machine. Pass names to
 * run a subset, e.g. `pnpm bench outbox`.
 */
const benches: Record<string, () => Promise<string>> = {
  outbox: async () => formatOutboxBench(await runOutboxBench({})),
  gateway: async () => formatGatewayBench(await runGatewayBench()),
  auth: async () => formatAuthCostBench(await runAuthCostBench()),
  'company-list': async () => formatCompanyListBench(await runCompanyListBench()),
  'bulk-import': async () => formatBulkImportBench(await runBulkImportBench()),
};

const selected = process.argv.slice(2).filter((a) => a in benches);
for (const name of selected.length ? selected : Object.keys(benches)) {
  const started = performance.now();
  const report = await benches[name]!();
  console.log(`\n${report}\n  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(0);
