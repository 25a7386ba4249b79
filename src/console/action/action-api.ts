import {
  ACTION_API,
  type ActionPageType,
  type ActionScreenConfiguration,
  type ActionStep,
  type ActionSteps,
  type ActionSummary,
} from '../../shared/api/actions';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

export interface ActionFields {
  name: string;
  description: string;
}

/** The action calls (shared/api/actions.ts), scoped by the request layer's Is-Enterprise. */
export const actionApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<ActionSummary>>(ACTION_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) => http.get<ActionSummary>(ACTION_API.detail, { id }, options),
  create: (projectId: string, fields: ActionFields) =>
    http.put<ActionSummary>(ACTION_API.create, { projectId, ...fields }),
  edit: (id: string, fields: ActionFields) => http.post<ActionSummary>(ACTION_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) => http.put<ActionSummary>(ACTION_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${ACTION_API.remove}?${new URLSearchParams({ id })}`),
  steps: (id: string, pageType: ActionPageType, options?: CallOptions) =>
    http.get<ActionSteps>(ACTION_API.steps, { id, pageType }, options),
  saveSteps: (id: string, pageType: ActionPageType, steps: ActionStep[]) =>
    http.post<ActionSteps>(ACTION_API.saveSteps, { id, pageType, steps }),
  screenPages: (projectId: string) =>
    http.get<ActionScreenConfiguration[]>(ACTION_API.screenPages, { projectId }, { quiet: true }),
};
