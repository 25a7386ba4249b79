import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  type MatchAnswer,
  TEST_CHAT_API,
  TEST_CHAT_MSG,
  testChatBody,
} from '../../../src/shared/api/test-chat';
import type { MenuCode } from '../../../src/shared/permissions';
import { answerWithPersona, requirePersonaOfProject } from '../../answering/persona-answers';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireProjectFlag } from '../../permissions/project-access';
import { findLibrary } from '../qa/qa-access';

/** The screens the test chat opens from: the Q&A library, or 意图管理 (under 技能管理). */
const SCREENS_MENUS: MenuCode[][] = [['QA'], ['SKILL_MANAGEMENT', 'INTENT']];

function requireTestChatMenu(user: ScopedUser): void {
  const held = user.standing.menuCodes;
  if (!SCREENS_MENUS.some((codes) => codes.every((code) => held.includes(code)))) throw forbidden();
}

/**
 * POST test-chat: the project's matcher answers the operator's question as it would a robot's,
 * with why (what matched, the score, the words, the runners-up). Reading a project's knowledge
 * needs the project's accessAuth and the menu of a screen the chat opens from; within one
 * library, what reading that library needs (QA menu, accessAuth on the library). Nothing is
 * recorded: a test is not a conversation.
 */
export function testChatCall(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.post(TEST_CHAT_API.ask, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId, question, libraryId, pending, offered, personaId } = validate(
      testChatBody,
      request.body,
    );
    if (libraryId) {
      const found = await findLibrary(db, user, libraryId, 'accessAuth');
      if (found.projectId !== projectId) throw notFound(TEST_CHAT_MSG.libraryNotInProject);
    } else {
      requireTestChatMenu(user);
      await requireProjectFlag(db, user, projectId, 'accessAuth');
    }
    if (personaId) await requirePersonaOfProject(db, projectId, personaId);
    const persona = personaId ? { personaId } : 'projectDefault';
    return ok<MatchAnswer>(
      await answerWithPersona(db, projectId, question, { libraryId, pending, offered }, persona),
    );
  });
}
