import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { type RgbPixels, shrinkPixels } from './picture-pixels';

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
 * square before it) cost more than the shrink. The largest face is described from the full picture.
 */
const DETECTION_SIDE = 640;
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

/** The faces the detector finds, with their boxes in the pixels of `pixels`. */
async function detectFaces(pixels: RgbPixels): Promise<faceapi.FaceDetection[]> {
  const image = imageTensor(shrinkPixels(pixels, DETECTION_SIDE));
  try {
    const detections = await faceapi.detectAllFaces(image as unknown as faceapi.TNetInput, detectorOptions);
    return detections.map((detection) => detection.forSize(pixels.width, pixels.height));
  } finally {
    image.dispose();
  }
}

/** The face's 128 numbers: its landmarks align it, then the recognition net reads it. */
async function describeFace(pixels: RgbPixels, detection: faceapi.FaceDetection): Promise<number[] | null> {
  const image = imageTensor(pixels);
  try {
    const found = Promise.resolve([faceapi.extendWithFaceDetection({}, detection)]);
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

/** The faces of the picture, the largest with its descriptor (the model's own inference, nothing else). */
export async function findFaces(pixels: RgbPixels): Promise<FacesFound> {
  const detections = (await detectFaces(pixels)).sort((one, other) => other.box.area - one.box.area);
  const [largest, ...others] = detections;
  const descriptor = largest && (await describeFace(pixels, largest));
  return {
    largest: descriptor ? { ...toDetectedFace(largest), descriptor } : null,
    others: others.map(toDetectedFace),
  };
}
