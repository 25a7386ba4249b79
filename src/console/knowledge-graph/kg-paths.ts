import { formatProjectID, parseProjectID, projectPath } from '../project/project-id';

/** The knowledge graph addresses of a project; a base's address carries `{id}_{name}` (spec section 2). */
export function kgPaths(projectID: string) {
  const list = `${projectPath(projectID)}/knowledge-graph`;
  return {
    list,
    detail: (base: { id: string; name: string }) =>
      `${list}/${encodeURIComponent(formatProjectID(base.id, base.name))}`,
  };
}

/** {knowledgeGraph} of the address: the base's id and the name it carried. */
export const parseKnowledgeGraph = (value: string | undefined) => parseProjectID(value);
