import type { IntentSummary } from '../../shared/api/intents';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { IntentFormDrawer } from './IntentFormDrawer';
import { intentColumns } from './intent-columns';
import { INTENT_KIND } from './intent-kind';

/**
 * /home/project-management/:projectID/intent-management — the project's intents the caller may
 * see, newest change first, with their slots, example counts and what they answer.
 */
export default function IntentListScreen() {
  return (
    <ResourceListScreen<IntentSummary>
      kind={INTENT_KIND}
      scrollX={1080}
      columns={intentColumns}
      form={({ editing, ...props }) => <IntentFormDrawer {...props} />}
    />
  );
}
