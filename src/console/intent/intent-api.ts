import {
  INTENT_API,
  type IntentDetail,
  type IntentEdit,
  type IntentSlotInput,
  type IntentSummary,
  type SlotSpan,
} from '../../shared/api/intents';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

/** The intent calls (shared/api/intents.ts); every change answers the intent's page as it now is. */
export const intentApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<IntentSummary>>(INTENT_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) => http.get<IntentDetail>(INTENT_API.detail, { id }, options),
  create: (projectId: string, fields: { name: string; description: string }) =>
    http.put<IntentDetail>(INTENT_API.create, { projectId, ...fields }),
  edit: (id: string, fields: IntentEdit) => http.post<IntentDetail>(INTENT_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) => http.put<IntentDetail>(INTENT_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${INTENT_API.remove}?${new URLSearchParams({ id })}`),
  saveSlots: (intentId: string, slots: IntentSlotInput[]) =>
    http.put<IntentDetail>(INTENT_API.slots, { intentId, slots }),
  /** The server marks the words of the slots' dictionaries it finds in the text. */
  addExample: (intentId: string, text: string) =>
    http.put<IntentDetail>(INTENT_API.exampleCreate, { intentId, text, slots: [], autoMark: true }),
  editExample: (id: string, text: string, slots: SlotSpan[]) =>
    http.post<IntentDetail>(INTENT_API.exampleEdit, { id, text, slots }),
  removeExample: (id: string) =>
    http.delete<IntentDetail>(`${INTENT_API.exampleRemove}?${new URLSearchParams({ id })}`),
};
