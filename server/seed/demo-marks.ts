import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qaMarks } from '../db/schema';
import { questionKey } from '../manager/operation/question-key';
import { demoProjectOf } from './demo-fleet';

/** Questions of the demo visitors (src/simulator/visitor-talk.ts) a museum's operator leaves unanswered. */
const IGNORED = ['股票今天涨了吗？', '帮我查一下快递'];

/**
 * 问答标注 as an operator left it yesterday: the off-topic questions ignored (已忽略), so the screen's
 * states read as used. Once: a project with any mark keeps its own.
 */
export async function ensureDemoMarks(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project || (await tx.$count(qaMarks, eq(qaMarks.projectId, project.id))) > 0) return;
  await tx.insert(qaMarks).values(
    IGNORED.map((question) => ({
      projectId: project.id,
      questionKey: questionKey(question),
      state: 'IGNORED' as const,
      question,
      markedAt: new Date(now.getTime() - 86_400_000),
    })),
  );
}
