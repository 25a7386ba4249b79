import sharp, { type Sharp } from 'sharp';

/** Decoded pixels: 3 bytes (R, G, B) per pixel, row by row. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A rectangle of a picture, in its pixels. */
export interface PictureArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A JPEG or PNG as the face model reads it: its size, a small copy to find faces on, and any part
 * of it at full resolution — decoding only what is needed (never the whole full-size bitmap).
 */
export interface Picture {
  width: number;
  height: number;
  /** The picture at most `side` pixels long on its longest side (smaller pictures as they are). */
  smallCopy: RgbPixels;
  /** Part of the picture at its own resolution. */
  region(area: PictureArea): Promise<RgbPixels>;
}

/** Larger pictures are refused before decoding: a phone photo is ~12 MP, this leaves room. */
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png']);

const read = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_PIXELS });

/** Any picture sharp reads, as R, G, B bytes (grey pictures widened, alpha dropped). */
async function rgbOf(image: Sharp): Promise<RgbPixels> {
  const { data, info } = await image
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * The picture of a JPEG or PNG (the formats a face photo or a robot's snapshot may have), with its
 * copy `side` pixels long decoded (libjpeg-turbo shrinks a JPEG while decoding it); null for any
 * other bytes or a picture that cannot be decoded.
 */
export async function decodePicture(bytes: Uint8Array, side: number): Promise<Picture | null> {
  try {
    const { format, width, height } = await read(bytes).metadata();
    if (!FORMATS.has(format) || !width || !height) return null;
    const smallCopy = await rgbOf(
      read(bytes).resize(side, side, { fit: 'inside', withoutEnlargement: true }),
    );
    return { width, height, smallCopy, region: (area) => rgbOf(read(bytes).extract(area)) };
  } catch {
    return null;
  }
}
