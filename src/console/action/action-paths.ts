import type { ActionPageType } from '../../shared/api/actions';
import { formatProjectID, projectPath } from '../project/project-id';

/**
 * The action management addresses of a project (`projectID` as in the address: id_name). An
 * action's address is `{id}_{name}/{pageType}`: the page type whose steps are open.
 */
export function actionPaths(projectID: string) {
  const list = `${projectPath(projectID)}/action-management`;
  return {
    list,
    detail: (action: { id: string; name: string }, pageType: ActionPageType = 'MAIN') =>
      `${list}/${encodeURIComponent(formatProjectID(action.id, action.name))}/${pageType}`,
  };
}
