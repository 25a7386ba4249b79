import type { PageQuery } from '../../shared/api/paging';

/** Query keys of messages; the bell's unread count is among them, so reading or deleting refreshes it. */
export const MESSAGE_KEYS = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  page: (query: PageQuery) => ['messages', 'page', query] as const,
  body: (id: string) => ['messages', 'body', id] as const,
};
