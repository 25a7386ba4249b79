import { and, eq, inArray } from 'drizzle-orm';
import type { RobotEvent } from '../../src/shared/api/device-link';
import type { Database } from '../db/database';
import { sceneSkillRuns, skills } from '../db/schema';
import type { DeviceIdentity } from './device-gate';

export type SceneRun = Extract<RobotEvent, { type: 'sceneRun' }>;

/**
 * Stores the scene runs of a batch, each once (device, event id). A run of a scene that is not
 * in the robot's project (deleted since, or never its own) is not kept.
 */
export async function storeSceneRuns(
  tx: Database,
  device: DeviceIdentity,
  runs: SceneRun[],
): Promise<number> {
  if (runs.length === 0) return 0;
  const own = new Set(
    (
      await tx
        .select({ id: skills.id })
        .from(skills)
        .where(
          and(
            inArray(skills.id, [...new Set(runs.map((run) => run.skillId))]),
            eq(skills.projectId, device.projectId),
            eq(skills.kind, 'SCENE'),
          ),
        )
    ).map((row) => row.id),
  );
  const kept = runs.filter((run) => own.has(run.skillId));
  if (kept.length === 0) return 0;
  const stored = await tx
    .insert(sceneSkillRuns)
    .values(
      kept.map((run) => ({
        deviceId: device.id,
        eventId: run.id,
        projectId: device.projectId,
        skillId: run.skillId,
        occurredAt: new Date(run.at),
        trigger: run.trigger,
        path: run.path,
        outcome: run.outcome,
        failure: run.failure,
      })),
    )
    .onConflictDoNothing()
    .returning({ eventId: sceneSkillRuns.eventId });
  return stored.length;
}
