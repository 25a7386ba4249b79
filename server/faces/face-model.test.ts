import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FACE_MATCH_DISTANCE } from '../../src/shared/api/face-search';
import { DETECTION_SIDE, findFaces, loadFaceModel } from './face-model';
import { decodePicture, type Picture } from './picture-pixels';
import { type SampleFaceName, sampleFacePhoto, twoFacesPhoto } from './sample-faces';

const MODEL_TIMEOUT_MS = 120_000;

async function pictureOf(bytes: Buffer): Promise<Picture> {
  const picture = await decodePicture(bytes, DETECTION_SIDE);
  if (!picture) throw new Error('the sample did not decode');
  return picture;
}

/** The photo `times` larger (nearest pixel), as a PNG: a phone-sized photo of the same face. */
async function enlarged(bytes: Buffer, times: number): Promise<Buffer> {
  const { width = 0 } = await sharp(bytes).metadata();
  return sharp(bytes)
    .resize({ width: width * times, kernel: 'nearest' })
    .png()
    .toBuffer();
}

const distance = (one: number[], other: number[]) =>
  Math.hypot(...one.map((value, index) => value - other[index]));

async function descriptorOf(name: SampleFaceName) {
  const { largest } = await findFaces(await pictureOf(sampleFacePhoto(name, 'second')));
  if (!largest) throw new Error(`no face in the snapshot of ${name}`);
  return largest.descriptor;
}

describe('the face model', () => {
  it(
    'finds the face of a large photo on a smaller copy, boxed in the photo’s own pixels, and still tells people apart',
    async () => {
      await loadFaceModel();
      const photo = await pictureOf(await enlarged(sampleFacePhoto('a'), 3));
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
      const { largest, others } = await findFaces(await pictureOf(twoFacesPhoto()));
      expect(others).toHaveLength(1);
      expect(largest?.descriptor).toHaveLength(128);
      const area = (box: { width: number; height: number }) => box.width * box.height;
      expect(area(largest?.box ?? others[0].box)).toBeGreaterThanOrEqual(area(others[0].box));
    },
    MODEL_TIMEOUT_MS,
  );
});
