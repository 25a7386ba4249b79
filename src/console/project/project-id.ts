/**
 * A project detail address carries `{id}_{name}` (project-areas spec section 2). The id never
 * holds an underscore; the name may.
 */
export function parseProjectID(value: string | undefined): { id: string; name: string } {
  const text = value ?? '';
  const cut = text.indexOf('_');
  return cut < 0
    ? { id: text, name: text }
    : { id: text.slice(0, cut), name: text.slice(cut + 1) || text.slice(0, cut) };
}

export const projectName = (value: string | undefined): string => parseProjectID(value).name;

export const formatProjectID = (id: string, name: string): string => `${id}_${name}`;

export const PROJECT_LIST_PATH = '/home/project-management';

/** The address of a project (or of a screen in it); a name may hold `/`, `?` or `#`. */
export const projectPath = (projectID: string): string =>
  `${PROJECT_LIST_PATH}/${encodeURIComponent(projectID)}`;
