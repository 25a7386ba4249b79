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

/**
 * The picture at most `side` pixels long on its longest side: each pixel the average of the
 * pixels it covers (a plain resize would skip most of them and alias). Smaller pictures as they are.
 */
export function shrinkPixels(pixels: RgbPixels, side: number): RgbPixels {
  const scale = side / Math.max(pixels.width, pixels.height);
  if (scale >= 1) return pixels;
  const width = Math.max(1, Math.round(pixels.width * scale));
  const height = Math.max(1, Math.round(pixels.height * scale));
  const data = new Uint8Array(width * height * 3);
  const span = (index: number, size: number) => {
    const start = Math.floor(index / scale);
    return [start, Math.min(size, Math.max(start + 1, Math.floor((index + 1) / scale)))];
  };
  for (let y = 0; y < height; y++) {
    const [top, bottom] = span(y, pixels.height);
    for (let x = 0; x < width; x++) {
      const [left, right] = span(x, pixels.width);
      const count = (bottom - top) * (right - left);
      for (let channel = 0; channel < 3; channel++) {
        let sum = 0;
        for (let row = top; row < bottom; row++)
          for (let column = left; column < right; column++)
            sum += pixels.data[(row * pixels.width + column) * 3 + channel];
        data[(y * width + x) * 3 + channel] = Math.round(sum / count);
      }
    }
  }
  return { data, width, height };
}
