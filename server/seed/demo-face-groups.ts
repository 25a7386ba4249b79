import { eq } from 'drizzle-orm';
import { GREETING_NAME } from '../../src/shared/api/face-groups';
import type { Database } from '../db/database';
import { faceGroups } from '../db/schema';
import { demoProjectOf } from './demo-fleet';

/**
 * Gives the demo project the face groups an exhibition hall keeps — its staff, its VIP guests and
 * a watch list — so 人脸库 opens on a real list. Written once: a project that has any group keeps
 * what its users made of them.
 */
export async function ensureDemoFaceGroups(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(faceGroups, eq(faceGroups.projectId, project.id))) > 0) return;
  const owner = { projectId: project.id, tenantId, userId: null, createdAt: now, updatedAt: now };
  await tx.insert(faceGroups).values([
    {
      ...owner,
      name: '展厅员工',
      purpose: 'STAFF',
      description: '讲解员、前台与安保，机器人识别后打招呼并记录到岗。',
      greeting: `${GREETING_NAME}，早上好，今天也辛苦啦`,
    },
    {
      ...owner,
      name: '贵宾',
      purpose: 'VIP',
      description: '合作单位与年卡会员，到访时通知前台。',
      greeting: `${GREETING_NAME}，欢迎再次光临，前台同事马上为您服务`,
    },
    {
      ...owner,
      name: '重点关注',
      purpose: 'WATCH',
      description: '曾在展厅内滋事的人员，识别后提醒安保，不主动问候。',
      enabled: false,
    },
  ]);
}
