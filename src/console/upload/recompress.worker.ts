import { expose } from 'comlink';

/**
 * Re-encodes a picture as JPEG at the given quality on an OffscreenCanvas. Transparent parts
 * become white (JPEG has no alpha; black would be the default).
 */
async function recompress(image: Blob, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } finally {
    bitmap.close();
  }
}

const recompressWorker = { recompress };
export type RecompressWorker = typeof recompressWorker;

expose(recompressWorker);
