import { describe, expect, it } from 'vitest';
import { FACE_MATCH_DISTANCE } from '../../src/shared/api/face-search';
import { findFaces, loadFaceModel } from './face-model';
import { pictureToRgb, type RgbPixels } from './picture-pixels';
import { type SampleFaceName, sampleFacePhoto, twoFacesPhoto } from './sample-faces';

const MODEL_TIMEOUT_MS = 120_000;

function pixelsOf(bytes: Buffer): RgbPixels {
  const pixels = pictureToRgb(bytes);
  if (!pixels) throw new Error('the sample did not decode');
  return pixels;
}

/** The picture `times` larger (nearest pixel): a phone-sized photo of the same face. */
function enlarged(pixels: RgbPixels, times: number): RgbPixels {
  const width = pixels.width * times;
  const height = pixels.height * times;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const source = (Math.floor(y / times) * pixels.width + Math.floor(x / times)) * 3;
      data.set(pixels.data.subarray(source, source + 3), (y * width + x) * 3);
    }
  return { data, width, height };
}

const distance = (one: number[], other: number[]) =>
  Math.hypot(...one.map((value, index) => value - other[index]));

async function descriptorOf(name: SampleFaceName) {
  const { largest } = await findFaces(pixelsOf(sampleFacePhoto(name, 'second')));
  if (!largest) throw new Error(`no face in the snapshot of ${name}`);
  return largest.descriptor;
}

describe('the face model', () => {
  it(
    'finds the face of a large photo on a smaller copy, boxed in the photo’s own pixels, and still tells people apart',
    async () => {
      await loadFaceModel();
      const photo = enlarged(pixelsOf(sampleFacePhoto('a')), 3);
      const { largest, others } = await findFaces(photo);
      expect(others).toEqual([]);
      expect(largest?.box.width).toBeGreaterThan(photo.width / 4);
      expect((largest?.box.x ?? 0) + (largest?.box.width ?? 0)).toBeLessThanOrEqual(photo.width);
      const descriptor = largest?.descriptor ?? [];
      expect(distance(descriptor, await descriptorOf('a'))).toBeLessThan(FACE_MATCH_DISTANCE);
      for (const stranger of ['b', 'e', 'h'] as const)
        expect(distance(descriptor, await descriptorOf(stranger))).toBeGreaterThan(FACE_MATCH_DISTANCE);
    },
    MODEL_TIMEOUT_MS,
  );

  it(
    'tells every face of a group photo, describing the largest',
    async () => {
      await loadFaceModel();
      const { largest, others } = await findFaces(pixelsOf(twoFacesPhoto()));
      expect(others).toHaveLength(1);
      expect(largest?.descriptor).toHaveLength(128);
      const area = (box: { width: number; height: number }) => box.width * box.height;
      expect(area(largest?.box ?? others[0].box)).toBeGreaterThanOrEqual(area(others[0].box));
    },
    MODEL_TIMEOUT_MS,
  );
});
