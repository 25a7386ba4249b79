import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK, type HeartbeatAnswer } from '../../src/shared/api/device-link';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { devices, maps, projects } from '../db/schema';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { activatedRobot } from '../monitoring/test-support/monitoring-fixtures';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const beat = (token: string, mapId: string) =>
  app.app.inject({
    method: 'POST',
    url: DEVICE_LINK.heartbeat,
    headers: { authorization: `Bearer ${token}` },
    payload: { battery: 80, volume: 50, position: { mapId, x: 10, y: 20, pointName: '前台' } },
  });

describe('a heartbeat’s position', () => {
  it('never lands on a map of another project of the same enterprise, and the answer says so', async () => {
    const [hall] = await app.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, '展厅导览机器人'));
    const [hallMap] = await app.db.select({ id: maps.id }).from(maps).where(eq(maps.projectId, hall.id));
    const second = await app.call<ProjectSummary>(app.enterpriseA, {
      method: 'PUT',
      url: PROJECT_API.create,
      payload: { name: '二号展厅', description: '' },
    });
    const robot = await activatedRobot(app, second.body.data.id, '二号迎宾');

    const answer = await beat(robot.token, hallMap.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: HeartbeatAnswer }>().data.ignoredMapId).toBe(hallMap.id);
    const [stored] = await app.db.select().from(devices).where(eq(devices.id, robot.id));
    expect(stored).toMatchObject({ mapId: null, positionX: 10, positionY: 20 });

    const own = await activatedRobot(app, hall.id, '一号迎宾');
    const kept = await beat(own.token, hallMap.id);
    expect(kept.json<{ data: HeartbeatAnswer }>().data.ignoredMapId).toBeNull();
    const [ownRow] = await app.db.select().from(devices).where(eq(devices.id, own.id));
    expect(ownRow.mapId).toBe(hallMap.id);
  });
});
