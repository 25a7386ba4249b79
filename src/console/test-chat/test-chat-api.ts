import { type MatchAnswer, TEST_CHAT_API, type TestChatBody } from '../../shared/api/test-chat';
import { http } from '../api/http';

/** The test chat call (shared/api/test-chat.ts); its refusals show in the chat, not as toasts. */
export const testChatApi = {
  ask: (body: TestChatBody) => http.post<MatchAnswer>(TEST_CHAT_API.ask, body, { quiet: true }),
};
