import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qaCategories, qaLibraries, qaPairs } from '../db/schema';
import { demoProjectOf } from './demo-fleet';
import { DEMO_QA, DEMO_QA_LIBRARY } from './demo-qa-content';

/**
 * Gives the demo project the 展厅问答 library (about forty pairs in categories, one of them
 * nested) so 知识问答库, the matcher and the simulator work on real questions. Written once: a
 * project that has any library keeps what its users made of them.
 */
export async function ensureDemoQa(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(qaLibraries, eq(qaLibraries.projectId, project.id))) > 0) return;
  const [library] = await tx
    .insert(qaLibraries)
    .values({
      ...DEMO_QA_LIBRARY,
      projectId: project.id,
      tenantId,
      userId: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: qaLibraries.id });
  const categoryIds = new Map<string, string>();
  let sort = 0;
  const categoryOf = async (path: string): Promise<string> => {
    const known = categoryIds.get(path);
    if (known) return known;
    const cut = path.lastIndexOf('/');
    const parentId = cut < 0 ? null : await categoryOf(path.slice(0, cut));
    const [created] = await tx
      .insert(qaCategories)
      .values({ libraryId: library.id, parentId, name: path.slice(cut + 1), sort: sort++, createdAt: now })
      .returning({ id: qaCategories.id });
    categoryIds.set(path, created.id);
    return created.id;
  };
  for (const path of Object.keys(DEMO_QA)) await categoryOf(path);
  // One millisecond apart, the first written the newest: the list (latest change first) shows
  // them in the order written.
  const pairs = Object.entries(DEMO_QA).flatMap(([path, list]) =>
    list.map((pair) => ({ ...pair, categoryId: categoryIds.get(path) ?? null })),
  );
  await tx.insert(qaPairs).values(
    pairs.map((pair, index) => {
      const at = new Date(now.getTime() - index);
      return {
        libraryId: library.id,
        categoryId: pair.categoryId,
        question: pair.q,
        similarQuestions: pair.similar,
        answers: pair.answers.map((text) => ({ text, media: null, page: null })),
        tags: pair.tags ?? [],
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
