import { parentPort } from 'node:worker_threads';
import { DETECTION_SIDE, findFaces, loadFaceModel } from './face-model';
import type { FaceJob, FaceJobAnswer } from './face-worker-messages';
import { decodePicture } from './picture-pixels';

/** The face model's thread: decodes each picture it is sent (only the sizes the model needs) and answers the faces in it. */
const port = parentPort;
if (!port) throw new Error('face-model-worker runs as a worker thread');
const ready = loadFaceModel();

port.on('message', async (job: FaceJob) => {
  let answer: FaceJobAnswer;
  try {
    await ready;
    const picture = await decodePicture(job.bytes, DETECTION_SIDE);
    answer = picture
      ? { id: job.id, width: picture.width, height: picture.height, ...(await findFaces(picture)) }
      : { id: job.id, undecodable: true };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
