import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KG_API, type KgBaseSummary, type QueryTestAnswer } from '../../src/shared/api/knowledge-graph';
import {
  GENERAL_LIBRARY_ID,
  KG_TEMPLATE_API,
  KG_TEMPLATE_MSG,
  type QaTemplate,
  type TemplateLibrarySummary,
} from '../../src/shared/api/knowledge-graph-templates';
import type { Page } from '../../src/shared/api/paging';
import { createProject } from '../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { kgCalls, succeeded } from './test-support/kg-fixtures';

let app: ManagerTestApp;
let kg: ReturnType<typeof kgCalls>;
let projectId: string;
let base: KgBaseSummary;
beforeAll(async () => {
  app = await createManagerTestApp();
  kg = kgCalls(app);
  projectId = (await createProject(app, app.enterpriseA, '模板项目')).id;
  base = await kg.createBase(app.enterpriseA, projectId, '营业厅图谱');
  const hall = await kg.createConcept(
    app.enterpriseA,
    {
      name: '网点',
      attributes: [
        { name: '营业时间', dataType: 'TEXT' },
        { name: '取号机位置', dataType: 'TEXT' },
      ],
    },
    base.id,
  );
  const attributeNamed = (name: string) =>
    hall.attributes.find((attribute) => attribute.name === name)?.id ?? '';
  await kg.createEntity(app.enterpriseA, {
    conceptId: hall.id,
    name: '滨江支行',
    aliases: ['本网点'],
    attributes: [
      // By name: the concept's answer does not promise its attributes' order.
      { attributeId: attributeNamed('营业时间'), value: '工作日 9:00-17:00' },
      { attributeId: attributeNamed('取号机位置'), value: '进门左手边' },
    ],
  });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const call = <T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  query?: Record<string, string>,
) => app.call<T>(app.enterpriseA, { method, url, payload, query });

describe('the Q&A template library', () => {
  it('ships the general library read-only and lets a project copy its scenes into a library of its own', async () => {
    const general = succeeded(
      await call<TemplateLibrarySummary>('GET', KG_TEMPLATE_API.library(GENERAL_LIBRARY_ID), undefined, {
        projectId,
      }),
      'general',
    );
    expect(general).toMatchObject({ general: true, usedBy: [{ id: base.id, name: '营业厅图谱' }] });
    const refused = await call('PATCH', KG_TEMPLATE_API.library(GENERAL_LIBRARY_ID), { name: '改名' });
    expect([refused.statusCode, refused.body.message]).toEqual([403, KG_TEMPLATE_MSG.generalReadOnly]);
    const bank = succeeded(
      await call<Page<QaTemplate>>('GET', KG_TEMPLATE_API.templates(GENERAL_LIBRARY_ID), undefined, {
        projectId,
        domain: 'bank',
      }),
      'bank templates',
    );
    expect(bank.totalElements).toBeGreaterThan(0);

    const own = succeeded(
      await call<TemplateLibrarySummary>('POST', KG_TEMPLATE_API.libraries, {
        projectId,
        name: '网点问法',
        copyDomains: ['bank'],
      }),
      'create',
    );
    expect(own.templateCount).toBe(bank.totalElements);
    const duplicate = await call('POST', KG_TEMPLATE_API.libraries, { projectId, name: '网点问法' });
    expect([duplicate.statusCode, duplicate.body.message]).toEqual([409, KG_TEMPLATE_MSG.libraryNameTaken]);
    const missingSlot = await call('POST', KG_TEMPLATE_API.templates(own.id), {
      kind: 'ATTRIBUTE',
      patterns: ['{entity}怎么样'],
    });
    expect([missingSlot.statusCode, missingSlot.body.message]).toEqual([
      400,
      KG_TEMPLATE_MSG.slotMissing('attribute'),
    ]);
    const unknownSlot = await call('POST', KG_TEMPLATE_API.templates(own.id), {
      kind: 'LIST',
      patterns: ['{concept}和{thing}'],
    });
    expect(unknownSlot.body.message).toBe(KG_TEMPLATE_MSG.unknownSlot);

    // A project template, chosen by the base, answers what the general one cannot.
    const template = succeeded(
      await call<QaTemplate>('POST', KG_TEMPLATE_API.templates(own.id), {
        kind: 'FIXED',
        patterns: ['{entity}去哪取号'],
        targets: ['取号机位置'],
      }),
      'template',
    ).id;
    await kg.build(app.enterpriseA, base.id);
    const ask = async (question: string) =>
      succeeded(
        await call<QueryTestAnswer>('GET', KG_API.queryTest, undefined, { kgBaseId: base.id, question }),
        question,
      );
    expect((await ask('本网点去哪取号')).answer).toBeNull();
    const chosen = await call<KgBaseSummary>('PATCH', KG_API.base(base.id), {
      templateLibraryIds: [own.id, GENERAL_LIBRARY_ID],
    });
    expect(chosen.body.data.templateLibraryIds).toEqual([own.id, GENERAL_LIBRARY_ID]);
    const answered = await ask('本网点去哪取号？');
    expect(answered.answer).toBe('滨江支行的取号机位置是进门左手边');
    expect(answered.template).toMatchObject({ libraryName: '网点问法', pattern: '{entity}去哪取号' });
    expect((await ask('滨江支行几点下班')).answer).toBe('滨江支行的营业时间是工作日 9:00-17:00');

    // A template's library of another project cannot be chosen; a deleted library is unchosen.
    const otherProject = (await createProject(app, app.enterpriseA, '别的模板项目')).id;
    const foreign = succeeded(
      await call<TemplateLibrarySummary>('POST', KG_TEMPLATE_API.libraries, {
        projectId: otherProject,
        name: '别处',
      }),
      'foreign',
    );
    const wrong = await call('PATCH', KG_API.base(base.id), { templateLibraryIds: [foreign.id] });
    expect([wrong.statusCode, wrong.body.message]).toEqual([400, KG_TEMPLATE_MSG.libraryNotFound]);
    expect((await call('DELETE', KG_TEMPLATE_API.template(template))).statusCode).toBe(200);
    expect((await call('DELETE', KG_TEMPLATE_API.library(own.id))).statusCode).toBe(200);
    const after = succeeded(await call<KgBaseSummary>('GET', KG_API.base(base.id)), 'base');
    expect(after.templateLibraryIds).toEqual([GENERAL_LIBRARY_ID]);
    expect(
      (await app.call(app.enterpriseC, { method: 'GET', url: KG_TEMPLATE_API.library(foreign.id) }))
        .statusCode,
    ).toBe(404);
  });
});
