import { type Remote, wrap } from 'comlink';

export class TaskCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'TaskCancelled';
  }
}

/**
 * Runs one task in a worker of its own and ends the worker afterwards. Aborting the signal
 * terminates the worker at once, whatever it is doing, and rejects with TaskCancelled.
 */
export function runInWorker<Api, Result>(
  startWorker: () => Worker,
  task: (api: Remote<Api>) => Promise<Result>,
  signal?: AbortSignal,
): Promise<Result> {
  if (signal?.aborted) return Promise.reject(new TaskCancelled());
  const worker = startWorker();
  return new Promise<Result>((resolve, reject) => {
    const cancel = () => {
      worker.terminate();
      reject(new TaskCancelled());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    task(wrap<Api>(worker))
      .then(resolve, reject)
      .finally(() => {
        signal?.removeEventListener('abort', cancel);
        worker.terminate();
      });
  });
}
