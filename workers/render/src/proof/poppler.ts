import { spawn } from 'node:child_process';

/** A poppler tool did not finish in time or failed. */
export class PopplerError extends Error {}

/**
 * Runs a poppler command-line tool (pdfinfo, pdftoppm) with the PDF on its standard input and
 * returns what it writes, within a time limit and an output cap, so a hostile or broken PDF
 * cannot hold a request or fill memory.
 */
export function runPoppler(
  command: 'pdfinfo' | 'pdftoppm',
  args: readonly string[],
  pdf: Uint8Array,
  limits: { timeoutMs: number; maxOutputBytes: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: Error | null = null;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new PopplerError(`${command} took longer than ${limits.timeoutMs} ms`)), limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxOutputBytes) stop(new PopplerError(`${command} wrote more than ${limits.maxOutputBytes} bytes`));
      else chunks.push(chunk);
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2_000) stderr += chunk.toString();
    });
    child.on('error', (error) => stop(new PopplerError(`${command} could not run: ${error.message}`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code !== 0) reject(new PopplerError(`${command} failed (${code}): ${stderr.trim()}`));
      else resolve(Buffer.concat(chunks));
    });
    // A tool that stops reading early (bad PDF) closes its input: that is its answer, not ours to report.
    child.stdin.on('error', () => {});
    child.stdin.end(pdf);
  });
}
