import { and, eq } from 'drizzle-orm';
import {
  RESOURCE_TYPE_NAMES,
  SHARE_LEVEL_NAMES,
  type ShareLevel,
} from '../../../src/shared/api/resource-permissions';
import type { ResourceType } from '../../../src/shared/permissions';
import type { Database } from '../../db/database';
import { resourceShares } from '../../db/schema';
import { type Notice, sendMessage } from '../../uc/message/send-message';

interface Share {
  userId: string;
  level: ShareLevel;
}

interface SharedResource {
  type: ResourceType;
  id: string;
  name: string;
}

/** The 项目共享 messages: a share given, its level changed, a share withdrawn. */
const SHARE_NOTICES = {
  given: (sharer: string, what: string, level: ShareLevel): Notice => ({
    kind: 'project_shared',
    title: `${what}已共享给您`,
    body: `${sharer} 将${what}共享给您，权限：${SHARE_LEVEL_NAMES[level]}。`,
  }),
  changed: (sharer: string, what: string, level: ShareLevel): Notice => ({
    kind: 'project_shared',
    title: `${what}的共享权限已变更`,
    body: `${sharer} 将您对${what}的权限改为：${SHARE_LEVEL_NAMES[level]}。`,
  }),
  withdrawn: (sharer: string, what: string): Notice => ({
    kind: 'project_shared',
    title: `${what}已不再共享给您`,
    body: `${sharer} 收回了${what}的共享，您将无法再打开它。`,
  }),
};

/**
 * Call before a resource's shares change, inside the same transaction: reads who holds a share
 * now and returns what to call once the new shares are written, which tells each colleague
 * whose share was given, changed or (when the new shares replace all of them) withdrawn.
 */
export async function shareNotices(
  tx: Database,
  resource: SharedResource,
  sharer: { nickname: string },
): Promise<(shares: Share[], at: Date, options: { replacing: boolean }) => Promise<void>> {
  const held = await tx
    .select({ userId: resourceShares.userId, level: resourceShares.level })
    .from(resourceShares)
    .where(and(eq(resourceShares.resourceType, resource.type), eq(resourceShares.resourceId, resource.id)));
  const before = new Map(held.map((share) => [share.userId, share.level]));
  const what = `${RESOURCE_TYPE_NAMES[resource.type]}「${resource.name}」`;
  const by = sharer.nickname;

  return async (shares, at, { replacing }) => {
    for (const share of shares) {
      const previous = before.get(share.userId);
      if (previous === share.level) continue;
      const notice = previous
        ? SHARE_NOTICES.changed(by, what, share.level)
        : SHARE_NOTICES.given(by, what, share.level);
      await sendMessage(tx, share.userId, notice, at);
    }
    if (!replacing) return;
    const kept = new Set(shares.map((share) => share.userId));
    for (const userId of before.keys()) {
      if (!kept.has(userId)) await sendMessage(tx, userId, SHARE_NOTICES.withdrawn(by, what), at);
    }
  };
}
