import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KG_API, type KgBaseSummary, type QueryTestAnswer } from '../../src/shared/api/knowledge-graph';
import type { Page } from '../../src/shared/api/paging';
import { kgBases } from '../db/schema';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { succeeded } from './test-support/kg-fixtures';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

describe('the demo knowledge graph', () => {
  it('is built on seed, so the query test answers the museum questions on a fresh start', async () => {
    const [seeded] = await app.db
      .select({ projectId: kgBases.projectId })
      .from(kgBases)
      .where(eq(kgBases.name, '展馆知识图谱'));
    const page = succeeded(
      await app.call<Page<KgBaseSummary>>(app.enterpriseA, {
        method: 'GET',
        url: KG_API.basePage,
        query: { projectId: seeded.projectId },
      }),
      'basePage',
    );
    const base = page.content.find((row) => row.name === '展馆知识图谱') as KgBaseSummary;
    expect(base.build).toMatchObject({ state: 'BUILT', stale: false });
    expect(base.conceptCount).toBe(4);
    const ask = async (question: string) =>
      succeeded(
        await app.call<QueryTestAnswer>(app.enterpriseA, {
          method: 'GET',
          url: KG_API.queryTest,
          query: { kgBaseId: base.id, question },
        }),
        question,
      );
    expect((await ask('展馆的门票多少钱')).answer).toContain('成人票60元');
    expect((await ask('博物馆几点开门？')).answer).toContain('9:00-17:00');
    expect((await ask('四羊方尊在哪里')).answer).toBe('四羊方尊的所在展厅是青铜器厅');
    expect((await ask('清明上河图的作者是谁')).answer).toContain('张择端');
    expect((await ask('有哪些展厅')).answer).toBe('展厅有：古代科技厅、青铜器厅、书画厅、陶瓷厅');
    const era = await ask('水运仪象台是哪个朝代的');
    expect(era.answer).toBe('水运仪象台的年代是北宋');
    expect(era.template?.libraryName).toBe('通用模板库');
  });
});
