import type { QaLibrarySummary } from '../../shared/api/qa';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { QaLibraryFormModal } from './QaLibraryFormModal';
import { qaLibraryColumns } from './qa-library-columns';
import { QA_LIBRARY_KIND } from './qa-library-kind';

/**
 * /home/project-management/:projectID/aq-library — the project's Q&A libraries the caller may
 * see, the latest changed first. Row actions follow the caller's flags; 新建问答库 and the batch
 * operations show when the server passes them (listAuthorizePassedOperations).
 */
export default function QaLibraryListScreen() {
  return (
    <ResourceListScreen<QaLibrarySummary>
      kind={QA_LIBRARY_KIND}
      scrollX={1000}
      columns={qaLibraryColumns}
      form={({ editing, ...props }) => <QaLibraryFormModal {...props} library={editing} />}
    />
  );
}
