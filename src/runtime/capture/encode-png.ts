import { type Remote, transfer, wrap } from 'comlink';
import type { PngEncoder } from './png-encoder.worker';

let encoder: Remote<PngEncoder> | null = null;

/**
 * The PNG of what `canvas` holds, encoded in a worker (started on first use and kept): the
 * page's thread only hands the pixels over. `canvas` can draw nothing afterwards.
 */
export function encodePng(canvas: OffscreenCanvas): Promise<Blob> {
  encoder ??= wrap<PngEncoder>(
    new Worker(new URL('./png-encoder.worker.ts', import.meta.url), { type: 'module' }),
  );
  const picture = canvas.transferToImageBitmap();
  return encoder.encodePng(transfer(picture, [picture]));
}
