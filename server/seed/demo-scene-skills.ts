import { and, eq } from 'drizzle-orm';
import { SCENE_EXAMPLE_FLOWS } from '../../src/shared/scene-flow/scene-examples';
import type { Database } from '../db/database';
import { skills } from '../db/schema';
import { demoProjectOf } from './demo-fleet';

/**
 * Gives the demo project a scene its robots run — the shipped 迎宾 flow, enabled — and a 展品讲解
 * draft still to be finished (its page and point are the operator's to pick), so 场景技能 opens
 * on a used list and the robots' runs show at once. Written once: a project that has any scene
 * keeps what its users made of them.
 */
export async function ensureDemoSceneSkills(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(skills, and(eq(skills.projectId, project.id), eq(skills.kind, 'SCENE')))) > 0) return;
  const owner = {
    projectId: project.id,
    tenantId,
    userId: null,
    createdAt: now,
    updatedAt: now,
    kind: 'SCENE' as const,
  };
  await tx.insert(skills).values([
    {
      ...owner,
      name: '前台迎宾',
      description: '访客打招呼时问候，并问清是来办事还是随便看看。',
      definition: SCENE_EXAMPLE_FLOWS.welcome(),
      enabled: true,
    },
    {
      ...owner,
      name: '镇馆之宝讲解',
      description: '草稿：选好展品页面和讲解点位后即可启用。',
      definition: SCENE_EXAMPLE_FLOWS.exhibit(),
      enabled: false,
    },
  ]);
}
