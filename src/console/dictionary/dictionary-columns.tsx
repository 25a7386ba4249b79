import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DictionarySummary } from '../../shared/api/dictionaries';
import { contentFlags } from '../components/resource-list/content-flags';
import type { ListHelpers } from '../components/resource-list/ResourceListCard';
import { EnabledState, RowOrigin } from '../components/resource-list/RowOrigin';
import { flaggedMenuItem } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import type { ResourceFlags } from '../permissions/resource-flags';

export type DictionaryAction = 'toggle' | 'delete';

/** The dictionary table's columns; each action follows the caller's flags on the project and the dictionary. */
export function dictionaryColumns(
  project: ResourceFlags,
  helpers: ListHelpers<DictionarySummary>,
  detailPath: (dictionary: DictionarySummary) => string,
  onAction: (action: DictionaryAction, dictionary: DictionarySummary) => void,
): TableColumnsType<DictionarySummary> {
  return [
    {
      title: '词典',
      key: 'name',
      fixed: 'left',
      width: 260,
      render: (_, dictionary) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={detailPath(dictionary)} style={{ fontWeight: 600 }}>
            {dictionary.name}
          </Link>
          {dictionary.tags.length > 0 && <ResourceTags tags={dictionary.tags} onTag={helpers.onTag} />}
          <RowOrigin row={dictionary} />
        </Flex>
      ),
    },
    {
      title: '描述',
      dataIndex: 'description',
      ellipsis: true,
      render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: '词条数', dataIndex: 'entryCount', width: 100, align: 'right' },
    {
      title: '状态',
      key: 'state',
      width: 100,
      render: (_, dictionary) => <EnabledState enabled={dictionary.enabled} />,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 160,
      render: (_, dictionary) => {
        const flags = contentFlags('DICT', project, dictionary);
        const more = [
          flaggedMenuItem(flags, 'enableAuth', {
            key: 'toggle',
            label: dictionary.enabled ? '停用' : '启用',
          }),
          flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
            key: 'tags',
            label: '标签',
          }),
          helpers.sharing ? flaggedMenuItem(flags, 'shareAuth', { key: 'share', label: '共享' }) : null,
          { type: 'divider' as const },
          flaggedMenuItem(flags, 'deleteAuth', { key: 'delete', label: '删除', danger: true }),
        ].filter((item) => item !== null);
        const pick = (key: string) => {
          if (key === 'tags') helpers.editTags(dictionary);
          else if (key === 'share') helpers.share(dictionary);
          else onAction(key as DictionaryAction, dictionary);
        };
        return (
          <Flex align="center">
            <Link to={detailPath(dictionary)} style={{ paddingInline: 4 }}>
              {flags.allows('editAuth') ? '编辑词条' : '查看'}
            </Link>
            <Dropdown trigger={['click']} menu={{ items: more, onClick: ({ key }) => pick(key) }}>
              <Button type="link" size="small" aria-label={`${dictionary.name}的更多操作`}>
                更多 <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          </Flex>
        );
      },
    },
  ];
}
