import type { SceneNodeOf } from './scene-flow-schema';

/** A time the robot slept through (or was off at) by more than this is not made up for. */
export const LATE_START_MS = 60_000;

/** The last moment at or before `at` when the robot's local clock read `hhmm`. */
function lastOccurrence(hhmm: string, at: Date): Date {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const today = new Date(at);
  today.setHours(hours, minutes, 0, 0);
  if (today <= at) return today;
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  return yesterday;
}

/**
 * The time triggers a robot's clock passed between its previous tick and `at` (its local time, as
 * its working hours): each starts its scene once a day. The first tick passes nothing (a robot
 * switched on at 15:00 does not run its 09:00 scene), nor does a time long gone.
 */
export function dueTimeTriggers(
  triggers: SceneNodeOf<'trigger'>[],
  previous: Date | null,
  at: Date,
): SceneNodeOf<'trigger'>[] {
  if (!previous) return [];
  return triggers.filter((node) => {
    const { trigger } = node.data;
    if (trigger.on !== 'time') return false;
    const occurred = lastOccurrence(trigger.at, at);
    return occurred > previous && at.getTime() - occurred.getTime() <= LATE_START_MS;
  });
}
