import { parentPort } from 'node:worker_threads';
import { bufferOf, type ConversionAnswer, refusalAnswer, sentConversion, type WorkerMessage } from './conversion-messages.ts';
import { convertToModel, type ModelJob } from './model-conversion.ts';

/** One conversion in this worker: answered with the topics, or with what was thrown. */
export async function answerJob(job: ModelJob): Promise<{ answer: ConversionAnswer; transfer: ArrayBuffer[] }> {
  try {
    const { conversion, transfer } = sentConversion(await convertToModel({ ...job, bytes: bufferOf(job.bytes) }));
    return { answer: { ok: true, conversion }, transfer };
  } catch (error) {
    return { answer: refusalAnswer(error), transfer: [] };
  }
}

/** A conversion worker's loop: says it is ready once its code is loaded, then answers one job at a time. */
export function serveConversions(
  answer: (job: ModelJob) => Promise<{ answer: ConversionAnswer; transfer: ArrayBuffer[] }> = answerJob,
): void {
  const port = parentPort!;
  port.on('message', async (job: ModelJob) => {
    const { answer: message, transfer } = await answer(job);
    port.postMessage(message satisfies WorkerMessage, transfer);
  });
  port.postMessage({ ready: true } satisfies WorkerMessage);
}
