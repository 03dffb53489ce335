// A conversion worker that fails as a real one can (a native crash ends the thread; a bug throws
// outside any job's handling), on demand by the file's name; every other file converts as usual.
import { register } from 'tsx/esm/api';

register();
const { answerJob, serveConversions } = await import('../conversion/serve-conversions.ts');
serveConversions(async (job) => {
  if (job.fileName === 'exits.docx') process.exit(70);
  if (job.fileName !== 'throws.docx') return answerJob(job);
  setImmediate(() => {
    throw new Error('the worker failed outside a conversion');
  });
  return new Promise(() => {});
});
