import type { SpeakerSummary } from '../../shared/api/speakers';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { SpeakerCreateDrawer } from './SpeakerCreateDrawer';
import { speakerColumns } from './speaker-columns';
import { SPEAKER_KIND } from './speaker-kind';
import { useMakeDefault } from './use-make-default';

/**
 * /home/project-management/:projectID/speaker-management — the project's speakers the caller may
 * see, the default first. Row actions follow the caller's flags; 新建发音人 and the batch
 * operations show when the server passes them (listAuthorizePassedOperations).
 */
export default function SpeakerListScreen() {
  const { makeDefault, pending } = useMakeDefault();
  return (
    <ResourceListScreen<SpeakerSummary>
      kind={SPEAKER_KIND}
      createLabel="新建发音人"
      scrollX={1060}
      columns={speakerColumns}
      onAction={(action, speaker) => action === 'default' && makeDefault(speaker)}
      pending={pending}
      form={({ projectId, open, onClose, onSaved }) => (
        <SpeakerCreateDrawer projectId={projectId} open={open} onClose={onClose} onCreated={onSaved} />
      )}
    />
  );
}
