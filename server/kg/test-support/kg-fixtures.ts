import type { InjectOptions } from 'fastify';
import {
  type ConceptCreateBody,
  type ConceptDetail,
  type EntityCreateBody,
  type EntityDetail,
  KG_API,
  type KgBaseSummary,
} from '../../../src/shared/api/knowledge-graph';
import type { Answer, Caller, ManagerTestApp } from '../../manager/test-support/manager-test-app';

/** The call's data, or a thrown error naming what answered instead. */
export function succeeded<T>(answer: Answer<T>, what: string): T {
  if (answer.statusCode !== 200 || answer.body.status !== 0) {
    throw new Error(`${what} answered ${answer.statusCode}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

export function kgCalls(app: ManagerTestApp) {
  const call = <T>(caller: Caller, options: InjectOptions) => app.call<T>(caller, options);
  return {
    call,
    createBase: async (caller: Caller, projectId: string, name: string) =>
      succeeded(
        await call<KgBaseSummary>(caller, {
          method: 'POST',
          url: KG_API.bases,
          payload: { projectId, name },
        }),
        'base create',
      ),
    createConcept: async (caller: Caller, body: Omit<ConceptCreateBody, 'kgBaseId'>, kgBaseId: string) =>
      succeeded(
        await call<ConceptDetail>(caller, {
          method: 'POST',
          url: KG_API.concepts,
          payload: { ...body, kgBaseId },
        }),
        'concept create',
      ),
    createEntity: async (caller: Caller, body: EntityCreateBody) =>
      succeeded(
        await call<EntityDetail>(caller, { method: 'POST', url: KG_API.entities, payload: body }),
        'entity create',
      ),
    /** Starts a build and waits (polling, as the console does) until it is no longer 构建中. */
    build: async (caller: Caller, id: string) => {
      succeeded(await call<KgBaseSummary>(caller, { method: 'PUT', url: KG_API.build(id) }), 'build');
      return waitForBuild(app, caller, id);
    },
  };
}

export async function waitForBuild(app: ManagerTestApp, caller: Caller, id: string): Promise<KgBaseSummary> {
  for (let tries = 0; tries < 400; tries += 1) {
    const base = succeeded(
      await app.call<KgBaseSummary>(caller, { method: 'GET', url: KG_API.base(id) }),
      'base',
    );
    if (base.build.state !== 'BUILDING') return base;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('build did not end');
}
