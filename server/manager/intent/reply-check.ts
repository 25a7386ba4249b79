import { asc, eq } from 'drizzle-orm';
import { replyVariables, unknownReplyVariable } from '../../../src/shared/api/intents';
import type { Database } from '../../db/database';
import { intentSlots } from '../../db/schema';
import { badRequest } from '../../http/api-error';

/** The intent's slot names, in order. */
export async function slotNamesOf(tx: Database, intentId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: intentSlots.name })
    .from(intentSlots)
    .where(eq(intentSlots.intentId, intentId))
    .orderBy(asc(intentSlots.position));
  return rows.map((row) => row.name);
}

/** Refuses (400) a reply naming a variable that is none of the intent's slots: it would be read out as is. */
export function requireKnownVariables(reply: string, slotNames: readonly string[]): void {
  const unknown = replyVariables(reply).find((name) => !slotNames.includes(name));
  if (unknown) throw badRequest(unknownReplyVariable(unknown));
}
