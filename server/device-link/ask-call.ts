import type { FastifyInstance } from 'fastify';
import { askBody, DEVICE_LINK, SMALL_BODY_LIMIT_BYTES } from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import type { MatchAnswer } from '../../src/shared/api/test-chat';
import { answerWithPersona } from '../answering/persona-answers';
import type { AppContext } from '../context';
import { validate } from '../http/validate';
import type { DeviceGate } from './device-gate';

/**
 * POST ask: a visitor's question, answered by the robot's project's matcher — the same answer
 * the console's test chat shows (what matched, the score, a follow-up's pending intent). The
 * robot reports the turn afterwards as a conversation event, with `unknown` from this answer.
 */
export function askCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  app.post(DEVICE_LINK.ask, { bodyLimit: SMALL_BODY_LIMIT_BYTES }, async (request) => {
    const device = await gate.authenticate(request);
    const { question, pending, offered } = validate(askBody, request.body);
    const answer = answerWithPersona(
      context.db,
      device.projectId,
      question,
      { pending, offered },
      { deviceId: device.id },
    );
    return ok<MatchAnswer>(await answer);
  });
}
