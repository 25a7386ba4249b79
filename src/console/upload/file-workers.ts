import { proxy } from 'comlink';
import type { Md5Worker } from './md5.worker';
import type { RecompressWorker } from './recompress.worker';
import { runInWorker } from './worker-task';

const startMd5Worker = () => new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
const startRecompressWorker = () =>
  new Worker(new URL('./recompress.worker.ts', import.meta.url), { type: 'module' });

/** MD5 of a file, hashed in a worker; `onProgress` gets the fraction hashed (0–1). */
export function hashInWorker(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return runInWorker<Md5Worker, string>(
    startMd5Worker,
    (worker) =>
      worker.md5(
        file,
        proxy((hashed: number) => onProgress(file.size ? hashed / file.size : 1)),
      ),
    signal,
  );
}

/** The picture re-encoded as JPEG at `quality`, on an OffscreenCanvas in a worker. */
export function recompressInWorker(image: Blob, quality: number, opaque: boolean, signal?: AbortSignal) {
  return runInWorker<RecompressWorker, Blob>(
    startRecompressWorker,
    (worker) => worker.recompress(image, quality, opaque),
    signal,
  );
}
