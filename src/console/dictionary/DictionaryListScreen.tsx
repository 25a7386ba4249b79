import type { DictionarySummary } from '../../shared/api/dictionaries';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { DictionaryFormDrawer } from './DictionaryFormDrawer';
import { dictionaryColumns } from './dictionary-columns';
import { DICTIONARY_KIND } from './dictionary-kind';

/**
 * /home/project-management/:projectID/dictionary-management — the project's dictionaries the
 * caller may see, newest change first, with their entry counts. 新建词典 and the batch operations
 * show when the server passes them.
 */
export default function DictionaryListScreen() {
  return (
    <ResourceListScreen<DictionarySummary>
      kind={DICTIONARY_KIND}
      columns={dictionaryColumns}
      form={({ editing, ...props }) => <DictionaryFormDrawer {...props} />}
    />
  );
}
