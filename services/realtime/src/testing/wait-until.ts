/** Polls until the check returns true, failing with the description after timeoutMs. */
export async function waitUntil(check: () => boolean | Promise<boolean>, description: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
