import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jpeg from 'jpeg-js';
import type { RgbPixels } from './picture-pixels';

/**
 * Face photos made from the sample photos @vladmandic/face-api ships (demo/sample1–6.jpg, group
 * photos of 3–5 people): the demo face groups, the simulator's visitors and the tests use them, so
 * nothing is fetched and no photo of a real customer is kept in the repository. Each face is
 * named by its sample and the box the detector found there.
 */
export interface SampleFace {
  sample: number;
  box: { x: number; y: number; width: number; height: number };
}

export const SAMPLE_FACES = {
  a: { sample: 1, box: { x: 414, y: 355, width: 178, height: 238 } },
  b: { sample: 1, box: { x: 838, y: 421, width: 187, height: 240 } },
  c: { sample: 1, box: { x: 1476, y: 200, width: 203, height: 260 } },
  d: { sample: 2, box: { x: 1447, y: 153, width: 193, height: 243 } },
  e: { sample: 3, box: { x: 585, y: 329, width: 199, height: 250 } },
  f: { sample: 5, box: { x: 787, y: 109, width: 156, height: 200 } },
  g: { sample: 5, box: { x: 1112, y: 198, width: 159, height: 205 } },
  h: { sample: 6, box: { x: 1181, y: 305, width: 188, height: 240 } },
} as const satisfies Record<string, SampleFace>;
export type SampleFaceName = keyof typeof SAMPLE_FACES;

/** How a photo of a face is taken: the first (enrolment) photo, or another one, mirrored and smaller. */
export type SampleShot = 'first' | 'second';

const require = createRequire(import.meta.url);
const samplesDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const decoded = new Map<number, RgbPixels>();

function samplePixels(sample: number): RgbPixels {
  const known = decoded.get(sample);
  if (known) return known;
  // jpeg-js, synchronous: the seed, the simulator and the tests make these photos in plain calls.
  const { data, width, height } = jpeg.decode(readFileSync(join(samplesDir, `sample${sample}.jpg`)), {
    useTArray: true,
    formatAsRGBA: false,
  });
  const pixels = { data, width, height };
  decoded.set(sample, pixels);
  return pixels;
}

/** The rectangle around a box, `margin` box-widths wider on each side, inside the picture. */
function around(face: SampleFace, margin: number, pixels: RgbPixels) {
  const padX = Math.round(face.box.width * margin);
  const padY = Math.round(face.box.height * margin);
  const left = Math.max(0, face.box.x - padX);
  const top = Math.max(0, face.box.y - padY);
  const right = Math.min(pixels.width, face.box.x + face.box.width + padX);
  const bottom = Math.min(pixels.height, face.box.y + face.box.height + padY);
  return { left, top, width: right - left, height: bottom - top };
}

/** Part of a picture as a JPEG, scaled by `scale` (nearest pixel) and maybe mirrored. */
function cropToJpeg(
  pixels: RgbPixels,
  area: { left: number; top: number; width: number; height: number },
  scale: number,
  mirror: boolean,
): Buffer {
  const width = Math.round(area.width * scale);
  const height = Math.round(area.height * scale);
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sourceX = area.left + Math.min(area.width - 1, Math.floor((mirror ? width - 1 - x : x) / scale));
      const sourceY = area.top + Math.min(area.height - 1, Math.floor(y / scale));
      const source = (sourceY * pixels.width + sourceX) * 3;
      const target = (y * width + x) * 4;
      rgba[target] = pixels.data[source];
      rgba[target + 1] = pixels.data[source + 1];
      rgba[target + 2] = pixels.data[source + 2];
      rgba[target + 3] = 255;
    }
  }
  return jpeg.encode({ data: rgba, width, height }, 90).data;
}

/** A JPEG photo of one sample face: the first shot for enrolment, the second as a robot's snapshot. */
export function sampleFacePhoto(name: SampleFaceName, shot: SampleShot = 'first'): Buffer {
  const face = SAMPLE_FACES[name];
  const pixels = samplePixels(face.sample);
  return shot === 'first'
    ? cropToJpeg(pixels, around(face, 0.5, pixels), 1, false)
    : cropToJpeg(pixels, around(face, 0.8, pixels), 0.7, true);
}

/** A JPEG of two sample faces side by side (the area of the sample photo that holds both). */
export function twoFacesPhoto(): Buffer {
  const { a, b } = SAMPLE_FACES;
  const pixels = samplePixels(1);
  const left = a.box.x - 60;
  const top = Math.min(a.box.y, b.box.y) - 60;
  const area = {
    left,
    top,
    width: b.box.x + b.box.width + 60 - left,
    height: Math.max(a.box.y + a.box.height, b.box.y + b.box.height) + 60 - top,
  };
  return cropToJpeg(pixels, area, 1, false);
}

/** A small JPEG of the face alone (about 64 pixels wide): a visitor event's thumbnail. */
export function sampleFaceThumbnail(name: SampleFaceName): Buffer {
  const face = SAMPLE_FACES[name];
  const pixels = samplePixels(face.sample);
  return cropToJpeg(pixels, around(face, 0.05, pixels), 64 / face.box.width, false);
}
