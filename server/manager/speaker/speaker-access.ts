import { eq } from 'drizzle-orm';
import { SPEAKER_MSG } from '../../../src/shared/api/speakers';
import type { MenuCode, ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { speakers } from '../../db/schema';
import { requireProjectFlag, requireRowProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import {
  type PermittedResource,
  type ResourceAccess,
  requireFlagsOnEach,
  resourceAccess,
} from '../../permissions/resource-access';
import { isRowId } from '../row-id';

/** 发音人管理 sits under 设备相关 in the side menu: both codes open it (spec section 6). */
const SPEAKER_MENUS: MenuCode[] = ['DEVICE_RELATED', 'PRONOUNCE'];

/** Every speaker call answers only to someone holding the menus of its screen. */
export const requireSpeakerMenus = (user: ScopedUser) => requireMenu(user, ...SPEAKER_MENUS);

/** The project whose speakers the caller reads (accessAuth) or changes (editAuth). */
export async function speakerProject(
  db: Database,
  user: ScopedUser,
  projectId: string,
  flag: ResourceFlag,
): Promise<string> {
  requireSpeakerMenus(user);
  return requireProjectFlag(db, user, projectId, flag);
}

/** Reading a project's speakers needs accessAuth on the project; changing them, editAuth. */
const projectFlagFor = (flag: ResourceFlag): ResourceFlag =>
  flag === 'accessAuth' ? 'accessAuth' : 'editAuth';

export interface FoundSpeaker {
  access: ResourceAccess;
  speaker: PermittedResource;
  projectId: string;
}

/**
 * The speaker `id` once the caller may act on it with `flag`: the project's flag (accessAuth to
 * read, editAuth to change) and the PRONOUNCE flag on the speaker. A speaker of a project the
 * caller cannot see is as missing as one that never existed (404 发音人不存在).
 */
export async function findSpeaker(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<FoundSpeaker> {
  requireSpeakerMenus(user);
  const [row] = isRowId(id)
    ? await db.select({ projectId: speakers.projectId }).from(speakers).where(eq(speakers.id, id))
    : [];
  const projectId = await requireRowProjectFlag(
    db,
    user,
    row?.projectId,
    projectFlagFor(flag),
    SPEAKER_MSG.notFound,
  );
  const access = resourceAccess(db, user, 'PRONOUNCE');
  const [speaker] = await requireFlagsOnEach(access, [id], [flag]);
  return { access, speaker, projectId };
}
