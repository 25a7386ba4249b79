import type { SceneReferenceLists } from '../api/scene-skills';
import type { SceneReferences } from './scene-flow-validation';

/** The ids of the project's lists, as validation checks a flow against them (server and editor alike). */
export function referenceIds(lists: SceneReferenceLists): SceneReferences {
  const ids = (options: { id: string }[]) => options.map((option) => option.id);
  return {
    pages: ids(lists.pages),
    points: ids(lists.points),
    intents: ids(lists.intents),
    faceGroups: ids(lists.faceGroups),
    skills: ids(lists.skills),
  };
}
