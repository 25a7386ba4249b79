import { and, eq, inArray } from 'drizzle-orm';
import type { ActionStep } from '../../../src/shared/api/actions';
import type { Database } from '../../db/database';
import { homepages, mapPoints, maps } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { isRowId } from '../row-id';

export const STEP_REFERENCE_MSG = {
  pageMissing: '所选页面不存在，请重新选择',
  pointMissing: '所选点位不存在，请重新选择',
} as const;

/**
 * The steps with their references checked against the project: a page must be a page of one of
 * the project's screen configurations, a point (when chosen from a map) a point of one of its
 * maps. Names are taken from what they refer to, so the list reads as the robot will act.
 */
export async function checkStepReferences(
  db: Database,
  projectId: string,
  steps: ActionStep[],
): Promise<ActionStep[]> {
  const homepageIds = [
    ...new Set(steps.flatMap((step) => (step.kind === 'SHOW_PAGE' ? [step.homepageId] : []))),
  ];
  const pointIds = [
    ...new Set(steps.flatMap((step) => (step.kind === 'MOVE_TO' && step.pointId ? [step.pointId] : []))),
  ];
  if (!homepageIds.every(isRowId)) throw badRequest(STEP_REFERENCE_MSG.pageMissing);
  if (!pointIds.every(isRowId)) throw badRequest(STEP_REFERENCE_MSG.pointMissing);
  const [configurations, points] = await Promise.all([
    homepageIds.length === 0
      ? []
      : db
          .select({ id: homepages.id, document: homepages.document })
          .from(homepages)
          .where(and(eq(homepages.projectId, projectId), inArray(homepages.id, homepageIds))),
    pointIds.length === 0
      ? []
      : db
          .select({ id: mapPoints.id, name: mapPoints.name })
          .from(mapPoints)
          .innerJoin(maps, eq(maps.id, mapPoints.mapId))
          .where(and(eq(maps.projectId, projectId), inArray(mapPoints.id, pointIds))),
  ]);
  const pages = new Map(configurations.map((row) => [row.id, row.document.pages]));
  const pointNames = new Map(points.map((point) => [point.id, point.name]));
  return steps.map((step) => {
    if (step.kind === 'SHOW_PAGE') {
      const page = pages.get(step.homepageId)?.find((candidate) => candidate.id === step.pageId);
      if (!page) throw badRequest(STEP_REFERENCE_MSG.pageMissing);
      return { ...step, pageName: page.name };
    }
    if (step.kind === 'MOVE_TO' && step.pointId) {
      const pointName = pointNames.get(step.pointId);
      if (!pointName) throw badRequest(STEP_REFERENCE_MSG.pointMissing);
      return { ...step, pointName };
    }
    return step;
  });
}
