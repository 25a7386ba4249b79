import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEVICE_API,
  DEVICE_MODELS,
  DEVICE_MSG,
  deviceIdQuery,
  deviceKeyQuery,
  deviceModelQuery,
  devicePageQuery,
  deviceTagQuery,
  type NamedItem,
} from '../../../src/shared/api/devices';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { devices } from '../../db/schema';
import { validate } from '../../http/validate';
import { nameContains } from '../name-search';
import { deviceProject, findDevice, requireDeviceMenu } from './device-access';
import { deviceStateSql, expiringSoonSql } from './device-state';
import { deviceSummaryColumns, readDeviceSummary, toDeviceSummary } from './device-summary';

/** Tag suggestions are a pick list, not a report: the first ones matching are enough. */
const TAG_SUGGESTIONS = 50;

/** The device reads: the project's page of devices, one device, tag and model lists, a key. */
export function deviceReadCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  const summaryWhere = (where: SQL | undefined, missing: string) =>
    readDeviceSummary(db, clock.now(), where, missing);

  app.get(DEVICE_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(devicePageQuery, request.query);
    const projectId = await deviceProject(db, user, query.projectId, 'accessAuth');
    const now = clock.now();
    const where = and(
      eq(devices.projectId, projectId),
      query.name
        ? or(nameContains(devices.name, query.name), nameContains(devices.serial, query.name))
        : undefined,
      query.tag ? sql`${query.tag} = any(${devices.tags})` : undefined,
      query.model ? eq(devices.model, query.model) : undefined,
      query.state ? sql`${deviceStateSql(now)} = ${query.state}` : undefined,
      query.expiringSoon ? expiringSoonSql(now) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(deviceSummaryColumns(now))
        .from(devices)
        .where(where)
        // Newest first; the devices of one order (created together) in their number order, #2 before #10.
        .orderBy(
          desc(devices.createdAt),
          asc(sql`length(${devices.name})`),
          asc(devices.name),
          asc(devices.id),
        )
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(devices).where(where),
    ]);
    return ok(
      pageOf(
        rows.map((row) => toDeviceSummary(row, now)),
        query,
        total?.value ?? 0,
      ),
    );
  });

  app.get(DEVICE_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(deviceIdQuery, request.query);
    const device = await findDevice(db, user, id, 'accessAuth');
    return ok(await summaryWhere(eq(devices.id, device.id), DEVICE_MSG.deviceNotFound));
  });

  app.get(DEVICE_API.key, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(deviceKeyQuery, request.query);
    const projectId = await deviceProject(db, user, query.projectId, 'accessAuth');
    const where = and(eq(devices.projectId, projectId), eq(devices.activationKey, query.activationKey));
    return ok(await summaryWhere(where, DEVICE_MSG.keyNotFound));
  });

  app.get(DEVICE_API.tag, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(deviceTagQuery, request.query);
    const projectId = await deviceProject(db, user, query.projectId, 'accessAuth');
    const tags = db
      .selectDistinct({ tag: sql<string>`unnest(${devices.tags})`.as('tag') })
      .from(devices)
      .where(eq(devices.projectId, projectId))
      .as('tags');
    const rows = await db
      .select({ tag: tags.tag })
      .from(tags)
      // A literal, case-blind containment test: what was typed is never a pattern.
      .where(query.name ? sql`strpos(lower(${tags.tag}), lower(${query.name})) > 0` : undefined)
      .orderBy(asc(tags.tag))
      .limit(TAG_SUGGESTIONS);
    return ok<NamedItem[]>(rows.map(({ tag }) => ({ id: tag, name: tag })));
  });

  app.get(DEVICE_API.model, async (request) => {
    const user = await authenticateInScope(context, request);
    const { name } = validate(deviceModelQuery, request.query);
    requireDeviceMenu(user);
    const matching = DEVICE_MODELS.filter(
      (model) => !name || model.name.toLowerCase().includes(name.toLowerCase()),
    );
    return ok<NamedItem[]>(matching.map(({ id, name: modelName }) => ({ id, name: modelName })));
  });
}
