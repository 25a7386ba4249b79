import type { SceneSkillSummary } from '../../shared/api/scene-skills';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { SceneFormDrawer } from './SceneFormDrawer';
import { sceneSkillColumns } from './scene-skill-columns';
import { SCENE_SKILL_KIND } from './scene-skill-kind';

/**
 * /home/project-management/:projectID/scene-skill — the project's scenes the caller may see, with
 * what starts each, its state, its last change and how often robots ran it today.
 */
export default function SceneSkillListScreen() {
  return (
    <ResourceListScreen<SceneSkillSummary>
      kind={SCENE_SKILL_KIND}
      columns={sceneSkillColumns}
      scrollX={1040}
      form={({ projectId, open, editing, onClose, onSaved }) => (
        <SceneFormDrawer
          projectId={projectId}
          open={open}
          editing={editing}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    />
  );
}
