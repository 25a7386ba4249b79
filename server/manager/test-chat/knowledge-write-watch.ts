import type { FastifyInstance } from 'fastify';
import { TEST_CHAT_API } from '../../../src/shared/api/test-chat';
import { projectMatchers } from '../../answering/project-matchers';
import type { AppContext } from '../../context';

/**
 * Every console call that may write (anything but GET, and the test chat itself) tells the
 * matchers, so the next question reads the project's knowledge version again instead of trusting
 * the last read for up to a second: an operator's edit is answered from at once. Registered
 * first in the manager plugin, so the hook reaches every call, those of sub-plugins too.
 */
export function watchKnowledgeWrites(app: FastifyInstance, context: AppContext): void {
  const matchers = projectMatchers(context.db);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.routeOptions.url !== TEST_CHAT_API.ask
    ) {
      matchers.knowledgeMayHaveChanged();
    }
    return payload;
  });
}
