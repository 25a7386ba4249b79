import { eq } from 'drizzle-orm';
import { SPEAKER_MSG } from '../../../src/shared/api/speakers';
import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { speakers } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { requireProjectFlag } from '../../permissions/project-access';
import {
  type PermittedResource,
  type ResourceAccess,
  requireFlagsOnEach,
  resourceAccess,
} from '../../permissions/resource-access';
import { isRowId } from '../row-id';

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
  const [row] = isRowId(id)
    ? await db.select({ projectId: speakers.projectId }).from(speakers).where(eq(speakers.id, id))
    : [];
  if (!row) throw notFound(SPEAKER_MSG.notFound);
  try {
    await requireProjectFlag(db, user, row.projectId, projectFlagFor(flag));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(SPEAKER_MSG.notFound);
    throw error;
  }
  const access = await resourceAccess(db, user, 'PRONOUNCE');
  const [speaker] = await requireFlagsOnEach(access, [id], [flag]);
  return { access, speaker, projectId: row.projectId };
}
