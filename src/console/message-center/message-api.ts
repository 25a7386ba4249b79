import type { Page, PageQuery } from '../../shared/api/paging';
import type { MessageBody, MessageSummary } from '../../shared/api/uc-account';
import { UC } from '../../shared/api/uc-paths';
import { http } from '../api/http';

/**
 * The message center's calls (contract in shared/api/uc-account.ts). Reading fails silently
 * (accounts spec section 4): the list simply stays as it was.
 */
export const messageApi = {
  page: (query: PageQuery) => http.get<Page<MessageSummary>>(UC.messagePage, query, { quiet: true }),
  /** Reading a body marks the message read. */
  body: (id: string) => http.get<MessageBody>(UC.messageBody, { id }, { quiet: true }),
  remove: (ids: string[]) => http.delete<number>(UC.message, { ids }),
};
