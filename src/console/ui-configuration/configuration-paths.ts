import { projectPath } from '../project/project-id';

/**
 * The query names the editor reads to open at a page and select an element, e.g.
 * `…/ui-configuration/12?page=p1&node=n7` (the publish screen's problem links).
 */
export const EDITOR_QUERY = { page: 'page', node: 'node' } as const;

/** The addresses of a project's screen configurations (project-areas spec section 2). */
export function configurationPaths(projectID: string) {
  const list = `${projectPath(projectID)}/ui-configuration`;
  const segment = (id: string) => encodeURIComponent(id);
  return {
    list,
    editor: (id: string, at: { pageId?: string | null; nodeId?: string | null } = {}) => {
      const query = new URLSearchParams();
      if (at.pageId) query.set(EDITOR_QUERY.page, at.pageId);
      if (at.nodeId) query.set(EDITOR_QUERY.node, at.nodeId);
      const search = query.toString();
      return `${list}/${segment(id)}${search ? `?${search}` : ''}`;
    },
    globalSetting: (id: string) => `${list}/globalSetting/${segment(id)}`,
    publish: (id: string) => `${list}/publish/${segment(id)}`,
  };
}

/** Where a robot's browser opens a released configuration. */
export const playerPath = (playerKey: string): string => `/robot/${encodeURIComponent(playerKey)}`;
