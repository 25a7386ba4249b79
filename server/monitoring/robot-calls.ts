import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  type DeviceSample,
  MONITORING_API,
  monitoredRobotQuery,
  type RobotConversation,
  robotIdQuery,
  robotPageQuery,
  samplesQuery,
} from '../../src/shared/api/monitoring';
import { pageOf } from '../../src/shared/api/paging';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { conversationTurns, deviceSamples, devices, projects } from '../db/schema';
import { validate } from '../http/validate';
import { watchedDevice, watchedProject, watchedProjects } from './monitoring-access';
import { robotConditions, robotDetail, robotOrder, selectRobots, toMonitoredRobot } from './robot-rows';

/** Most tags the filter offers. */
const TAG_LIMIT = 100;

/** The monitoring platform's robot table and the remote view's reads of one robot. */
export function robotCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(MONITORING_API.robots, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(monitoredRobotQuery, request.query);
    const watched = await watchedProjects(db, user);
    if (query.projectId) await watchedProject(db, user, query.projectId);
    const now = clock.now();
    const where = robotConditions(watched, query, now);
    const [rows, [total]] = await Promise.all([
      selectRobots(db, now)
        .where(where)
        .orderBy(...robotOrder)
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db
        .select({ value: count() })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(where),
    ]);
    return ok(
      pageOf(
        rows.map((row) => toMonitoredRobot(row, now)),
        query,
        total?.value ?? 0,
      ),
    );
  });

  app.get(MONITORING_API.robot, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(robotIdQuery, request.query);
    const device = await watchedDevice(db, user, id);
    return ok(await robotDetail(db, device.id, clock.now()));
  });

  app.get(MONITORING_API.samples, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(samplesQuery, request.query);
    const device = await watchedDevice(db, user, query.deviceId);
    const since = new Date(clock.now().getTime() - query.hours * 3_600_000);
    const rows = await db
      .select({
        at: deviceSamples.at,
        battery: deviceSamples.battery,
        mapId: deviceSamples.mapId,
        x: deviceSamples.x,
        y: deviceSamples.y,
      })
      .from(deviceSamples)
      .where(and(eq(deviceSamples.deviceId, device.id), gt(deviceSamples.at, since)))
      .orderBy(asc(deviceSamples.at));
    return ok(rows.map((row): DeviceSample => ({ ...row, at: row.at.toISOString() })));
  });

  app.get(MONITORING_API.conversations, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(robotPageQuery, request.query);
    const device = await watchedDevice(db, user, query.deviceId);
    const where = eq(conversationTurns.deviceId, device.id);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          eventId: conversationTurns.eventId,
          occurredAt: conversationTurns.occurredAt,
          question: conversationTurns.question,
          answer: conversationTurns.answer,
          unknown: conversationTurns.unknown,
        })
        .from(conversationTurns)
        .where(where)
        .orderBy(desc(conversationTurns.occurredAt), desc(conversationTurns.eventId))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(conversationTurns).where(where),
    ]);
    const turns = rows.map(
      (row): RobotConversation => ({ ...row, occurredAt: row.occurredAt.toISOString() }),
    );
    return ok(pageOf(turns, query, total?.value ?? 0));
  });

  app.get(MONITORING_API.tags, async (request) => {
    const user = await authenticateInScope(context, request);
    const watched = await watchedProjects(db, user);
    const rows = await db
      .selectDistinct({ tag: sql<string>`unnest(${devices.tags})` })
      .from(devices)
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .where(watched)
      .orderBy(sql`1`)
      .limit(TAG_LIMIT);
    return ok(rows.map((row) => row.tag));
  });
}
