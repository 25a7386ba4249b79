import type { HotWordListSummary } from '../../shared/api/hot-words';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { HOT_WORD_KIND } from './hot-word-kind';

/**
 * /home/project-management/:projectID/hotWord — the project's hot word lists: words that tune
 * the robots' speech recognition, kept in word files (fileManage/{id}/{name}).
 */
export default function HotWordListScreen() {
  return (
    <ResourceListScreen<HotWordListSummary>
      kind={HOT_WORD_KIND}
      scrollX={980}
      columns={(table) => [
        kit.nameColumn('热词表', table, { origin: kit.withOrigin }),
        kit.descriptionColumn(240),
        { title: '词文件', dataIndex: 'fileCount', width: 90, render: (count: number) => `${count} 个` },
        {
          title: '热词数',
          dataIndex: 'wordCount',
          width: 100,
          render: (count: number) => count.toLocaleString('zh-CN'),
        },
        kit.stateColumn(),
        kit.actionsColumn(table, { open: '编辑' }),
      ]}
    />
  );
}
