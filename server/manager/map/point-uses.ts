import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PointUse } from '../../../src/shared/api/maps';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import type { ScreenNode } from '../../../src/shared/screen/node';
import type { Database } from '../../db/database';
import { deviceCommands, devices, homepages } from '../../db/schema';

/** Commands still on their way: a point they head for is in use. */
const OPEN_COMMANDS = ['PENDING', 'SENT', 'ACKED'] as const;

/** The column's JSON text names the point somewhere (a cheap filter before reading documents). */
const names = (column: PgColumn, pointId: string): SQL => sql`strpos(${column}::text, ${pointId}) > 0`;

function nodeUsesPoint(node: ScreenNode, pointId: string): boolean {
  if (node.tag === 'rb-navigation-page') {
    const destinations = node.data.destinations;
    if (
      Array.isArray(destinations) &&
      destinations.some((entry) => (entry as { pointId?: unknown } | null)?.pointId === pointId)
    ) {
      return true;
    }
  }
  return (node.children ?? []).some((child) => nodeUsesPoint(child, pointId));
}

/** The names of a document's pages whose navigation destinations include the point. */
export function pagesUsingPoint(document: ScreenDocument | null, pointId: string): string[] {
  return (document?.pages ?? []).filter((page) => nodeUsesPoint(page.ast, pointId)).map((page) => page.name);
}

/**
 * Where a point of the project is used: navigation pages of its screen configurations (the version
 * robots show, then drafts that differ) and commands still heading for it.
 */
export async function pointUses(
  db: Database,
  projectId: string,
  pointId: string,
  now: Date,
): Promise<PointUse[]> {
  const [screens, commands] = await Promise.all([
    db
      .select({
        id: homepages.id,
        name: homepages.name,
        document: homepages.document,
        releasedDocument: homepages.releasedDocument,
      })
      .from(homepages)
      .where(
        and(
          eq(homepages.projectId, projectId),
          or(names(homepages.document, pointId), names(homepages.releasedDocument, pointId)),
        ),
      ),
    db
      .select({
        id: deviceCommands.id,
        status: deviceCommands.status,
        createdAt: deviceCommands.createdAt,
        deviceName: devices.name,
      })
      .from(deviceCommands)
      .innerJoin(devices, eq(devices.id, deviceCommands.deviceId))
      .where(
        and(
          eq(deviceCommands.projectId, projectId),
          eq(deviceCommands.kind, 'GO_TO'),
          inArray(deviceCommands.status, [...OPEN_COMMANDS]),
          gt(deviceCommands.expiresAt, now),
          sql`${deviceCommands.payload}->>'pointId' = ${pointId}`,
        ),
      ),
  ]);
  const uses: PointUse[] = [];
  for (const screen of screens) {
    const released = pagesUsingPoint(screen.releasedDocument, pointId);
    const drafted = pagesUsingPoint(screen.document, pointId).filter((page) => !released.includes(page));
    for (const [pages, isReleased] of [
      [released, true],
      [drafted, false],
    ] as const) {
      for (const pageName of pages) {
        uses.push({
          kind: 'SCREEN',
          homepageId: screen.id,
          screenName: screen.name,
          pageName,
          released: isReleased,
        });
      }
    }
  }
  for (const command of commands) {
    uses.push({
      kind: 'COMMAND',
      commandId: command.id,
      deviceName: command.deviceName,
      status: command.status,
      createdAt: command.createdAt.toISOString(),
    });
  }
  return uses;
}

/** Whether a released screen shows any of the points (they may not go until it is republished). */
export async function releasedScreenUses(
  db: Database,
  projectId: string,
  pointIds: string[],
): Promise<boolean> {
  if (pointIds.length === 0) return false;
  const screens = await db
    .select({ releasedDocument: homepages.releasedDocument })
    .from(homepages)
    .where(
      and(
        eq(homepages.projectId, projectId),
        or(...pointIds.map((pointId) => names(homepages.releasedDocument, pointId))),
      ),
    );
  return screens.some((screen) =>
    pointIds.some((pointId) => pagesUsingPoint(screen.releasedDocument, pointId).length > 0),
  );
}
