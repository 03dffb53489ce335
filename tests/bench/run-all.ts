import { formatDocumentModelBench, runDocumentModelBench } from '../../packages/document-model/bench/document-model.ts';
import { formatOutboxBench, runOutboxBench } from '../../packages/events/bench/outbox-throughput.ts';
import { formatXbrlBench, runXbrlBench } from '../../packages/xbrl/bench/xbrl.ts';
import { formatCompanyImportBench, runCompanyImportBench } from '../../services/directory/bench/company-import.ts';
import { formatCompanyListBench, runCompanyListBench } from '../../services/directory/bench/company-list.ts';
import { formatEdgarEyeBench, runEdgarEyeBench } from '../../services/edgar-eye/bench/edgar-eye.ts';
import { formatDocumentOpenBench, runDocumentOpenBench } from '../../services/library/bench/document-open.ts';
import { formatDocxUploadBench, runDocxUploadBench } from '../../services/library/bench/docx-upload.ts';
import { formatSearchBench, runSearchBench } from '../../services/library/bench/search.ts';
import { formatTopicSaveBench, runTopicSaveBench } from '../../services/library/bench/topic-save.ts';
import { formatAuthCostBench, runAuthCostBench } from './auth-cost.ts';
import { formatAlertLatencyBench, runAlertLatencyBench } from './edgar-alert-latency.ts';
import { formatEditorBench, runEditorBench } from './editor-in-chromium.ts';
import { formatGatewayBench, runGatewayBench } from './gateway-throughput.ts';
import { formatRenderingBench, runRenderingBench } from './rendering.ts';

/**
 * `pnpm bench`: every performance figure of the product in one run on this machine. Pass names to
 * run a subset, e.g. `pnpm bench outbox`.
 */
const benches: Record<string, () => Promise<string>> = {
  outbox: async () => formatOutboxBench(await runOutboxBench({})),
  gateway: async () => formatGatewayBench(await runGatewayBench()),
  auth: async () => formatAuthCostBench(await runAuthCostBench()),
  'company-list': async () => formatCompanyListBench(await runCompanyListBench()),
  'company-import': async () => formatCompanyImportBench(await runCompanyImportBench()),
  'document-model': async () => formatDocumentModelBench(await runDocumentModelBench()),
  'library-search': async () => formatSearchBench(await runSearchBench()),
  'docx-upload': async () => formatDocxUploadBench(await runDocxUploadBench()),
  'library-save': async () => formatTopicSaveBench(await runTopicSaveBench()),
  'library-open': async () => formatDocumentOpenBench(await runDocumentOpenBench()),
  editor: async () => formatEditorBench(await runEditorBench()),
  rendering: async () => formatRenderingBench(await runRenderingBench()),
  'edgar-eye': async () => formatEdgarEyeBench(await runEdgarEyeBench()),
  'edgar-alerts': async () => formatAlertLatencyBench(await runAlertLatencyBench()),
  xbrl: async () => formatXbrlBench(await runXbrlBench()),
};

const selected = process.argv.slice(2).filter((a) => a in benches);
for (const name of selected.length ? selected : Object.keys(benches)) {
  const started = performance.now();
  const report = await benches[name]!();
  console.log(`\n${report}\n  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(0);
