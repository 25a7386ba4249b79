import { useParams } from 'react-router-dom';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { parseProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { SceneEditor } from './flow-editor/SceneEditor';
import { SceneFormDrawer } from './SceneFormDrawer';
import { SCENE_SKILL_KIND } from './scene-skill-kind';
import { useSceneSkillDetail } from './scene-skill-queries';

/**
 * /home/project-management/:projectID/scene-skill/:skillID — one scene's flow editor: draw, check,
 * simulate, enable, and look at what robots did with it.
 */
export default function SceneEditorScreen() {
  const { skillID } = useParams();
  const { id } = parseProjectID(skillID);
  const frame = useResourceFrame(SCENE_SKILL_KIND, useSceneSkillDetail(id));
  const scene = frame.row;
  if (!scene) return frame.placeholder;
  return (
    <PageContainer>
      <DetailHeader frame={frame} row={scene} subtitle={scene.description || undefined} />
      <SceneEditor key={scene.id} scene={scene} editable={frame.flagsOf(scene).allows('editAuth')} />
      <SceneFormDrawer
        projectId={frame.projectId}
        open={frame.renaming}
        editing={scene}
        onClose={frame.closeRename}
        onSaved={frame.renamed}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
