import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A decoded picture: 3 bytes (R, G, B) per pixel, row by row. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Larger pictures are refused before decoding: a phone photo is ~12 MP, this leaves room. */
const MAX_PIXELS = 40_000_000;

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;

function dropAlpha(rgba: Uint8Array, width: number, height: number): RgbPixels {
  const data = new Uint8Array(width * height * 3);
  for (let source = 0, target = 0; source < rgba.length; source += 4, target += 3) {
    data[target] = rgba[source];
    data[target + 1] = rgba[source + 1];
    data[target + 2] = rgba[source + 2];
  }
  return { data, width, height };
}

/**
 * The pixels of a JPEG or PNG (the formats a face photo or a robot's snapshot may have); null for
 * any other bytes or a picture that cannot be decoded.
 */
export function pictureToRgb(bytes: Uint8Array): RgbPixels | null {
  try {
    if (isJpeg(bytes)) {
      const decoded = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: false,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return { data: decoded.data, width: decoded.width, height: decoded.height };
    }
    if (isPng(bytes)) {
      const png = PNG.sync.read(Buffer.from(bytes));
      if (png.width * png.height > MAX_PIXELS) return null;
      return dropAlpha(png.data, png.width, png.height);
    }
  } catch {
    return null;
  }
  return null;
}
