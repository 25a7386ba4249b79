import type { SpeakerSummary } from '../../shared/api/speakers';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { SpeakerCreateDrawer } from './SpeakerCreateDrawer';
import { speakerColumns } from './speaker-columns';
import { SPEAKER_KIND } from './speaker-kind';

/**
 * /home/project-management/:projectID/speaker-management — the project's speakers the caller may
 * see, the default first. Row actions follow the caller's flags; 新建发音人 and the batch
 * operations show when the server passes them (listAuthorizePassedOperations).
 */
export default function SpeakerListScreen() {
  return (
    <ResourceListScreen<SpeakerSummary>
      kind={SPEAKER_KIND}
      scrollX={1060}
      columns={speakerColumns}
      form={({ onSaved, ...props }) => <SpeakerCreateDrawer {...props} onCreated={onSaved} />}
    />
  );
}
