import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { BaseFormModal } from './BaseFormModal';
import { baseColumns } from './kg-columns';
import { KG_KIND } from './kg-kind';

/**
 * /home/project-management/:projectID/knowledge-graph — the project's knowledge graphs (领域图谱):
 * search, tag filter, paging; create, edit, build, delete, tags and shares as the caller's flags
 * allow. A base that is building shows its progress, followed until it is done.
 */
export default function KnowledgeGraphListScreen() {
  return (
    <ResourceListScreen<KgBaseSummary>
      kind={KG_KIND}
      scrollX={1000}
      columns={baseColumns}
      form={({ editing, ...props }) => <BaseFormModal {...props} base={editing} />}
    />
  );
}
