import type { FastifyInstance } from 'fastify';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import { FACE_SEARCH_BODY_LIMIT_BYTES, faceSearchBody } from '../../src/shared/api/face-search';
import type { AppContext } from '../context';
import { faceDetector } from '../faces/face-detector';
import { searchFace } from '../faces/face-search';
import { badRequest, unavailable } from '../http/api-error';
import { validate } from '../http/validate';
import type { DeviceGate } from './device-gate';

const SNAPSHOT_UNREADABLE = '抓拍照片无法解析，请发送 JPEG 或 PNG';
const SEARCH_FAILED = '人脸搜索暂不可用，请稍后重试';

/** POST faces/search: who the face in a robot's snapshot is, among its project's enabled face groups. */
export function faceSearchCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  app.post(DEVICE_LINK.faceSearch, { bodyLimit: FACE_SEARCH_BODY_LIMIT_BYTES }, async (request) => {
    const device = await gate.authenticate(request);
    const { image } = validate(faceSearchBody, request.body);
    const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    const picture = await faceDetector.detect(bytes).catch(() => {
      throw unavailable(SEARCH_FAILED);
    });
    if (!picture) throw badRequest(SNAPSHOT_UNREADABLE);
    return ok(await searchFace(context.db, device.projectId, picture, context.clock.now()));
  });
}
