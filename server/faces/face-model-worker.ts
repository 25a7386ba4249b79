import { parentPort } from 'node:worker_threads';
import { findFaces, loadFaceModel } from './face-model';
import type { FaceJob, FaceJobAnswer } from './face-worker-messages';
import { pictureToRgb } from './picture-pixels';

/** The face model's thread: decodes each picture it is sent and answers the faces in it. */
const port = parentPort;
if (!port) throw new Error('face-model-worker runs as a worker thread');
const ready = loadFaceModel();

port.on('message', async (job: FaceJob) => {
  let answer: FaceJobAnswer;
  try {
    await ready;
    const pixels = pictureToRgb(job.bytes);
    answer = pixels
      ? { id: job.id, width: pixels.width, height: pixels.height, ...(await findFaces(pixels)) }
      : { id: job.id, undecodable: true };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
