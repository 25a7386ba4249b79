import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MarkBody,
  type MarkPage,
  type MarkResult,
  type MarkState,
  OPERATION_API,
  type OperationFilter,
  type OperationRobot,
  type PairChoice,
  type QaAnalysis,
  type TurnPage,
  type VisitorPage,
  type VisitorWho,
} from '../../shared/api/operation';
import type { PageQuery } from '../../shared/api/paging';
import { downloadBlob } from '../api/download';
import { http, UPLOAD_CALL } from '../api/http';
import { saveFile } from '../components/save-file';
import { useSession } from '../session/session-store';

/** The filter as query parameters: the robot only when one is picked. */
export const filterQuery = (filter: OperationFilter) => ({
  projectId: filter.projectId,
  from: filter.from,
  to: filter.to,
  ...(filter.deviceId ? { deviceId: filter.deviceId } : {}),
});

/** The project's robots for the robot filter. */
export function useOperationRobots(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['operation', role, 'robots', projectId],
    queryFn: () => http.get<OperationRobot[]>(OPERATION_API.robots, { projectId }),
    enabled: projectId !== '',
  });
}

/** 访客记录's query: the filter and, when picked, who came. */
export const visitorQuery = (filter: OperationFilter, who: VisitorWho | undefined) => ({
  ...filterQuery(filter),
  ...(who ? { who } : {}),
});

/** One page of 访客记录; the previous page stays on screen while the next loads. */
export function useVisitorPage(filter: OperationFilter, who: VisitorWho | undefined, page: PageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['operation', role, 'visitors', filter, who, page],
    queryFn: () => http.get<VisitorPage>(OPERATION_API.visitors, { ...visitorQuery(filter, who), ...page }),
    enabled: filter.projectId !== '',
    placeholderData: keepPreviousData,
  });
}

/** 问答分析 of a filter. */
export function useQaAnalysis(filter: OperationFilter) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['operation', role, 'analysis', filter],
    queryFn: () => http.get<QaAnalysis>(OPERATION_API.analysis, filterQuery(filter)),
    enabled: filter.projectId !== '',
    placeholderData: keepPreviousData,
  });
}

/** One page of 问答标注's groups in a state. */
export function useMarkPage(filter: OperationFilter, state: MarkState, page: PageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['operation', role, 'marks', filter, state, page],
    queryFn: () => http.get<MarkPage>(OPERATION_API.marks, { ...filterQuery(filter), state, ...page }),
    enabled: filter.projectId !== '',
    placeholderData: keepPreviousData,
  });
}

/** Marks groups; every operation figure is read again, as the marked questions now count as answered. */
export function useMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkBody) => http.post<MarkResult>(OPERATION_API.mark, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operation'] }),
  });
}

/** The project's pairs whose questions hold `keyword`, as options of the 选择其他问答 picker. */
export const pairOptions = (projectId: string) => async (keyword: string, signal: AbortSignal) =>
  (
    await http.get<PairChoice[]>(
      OPERATION_API.pairs,
      { projectId, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) },
      { signal },
    )
  ).map((pair) => ({ value: pair.pairId, label: `${pair.question}（${pair.libraryName}）` }));

/** What a drill-down narrows 问答分析's filter to. */
export interface TurnFocus {
  date?: string;
  hour?: number;
  question?: string;
  intent?: string;
  unknown?: boolean;
  deviceId?: string;
}

/** One page of the turns behind a figure. */
export function useTurnPage(filter: OperationFilter, focus: TurnFocus | null, page: PageQuery) {
  const role = useSession((state) => state.visitRole);
  const query = {
    ...filterQuery({ ...filter, deviceId: focus?.deviceId ?? filter.deviceId }),
    ...(focus?.date ? { date: focus.date } : {}),
    ...(focus?.hour === undefined ? {} : { hour: focus.hour }),
    ...(focus?.question ? { question: focus.question } : {}),
    ...(focus?.intent ? { intent: focus.intent } : {}),
    ...(focus?.unknown === undefined ? {} : { unknown: String(focus.unknown) }),
    ...page,
  };
  return useQuery({
    queryKey: ['operation', role, 'turns', query],
    queryFn: () => http.get<TurnPage>(OPERATION_API.turns, query),
    enabled: focus !== null,
    placeholderData: keepPreviousData,
  });
}

/** Downloads an operation report (an xlsx of the query) under `name`. */
export async function downloadReport(url: string, query: Record<string, string>, name: string) {
  saveFile(await downloadBlob(`${url}?${new URLSearchParams(query)}`, UPLOAD_CALL), name);
}
