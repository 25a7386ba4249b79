import { eq, type SQL } from 'drizzle-orm';
import { DEVICE_MSG } from '../../src/shared/api/devices';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { devices, projects } from '../db/schema';
import { isRowId } from '../manager/row-id';
import { requireProjectFlag, requireRowProjectFlag } from '../permissions/project-access';
import { requireMenu } from '../permissions/require-menu';
import { resourceAccess, visibleRows } from '../permissions/resource-access';

/** The projects whose robots the caller watches: those they may see, once they hold MONITOR. */
export async function watchedProjects(db: Database, user: ScopedUser): Promise<SQL> {
  requireMenu(user, 'MONITOR');
  return visibleRows(resourceAccess(db, user, 'PROJECT'));
}

/** The ids of watchedProjects (the live feed filters its news by them). */
export async function watchedProjectIds(db: Database, user: ScopedUser): Promise<Set<string>> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(await watchedProjects(db, user));
  return new Set(rows.map((row) => row.id));
}

/** A project named in a filter: one the caller may see, else 404 (项目不存在). */
export async function watchedProject(db: Database, user: ScopedUser, projectId: string): Promise<string> {
  requireMenu(user, 'MONITOR');
  return requireProjectFlag(db, user, projectId, 'accessAuth');
}

/** A robot of a watched project; another scope's robot is as missing as one that never was. */
export async function watchedDevice(
  db: Database,
  user: ScopedUser,
  id: string,
): Promise<{ id: string; projectId: string }> {
  requireMenu(user, 'MONITOR');
  const [device] = isRowId(id)
    ? await db
        .select({ id: devices.id, projectId: devices.projectId })
        .from(devices)
        .where(eq(devices.id, id))
    : [];
  const projectId = await requireRowProjectFlag(
    db,
    user,
    device?.projectId,
    'accessAuth',
    DEVICE_MSG.deviceNotFound,
  );
  return { id, projectId };
}
