import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { acknowledgeBody, alarmQuery, MONITORING_API, MONITORING_MSG } from '../../src/shared/api/monitoring';
import { pageOf } from '../../src/shared/api/paging';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { alarms, projects } from '../db/schema';
import { notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { logChange } from '../manager/audit';
import { isRowId } from '../manager/row-id';
import { alarmsWithIds, readAlarms, selectAlarms, toAlarm } from './alarm-rows';
import { watchedDevice, watchedProject, watchedProjects } from './monitoring-access';

/** Alarms are kept: the list (open ones and history) and acknowledging one, which records the person. */
export function alarmCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(MONITORING_API.alarms, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(alarmQuery, request.query);
    const watched = await watchedProjects(db, user);
    if (query.projectId) await watchedProject(db, user, query.projectId);
    if (query.deviceId) await watchedDevice(db, user, query.deviceId);
    const where = and(
      watched,
      query.projectId ? eq(alarms.projectId, query.projectId) : undefined,
      query.deviceId ? eq(alarms.deviceId, query.deviceId) : undefined,
      query.kind ? eq(alarms.kind, query.kind) : undefined,
      query.open === undefined ? undefined : query.open ? isNull(alarms.endedAt) : isNotNull(alarms.endedAt),
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      selectAlarms(db)
        .where(where)
        .orderBy(desc(alarms.beganAt), desc(alarms.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db
        .select({ value: count() })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .where(where),
    ]);
    return ok(pageOf(rows.map(toAlarm), query, total?.value ?? 0));
  });

  app.post(MONITORING_API.acknowledge, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(acknowledgeBody, request.body);
    const watched = await watchedProjects(db, user);
    const [alarm] = isRowId(id) ? await readAlarms(db, and(watched, eq(alarms.id, id)) as SQL) : [];
    if (!alarm) throw notFound(MONITORING_MSG.alarmNotFound);
    const now = clock.now();
    // The first person to acknowledge is the one on record; acknowledging again changes nothing.
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(alarms)
        .set({ acknowledgedBy: user.userId, acknowledgedAt: now })
        .where(and(eq(alarms.id, id), isNull(alarms.acknowledgedAt)))
        .returning({ id: alarms.id });
      if (changed)
        await logChange(tx, now, user, request, 'alarm.acknowledge', {
          alarmId: id,
          deviceId: alarm.deviceId,
          projectId: alarm.projectId,
          kind: alarm.kind,
        });
    });
    const [acknowledged] = await readAlarms(db, alarmsWithIds([id]));
    context.fleet.publish([{ kind: 'alarm', projectId: acknowledged.projectId, alarm: acknowledged }]);
    return ok(acknowledged, MONITORING_MSG.acknowledged);
  });
}
