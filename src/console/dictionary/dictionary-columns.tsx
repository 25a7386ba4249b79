import type { TableColumnsType } from 'antd';
import type { DictionarySummary } from '../../shared/api/dictionaries';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import {
  actionsColumn,
  descriptionColumn,
  nameColumn,
  stateColumn,
  withOrigin,
} from '../components/resource-kit/resource-columns';

/** The dictionary table's columns; each action follows the caller's flags on the project and the dictionary. */
export function dictionaryColumns(table: ListTable<DictionarySummary>): TableColumnsType<DictionarySummary> {
  return [
    nameColumn('词典', table, { origin: withOrigin }),
    descriptionColumn(),
    { title: '词条数', dataIndex: 'entryCount', width: 100, align: 'right' },
    stateColumn(),
    actionsColumn(table, { open: '编辑词条', width: 160 }),
  ];
}
