/**
 * Runs work when the browser is idle, but no later than `timeoutMs` (requestIdleCallback; a
 * plain timer where it does not exist). Returns the function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, Math.min(timeoutMs, 50));
  return () => clearTimeout(handle);
}
