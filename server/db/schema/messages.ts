import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageKind } from '../../../src/shared/api/uc-account';
import { users } from './users';

/** A message of the message center, addressed to one user. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What caused it (MESSAGE_KINDS). */
    kind: text('kind').$type<MessageKind>().notNull().default('system'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_user_read_idx').on(table.userId, table.read),
    index('messages_user_created_idx').on(table.userId, table.createdAt),
  ],
);
