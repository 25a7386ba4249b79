import { expose } from 'comlink';

/**
 * Re-encodes a picture as JPEG at the given quality on an OffscreenCanvas. A picture that may
 * be transparent is laid on white first (JPEG has no alpha; black would be the default); an
 * opaque one (a JPEG) is drawn straight onto an opaque canvas, which is quicker.
 */
async function recompress(image: Blob, quality: number, opaque: boolean): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { alpha: !opaque });
    if (!context) throw new Error('no 2d context');
    if (!opaque) {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, bitmap.width, bitmap.height);
    }
    context.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } finally {
    bitmap.close();
  }
}

const recompressWorker = { recompress };
export type RecompressWorker = typeof recompressWorker;

expose(recompressWorker);
