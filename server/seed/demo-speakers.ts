import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { speakers } from '../db/schema';
import { demoProjectOf } from './demo-fleet';

/**
 * Gives the demo project two speakers, the first its default, so 发音人管理 opens on a real list
 * and robots receive a voice in their bundle. Written once: a project that has any speaker keeps
 * what its users made of them.
 */
export async function ensureDemoSpeakers(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(speakers, eq(speakers.projectId, project.id))) > 0) return;
  const owner = { projectId: project.id, tenantId, userId: null, createdAt: now, updatedAt: now };
  await tx.insert(speakers).values([
    {
      ...owner,
      name: '展厅讲解员',
      voice: 'xiaoxiao',
      speed: 1,
      pitch: 0,
      volume: 80,
      sampleText: '您好，欢迎来到一楼展厅，我来为您讲解本次展览的亮点。',
      isDefault: true,
    },
    {
      ...owner,
      name: '儿童区小向导',
      voice: 'xiaoyi',
      speed: 1.1,
      pitch: 12,
      volume: 70,
      sampleText: '小朋友你好呀，跟我一起去看看恐龙化石吧！',
      deviceTags: ['儿童区'],
    },
  ]);
}
