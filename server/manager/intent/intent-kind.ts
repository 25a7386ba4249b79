import { eq } from 'drizzle-orm';
import {
  INTENT_API,
  INTENT_MSG,
  type IntentSummary,
  intentCreateBody,
  intentEditBody,
  intentEnableBody,
  intentIdQuery,
  intentPageQuery,
} from '../../../src/shared/api/intents';
import { intents } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
import { intentSummaries, readIntent } from './intent-summary';
import { requireKnownVariables, requireProjectAction, slotNamesOf } from './reply-check';

/**
 * 意图管理 (resource type INTENT), under 技能管理: both menu codes open it (spec section 6). Its
 * detail holds its slots and examples, which have their own calls (intent-content-calls).
 */
export const intentKind: ResourceKind<IntentSummary> = {
  type: 'INTENT',
  menus: ['SKILL_MANAGEMENT', 'INTENT'],
  table: intents,
  messages: INTENT_MSG,
  log: { action: 'intent', idKey: 'intentId' },
  read: { summaries: intentSummaries, detail: readIntent },
  calls: usualCalls(INTENT_API, {
    page: intentPageQuery,
    id: intentIdQuery,
    create: intentCreateBody,
    edit: intentEditBody,
    enable: intentEnableBody,
  }),
  // The reply may name only the intent's slots, and the action must be one of the project's.
  async beforeEdit({ tx, id, projectId }, fields) {
    await tx.select({ id: intents.id }).from(intents).where(eq(intents.id, id)).for('update');
    const { reply, actionId } = fields as { reply: string; actionId: string | null };
    requireKnownVariables(reply, await slotNamesOf(tx, id));
    await requireProjectAction(tx, projectId, actionId);
  },
};

export const intentAccess = accessOfKind(intentKind);
