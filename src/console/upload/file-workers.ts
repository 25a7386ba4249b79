import { proxy, transfer, wrap } from 'comlink';
import type { Md5Worker } from './md5.worker';
import type { RecompressWorker } from './recompress.worker';
import type { SliceReader } from './slice-reader.worker';
import { runInWorker } from './worker-task';

const startMd5Worker = () => new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
const startSliceReader = () =>
  new Worker(new URL('./slice-reader.worker.ts', import.meta.url), { type: 'module' });
const startRecompressWorker = () =>
  new Worker(new URL('./recompress.worker.ts', import.meta.url), { type: 'module' });

/**
 * MD5 of a file, hashed in a worker; `onProgress` gets the fraction hashed (0–1). The worker that
 * reads the file starts beside the hashing one, not after it, and starts reading at once.
 */
export function hashInWorker(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  let reader: Worker | undefined;
  return runInWorker<Md5Worker, string>(
    startMd5Worker,
    (worker) => {
      reader = startSliceReader();
      const { port1, port2 } = new MessageChannel();
      void wrap<SliceReader>(reader).serve(file, transfer(port1, [port1]));
      return worker.md5(
        file.size,
        transfer(port2, [port2]),
        proxy((hashed: number) => onProgress(file.size ? hashed / file.size : 1)),
      );
    },
    signal,
  ).finally(() => reader?.terminate());
}

/** The picture re-encoded as JPEG at `quality`, on an OffscreenCanvas in a worker. */
export function recompressInWorker(image: Blob, quality: number, opaque: boolean, signal?: AbortSignal) {
  return runInWorker<RecompressWorker, Blob>(
    startRecompressWorker,
    (worker) => worker.recompress(image, quality, opaque),
    signal,
  );
}
