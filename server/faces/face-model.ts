import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import type { RgbPixels } from './picture-pixels';

/** A face found in a picture: its box in pixels, how sure the detector is, and its 128 numbers. */
export interface FoundFace {
  box: { x: number; y: number; width: number; height: number };
  score: number;
  descriptor: number[];
}

/** Below this the detector's guess is not taken for a face (its own default is 0.5). */
const MIN_CONFIDENCE = 0.5;
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

/** Every face in the picture with its descriptor (the model's own inference, nothing else). */
export async function findFaces(pixels: RgbPixels): Promise<FoundFace[]> {
  const image = tf.tensor3d(pixels.data, [pixels.height, pixels.width, 3], 'int32');
  try {
    const results = await faceapi
      .detectAllFaces(image as unknown as faceapi.TNetInput, detectorOptions)
      .withFaceLandmarks()
      .withFaceDescriptors();
    return results.map(({ detection, descriptor }) => ({
      box: {
        x: Math.round(detection.box.x),
        y: Math.round(detection.box.y),
        width: Math.round(detection.box.width),
        height: Math.round(detection.box.height),
      },
      score: Number(detection.score.toFixed(3)),
      descriptor: Array.from(descriptor, (value) => Number(value.toFixed(6))),
    }));
  } finally {
    image.dispose();
  }
}
