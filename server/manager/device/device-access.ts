import { eq } from 'drizzle-orm';
import { DEVICE_MSG } from '../../../src/shared/api/devices';
import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema';
import { requireProjectFlag, requireRowProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import { isRowId } from '../row-id';

/** Device management is the DEVICE menu's: without it every device call is refused. */
export const requireDeviceMenu = (user: ScopedUser) => requireMenu(user, 'DEVICE');

/** The project whose devices the caller reads (accessAuth) or changes (editAuth). */
export async function deviceProject(
  db: Database,
  user: ScopedUser,
  projectId: string,
  flag: ResourceFlag,
): Promise<string> {
  requireDeviceMenu(user);
  return requireProjectFlag(db, user, projectId, flag);
}

/**
 * The project of a row found by its own id (a device, an order), checked like deviceProject. A row
 * of a project the caller cannot see is as missing as one that never existed: `missing` either way.
 */
export async function projectOfRow(
  db: Database,
  user: ScopedUser,
  projectId: string | undefined,
  flag: ResourceFlag,
  missing: string,
): Promise<string> {
  requireDeviceMenu(user);
  return requireRowProjectFlag(db, user, projectId, flag, missing);
}

/** The device `id` with its project, once the caller may act on it with `flag`. */
export async function findDevice(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<{ id: string; projectId: string }> {
  const [device] = isRowId(id)
    ? await db
        .select({ id: devices.id, projectId: devices.projectId })
        .from(devices)
        .where(eq(devices.id, id))
    : [];
  const projectId = await projectOfRow(db, user, device?.projectId, flag, DEVICE_MSG.deviceNotFound);
  return { id, projectId };
}
