import { Flex, type TableColumnType, Typography } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { flaggedMenuItem } from '../../permissions/FlaggedAction';
import { ResourceTags } from '../../permissions/ResourceTags';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { MoreActionsMenu } from '../MoreActionsMenu';
import type { ListTable } from './ResourceListScreen';
import { EnabledState, type OriginRow, RowOrigin } from './RowOrigin';
import type { ListRow } from './resource-kind';

export interface NameColumnOptions<T> {
  /** Marks beside the name (默认, 生效中). */
  mark?(row: T): ReactNode;
  /** Lines under the name (a description) and, last, under the tags (who made it when). */
  under?(row: T): ReactNode;
  origin?(row: T): ReactNode;
  width?: number;
}

/** The name column: the link to the row, its marks, its tags, and what the area adds under them. */
export function nameColumn<T extends ListRow>(
  title: string,
  table: ListTable<T>,
  options: NameColumnOptions<NoInfer<T>> = {},
): TableColumnType<T> {
  return {
    title,
    key: 'name',
    fixed: 'left',
    width: options.width ?? 260,
    render: (_, row) => (
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex align="center" gap={6}>
          <Link
            to={table.detailPath(row)}
            style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.name}
          </Link>
          {options.mark?.(row)}
        </Flex>
        {options.under?.(row)}
        {row.tags.length > 0 && <ResourceTags tags={row.tags} onTag={table.onTag} />}
        {options.origin?.(row)}
      </Flex>
    ),
  };
}

/** The name column's last line: who made the row and when it last changed. */
export const withOrigin = (row: OriginRow) => <RowOrigin row={row} />;

export function descriptionColumn<T extends ListRow & { description: string }>(
  width?: number,
): TableColumnType<T> {
  return {
    title: '描述',
    dataIndex: 'description',
    ...(width ? { width } : {}),
    ellipsis: true,
    render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
  };
}

export function stateColumn<T extends ListRow>(): TableColumnType<T> {
  return {
    title: '状态',
    key: 'state',
    width: 90,
    render: (_, row) => <EnabledState enabled={row.enabled === true} />,
  };
}

export interface ActionsColumnOptions<T> {
  /** What opening the row is called for someone who may edit it (编辑, 管理问答, 调校…); 查看 otherwise. */
  open: string;
  width?: number;
  /** The area's own buttons after opening (设为默认, 构建). */
  buttons?(row: T, flags: ResourceFlags): ReactNode;
  /** The area's own entries at the head of 更多 (编辑信息). */
  items?(row: T, flags: ResourceFlags): ItemType[];
  /** No 启用/停用 for a kind that cannot be switched off; or the flags it follows when the row adds rules. */
  toggle?: false | ((row: T, flags: ResourceFlags) => ResourceFlags);
  remove?(row: T, flags: ResourceFlags): ResourceFlags;
}

/**
 * The actions column: open (the area's word, or 查看), the area's buttons, and 更多 with enable,
 * tags, share and delete, each following the caller's flags on the project and the row; a
 * forbidden one is disabled with its reason on hover.
 */
export function actionsColumn<T extends ListRow>(
  table: ListTable<T>,
  options: ActionsColumnOptions<NoInfer<T>>,
): TableColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: options.width ?? 150,
    render: (_, row) => {
      const flags = table.flagsOf(row);
      const toggleFlags = options.toggle === false ? null : (options.toggle?.(row, flags) ?? flags);
      const more = [
        ...(options.items?.(row, flags) ?? []),
        toggleFlags &&
          flaggedMenuItem(toggleFlags, 'enableAuth', { key: 'toggle', label: row.enabled ? '停用' : '启用' }),
        flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
          key: 'tags',
          label: '标签',
        }),
        table.sharing ? flaggedMenuItem(flags, 'shareAuth', { key: 'share', label: '共享' }) : null,
        { type: 'divider' as const },
        flaggedMenuItem(options.remove?.(row, flags) ?? flags, 'deleteAuth', {
          key: 'delete',
          label: '删除',
          danger: true,
        }),
      ].filter((item) => item !== null);
      return (
        <Flex gap={0} wrap={false} align="center">
          <Link to={table.detailPath(row)} style={{ paddingInline: 4, whiteSpace: 'nowrap' }}>
            {flags.allows('editAuth') ? options.open : '查看'}
          </Link>
          {options.buttons?.(row, flags)}
          <MoreActionsMenu
            rowName={row.name}
            menu={{ items: more, onClick: ({ key }) => table.act(key, row) }}
          />
        </Flex>
      );
    },
  };
}
