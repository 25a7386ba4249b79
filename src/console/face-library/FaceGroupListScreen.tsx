import type { FaceGroupSummary } from '../../shared/api/face-groups';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { FaceGroupFormDrawer } from './FaceGroupFormDrawer';
import { faceGroupColumns } from './face-group-columns';
import { FACE_GROUP_KIND } from './face-group-kind';

/**
 * /home/project-management/:projectID/face-library — the project's face groups the caller may
 * see, newest change first, with their purpose and greeting.
 */
export default function FaceGroupListScreen() {
  return (
    <ResourceListScreen<FaceGroupSummary>
      kind={FACE_GROUP_KIND}
      columns={faceGroupColumns}
      form={({ projectId, open, onClose, onSaved }) => (
        <FaceGroupFormDrawer projectId={projectId} open={open} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
