import type { FastifyInstance } from 'fastify';
import { DEVICE_LINK, SMALL_BODY_LIMIT_BYTES } from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import { type AnswerMatch, answerMatchBody } from '../../src/shared/scene-flow/answer-match';
import { matchBranch } from '../answering/branch-answers';
import type { AppContext } from '../context';
import { validate } from '../http/validate';
import type { DeviceGate } from './device-gate';

/** POST scene-answer: the branch a visitor's answer to a scene's ask takes, by the robot's project's matcher. */
export function sceneAnswerCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  app.post(DEVICE_LINK.sceneAnswer, { bodyLimit: SMALL_BODY_LIMIT_BYTES }, async (request) => {
    const device = await gate.authenticate(request);
    const body = validate(answerMatchBody, request.body);
    return ok<AnswerMatch>({ branchId: await matchBranch(context.db, device.projectId, body) });
  });
}
