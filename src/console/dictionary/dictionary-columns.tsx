import type { TableColumnsType } from 'antd';
import type { DictionarySummary } from '../../shared/api/dictionaries';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';

/** The dictionary table's columns; each action follows the caller's flags on the project and the dictionary. */
export function dictionaryColumns(table: ListTable<DictionarySummary>): TableColumnsType<DictionarySummary> {
  return [
    kit.nameColumn('词典', table, { origin: kit.withOrigin }),
    kit.descriptionColumn(),
    { title: '词条数', dataIndex: 'entryCount', width: 100, align: 'right' },
    kit.stateColumn(),
    kit.actionsColumn(table, { open: '编辑词条', width: 160 }),
  ];
}
