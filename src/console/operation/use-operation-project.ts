import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { projectApi } from '../project/project-api';
import { formatProjectID, parseProjectID } from '../project/project-id';
import { useSession } from '../session/session-store';

export type OperationPage = 'mark' | 'analysis' | 'visitor';

/** Projects the picker offers: the caller's first hundred, as the project list orders them. */
const PICKER_SIZE = 100;

const rememberedKey = (role: string) => `operationPlatformProject.${role}`;

export const operationPath = (page: OperationPage, projectID: string) =>
  `/home/operation-platform/${page}/${encodeURIComponent(projectID)}`;

/**
 * The project an operation screen shows: the address's `{projectID}` when given; otherwise the
 * one last picked on any operation screen (per visit role), else the first. The address follows
 * the pick, so a link or a reload opens the same project.
 */
export function useOperationProject(page: OperationPage) {
  const { projectID } = useParams();
  const navigate = useNavigate();
  const role = useSession((state) => state.visitRole);
  const projects = useQuery({
    queryKey: ['operation', role, 'projects'],
    queryFn: () => projectApi.page({ pageNo: 0, pageSize: PICKER_SIZE }),
  });
  const list = projects.data?.content ?? [];

  useEffect(() => {
    if (projectID) {
      localStorage.setItem(rememberedKey(role), projectID);
      return;
    }
    if (list.length === 0) return;
    const remembered = parseProjectID(localStorage.getItem(rememberedKey(role)) ?? '').id;
    const chosen = list.find((project) => project.id === remembered) ?? list[0];
    navigate(operationPath(page, formatProjectID(chosen.id, chosen.name)), { replace: true });
  }, [projectID, list, role, page, navigate]);

  const select = (id: string) => {
    const project = list.find((candidate) => candidate.id === id);
    if (project) navigate(operationPath(page, formatProjectID(project.id, project.name)));
  };
  return {
    projectId: parseProjectID(projectID).id,
    projectID: projectID ?? '',
    projects: list,
    loading: projects.isPending,
    select,
  };
}
