import { and, asc, eq, sql } from 'drizzle-orm';
import { INTENT_MSG, replyVariables, unknownReplyVariable } from '../../../src/shared/api/intents';
import type { Database } from '../../db/database';
import { actions, intentSlots } from '../../db/schema';
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

/** Refuses (400) an action that is not one of the project's: the robot could not perform it. */
export async function requireProjectAction(
  tx: Database,
  projectId: string,
  actionId: string | null,
): Promise<void> {
  if (actionId === null) return;
  const found = await tx.$count(
    actions,
    and(eq(actions.projectId, projectId), sql`${actions.id}::text = ${actionId}`),
  );
  if (found === 0) throw badRequest(INTENT_MSG.actionMissing);
}
