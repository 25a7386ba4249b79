import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import type { Picture, PictureArea, RgbPixels } from './picture-pixels';

/** A face the detector found in a picture: its box in pixels and how sure the detector is. */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  score: number;
}

/** …with its 128 numbers (the recognition net's descriptor). */
export interface FoundFace extends DetectedFace {
  descriptor: number[];
}

/**
 * What the model finds in a picture: its largest face with its descriptor, and the other faces.
 * Only the largest is described: a person's photo must hold one face and face search answers who
 * the largest face of a snapshot is, so describing the others (a few hundred milliseconds each)
 * would be thrown away.
 */
export interface FacesFound {
  largest: FoundFace | null;
  others: DetectedFace[];
}

/** Below this the detector's guess is not taken for a face (its own default is 0.5). */
const MIN_CONFIDENCE = 0.5;
/**
 * The detector looks at a copy of the picture this long on its longest side: SSD MobileNet resizes
 * what it is given to 512×512 anyway, and a full-size photo made that resize (and the padding to a
 * square before it) cost more than the shrink. The largest face is described at full resolution.
 */
export const DETECTION_SIDE = 640;
/**
 * The largest face is described from the part of the picture around its box, this many box sizes
 * wider on each side: the landmarks align the face within a square that may reach past the box.
 */
const DESCRIBED_MARGIN = 0.5;
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * Loads the detector (SSD MobileNet v1), the 68-point landmarks that align a face and the
 * recognition net (128-number descriptor), all from the weights inside @vladmandic/face-api, on
 * TensorFlow.js's WASM backend, whose .wasm files are inside @tensorflow/tfjs-backend-wasm:
 * nothing is fetched from the network. Once per process (the worker's).
 */
export async function loadFaceModel(): Promise<void> {
  // false: emscripten reads the .wasm with fs (Node's fetch takes no file path).
  setWasmPaths(`${join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`, false);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
}

const detectorOptions = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE, maxResults: 10 });

const imageTensor = (pixels: RgbPixels) =>
  tf.tensor3d(pixels.data, [pixels.height, pixels.width, 3], 'int32');

/** The faces the detector finds on the picture's small copy, boxed in the picture's own pixels. */
async function detectFaces(picture: Picture): Promise<faceapi.FaceDetection[]> {
  const image = imageTensor(picture.smallCopy);
  try {
    const detections = await faceapi.detectAllFaces(image as unknown as faceapi.TNetInput, detectorOptions);
    return detections.map((detection) => detection.forSize(picture.width, picture.height));
  } finally {
    image.dispose();
  }
}

/** The part of the picture around a face's box, inside the picture. */
function areaAround(picture: Picture, { box }: faceapi.FaceDetection): PictureArea {
  const left = Math.max(0, Math.floor(box.x - box.width * DESCRIBED_MARGIN));
  const top = Math.max(0, Math.floor(box.y - box.height * DESCRIBED_MARGIN));
  const right = Math.min(picture.width, Math.ceil(box.right + box.width * DESCRIBED_MARGIN));
  const bottom = Math.min(picture.height, Math.ceil(box.bottom + box.height * DESCRIBED_MARGIN));
  return { left, top, width: right - left, height: bottom - top };
}

/** The face's 128 numbers: its landmarks align it, then the recognition net reads it. */
async function describeFace(picture: Picture, detection: faceapi.FaceDetection): Promise<number[] | null> {
  const area = areaAround(picture, detection);
  const { box } = detection;
  const inArea = new faceapi.FaceDetection(
    detection.score,
    new faceapi.Rect(
      (box.x - area.left) / area.width,
      (box.y - area.top) / area.height,
      box.width / area.width,
      box.height / area.height,
    ),
    { width: area.width, height: area.height },
  );
  const image = imageTensor(await picture.region(area));
  try {
    const found = Promise.resolve([faceapi.extendWithFaceDetection({}, inArea)]);
    const landmarks = new faceapi.DetectAllFaceLandmarksTask(
      found,
      image as unknown as faceapi.TNetInput,
      false,
    );
    const [described] = await landmarks.withFaceDescriptors();
    return described ? Array.from(described.descriptor, (value) => Number(value.toFixed(6))) : null;
  } finally {
    image.dispose();
  }
}

const toDetectedFace = (detection: faceapi.FaceDetection): DetectedFace => ({
  box: {
    x: Math.round(detection.box.x),
    y: Math.round(detection.box.y),
    width: Math.round(detection.box.width),
    height: Math.round(detection.box.height),
  },
  score: Number(detection.score.toFixed(3)),
});

/** The faces of the picture, the largest with its descriptor. */
export async function findFaces(picture: Picture): Promise<FacesFound> {
  const detections = (await detectFaces(picture)).sort((one, other) => other.box.area - one.box.area);
  const [largest, ...others] = detections;
  const descriptor = largest && (await describeFace(picture, largest));
  return {
    largest: descriptor ? { ...toDetectedFace(largest), descriptor } : null,
    others: others.map(toDetectedFace),
  };
}
