import type { MessageKind } from '../../../src/shared/api/uc-account';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema';

export interface Notice {
  kind: MessageKind;
  title: string;
  body: string;
}

/**
 * Puts a message in a user's message center. Call it inside the transaction of the event it
 * tells about, so there is never a message about something that did not happen.
 */
export async function sendMessage(tx: Database, userId: string, notice: Notice, at: Date): Promise<void> {
  await tx.insert(messages).values({ userId, ...notice, createdAt: at });
}
