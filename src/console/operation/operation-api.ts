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
  type VisitorPage,
} from '../../shared/api/operation';
import type { PageQuery } from '../../shared/api/paging';
import { http } from '../api/http';
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

/** One page of 访客记录; the previous page stays on screen while the next loads. */
export function useVisitorPage(filter: OperationFilter, page: PageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['operation', role, 'visitors', filter, page],
    queryFn: () => http.get<VisitorPage>(OPERATION_API.visitors, { ...filterQuery(filter), ...page }),
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
