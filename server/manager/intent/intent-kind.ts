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
import { MSG } from '../../../src/shared/messages';
import { intents } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
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
  messages: { ...INTENT_MSG, deleted: MSG.deleted },
  log: { action: 'intent', idKey: 'intentId' },
  read: { summaries: intentSummaries, detail: readIntent },
  calls: {
    page: { url: INTENT_API.page, query: intentPageQuery },
    detail: { method: 'GET', url: INTENT_API.detail, id: intentIdQuery },
    create: { method: 'PUT', url: INTENT_API.create, body: intentCreateBody },
    edit: { method: 'POST', url: INTENT_API.edit, body: intentEditBody },
    enable: { method: 'PUT', url: INTENT_API.enable, body: intentEnableBody },
    remove: { method: 'DELETE', url: INTENT_API.remove, id: intentIdQuery },
  },
  // The reply may name only the intent's slots, and the action must be one of the project's.
  async beforeEdit({ tx, id, projectId }, fields) {
    await tx.select({ id: intents.id }).from(intents).where(eq(intents.id, id)).for('update');
    const { reply, actionId } = fields as { reply: string; actionId: string | null };
    requireKnownVariables(reply, await slotNamesOf(tx, id));
    await requireProjectAction(tx, projectId, actionId);
  },
};

export const intentAccess = accessOfKind(intentKind);
