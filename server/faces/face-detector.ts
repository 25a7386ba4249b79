import { Worker } from 'node:worker_threads';
import type { FacesFound } from './face-model';
import type { FaceJobAnswer } from './face-worker-messages';

/** What the model saw in a picture: its size and its faces; null when the bytes are no JPEG or PNG. */
export type PictureFaces = ({ width: number; height: number } & FacesFound) | null;

interface Pending {
  resolve: (faces: PictureFaces) => void;
  reject: (error: Error) => void;
}

/**
 * The face model in a worker thread, started on first use and kept for the process: its inference
 * (hundreds of milliseconds a photo) never holds up the server's event loop. Jobs queue in the
 * worker; a worker that dies fails what was pending and the next job starts a new one.
 */
class FaceDetector {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    const worker = new Worker(new URL('./face-model.worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (answer: FaceJobAnswer) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      this.updateRef();
      if ('largest' in answer) {
        const { width, height, largest, others } = answer;
        job.resolve({ width, height, largest, others });
      } else if ('undecodable' in answer) job.resolve(null);
      else job.reject(new Error(`face model: ${answer.error}`));
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`face model worker exited (${code})`)));
    return worker;
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  /** The worker keeps the process alive only while it has work. */
  private updateRef(): void {
    if (this.pending.size > 0) this.worker?.ref();
    else this.worker?.unref();
  }

  detect(bytes: Uint8Array): Promise<PictureFaces> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise<PictureFaces>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.updateRef();
      worker.postMessage({ id, bytes });
    });
  }

  /** Loads the model ahead of the first photo (the server's start does not wait for it). */
  warmUp(): void {
    this.worker ??= this.start();
  }
}

export const faceDetector = new FaceDetector();
