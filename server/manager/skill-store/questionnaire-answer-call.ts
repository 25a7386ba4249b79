import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMALL_BODY_LIMIT_BYTES } from '../../../src/shared/api/device-link';
import { ok } from '../../../src/shared/api/envelope';
import {
  QUESTIONNAIRE_API,
  QUESTIONNAIRE_MSG,
  questionnaireAnswerBody,
} from '../../../src/shared/skill-store/questionnaire-answers';
import { questionnaireConfiguration } from '../../../src/shared/skill-store/skill-configurations';
import type { AppContext } from '../../context';
import { questionnaireAnswers, skills } from '../../db/schema';
import type { DeviceGate } from '../../device-link/device-gate';
import { badRequest, conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { isStoreSkill } from './store-skill-rows';

/**
 * POST questionnaire/answers (device API): a visitor's answers to the project's enabled
 * questionnaire, stored once per answer id (a retry stores nothing twice). Answers to questions
 * the questionnaire does not have are refused, so the results count only what was asked.
 */
export function questionnaireAnswerCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  app.post(QUESTIONNAIRE_API.answer, { bodyLimit: SMALL_BODY_LIMIT_BYTES }, async (request) => {
    const device = await gate.authenticate(request);
    const body = validate(questionnaireAnswerBody, request.body);
    const [skill] = await context.db
      .select({ id: skills.id, definition: skills.definition })
      .from(skills)
      .where(
        and(
          isStoreSkill,
          eq(skills.projectId, device.projectId),
          eq(skills.storeSkillCode, 'questionnaire'),
          skills.enabled,
        ),
      );
    const questionnaire = skill && questionnaireConfiguration.safeParse(skill.definition);
    if (!questionnaire?.success) throw conflict(QUESTIONNAIRE_MSG.notRunning);
    const asked = new Set(questionnaire.data.questions.map((question) => question.id));
    if (body.answers.some((answer) => !asked.has(answer.questionId)))
      throw badRequest(QUESTIONNAIRE_MSG.unknownQuestion);
    const stored = await context.db
      .insert(questionnaireAnswers)
      .values({
        deviceId: device.id,
        answerId: body.id,
        skillId: skill.id,
        answeredAt: new Date(body.at),
        answers: body.answers,
      })
      .onConflictDoNothing()
      .returning({ id: questionnaireAnswers.answerId });
    return ok({ stored: stored.length });
  });
}
