import { expect } from 'vitest';
import type { Page } from '../../../../src/shared/api/paging';
import { QA_API, type QaLibrarySummary, type QaPair } from '../../../../src/shared/api/qa';
import { RESOURCE_API } from '../../../../src/shared/api/resource-permissions';
import type { Caller, ManagerTestApp } from '../../test-support/manager-test-app';

/** The Q&A calls as a test makes them, each answering the envelope. */
export function qaClient(app: ManagerTestApp) {
  return {
    createLibrary: (caller: Caller, projectId: string, name: string, description = '') =>
      app.call<QaLibrarySummary>(caller, {
        method: 'PUT',
        url: QA_API.libraryCreate,
        payload: { projectId, name, description },
      }),
    libraries: (caller: Caller, projectId: string, query: Record<string, string> = {}) =>
      app.call<Page<QaLibrarySummary>>(caller, {
        method: 'GET',
        url: QA_API.libraryPage,
        query: { projectId, pageSize: '100', ...query },
      }),
    createPair: (caller: Caller, libraryId: string, fields: Record<string, unknown>) =>
      app.call<QaPair>(caller, {
        method: 'PUT',
        url: QA_API.pairCreate,
        payload: { libraryId, answers: [{ text: '答案' }], ...fields },
      }),
    pairs: (caller: Caller, libraryId: string, query: Record<string, string> = {}) =>
      app.call<Page<QaPair>>(caller, {
        method: 'GET',
        url: QA_API.pairPage,
        query: { libraryId, pageSize: '100', ...query },
      }),
    share: async (resourceType: string, resourceId: string, to: Caller, level: 'VIEW' | 'EDIT') => {
      const answer = await app.call(app.enterpriseA, {
        method: 'PUT',
        url: RESOURCE_API.share,
        payload: { resourceType, resourceId, shares: [{ userId: to.userId, level }] },
      });
      expect(answer.statusCode).toBe(200);
    },
  };
}

export async function createdLibrary(app: ManagerTestApp, projectId: string, name: string) {
  const answer = await qaClient(app).createLibrary(app.enterpriseA, projectId, name);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}
