import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Input, Tag, Tooltip } from 'antd';
import { memo, useState } from 'react';
import { DisabledWithReason } from '../../console/permissions/DisabledWithReason';
import { PAGE_TYPE_NAMES, PAGE_TYPES, type PageType } from '../../shared/screen/document';
import { addPageOfType, copyPage, deletePage, movePageBy, renamePageTo } from '../commands/page-commands';
import { useEditor, useEditorCommands, useEditorStore } from '../store/editor-store';
import styles from './PageList.module.css';
import { PageThumbnail } from './PageThumbnail';
import { type PageSummary, usePageSummaries } from './use-page-summaries';

const TYPE_COLOURS: Record<PageType, string> = {
  MAIN: 'blue',
  SLEEP: 'purple',
  NAVIGATION: 'cyan',
  PATROL: 'orange',
};

/** The configuration's pages: pick the one to edit; add by type, copy, rename, reorder, delete. */
export function PageList() {
  const store = useEditorStore();
  const pages = usePageSummaries();
  const pageId = useEditor((state) => state.pageId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const readOnly = useEditor((state) => state.readOnly);
  const addButton = (
    <Button size="small" type="text" icon={<PlusOutlined />} aria-label="添加页面">
      添加
    </Button>
  );

  return (
    <section className={styles.pages} aria-label="页面列表">
      <header className={styles.header}>
        <span className={styles.title}>页面</span>
        <span className={styles.count}>{pages.length}</span>
        {readOnly ? (
          <DisabledWithReason reason={readOnly}>{addButton}</DisabledWithReason>
        ) : (
          <Dropdown
            trigger={['click']}
            menu={{
              items: PAGE_TYPES.map((type) => ({ key: type, label: `添加${PAGE_TYPE_NAMES[type]}` })),
              onClick: ({ key }) => addPageOfType(store, key as PageType),
            }}
          >
            {addButton}
          </Dropdown>
        )}
      </header>
      <ol className={styles.list}>
        {pages.map((page, index) => (
          <PageRow
            key={page.id}
            {...page}
            active={page.id === pageId}
            first={index === 0}
            last={index === pages.length - 1}
            renaming={renaming === page.id}
            editable={readOnly === null}
            onRename={setRenaming}
          />
        ))}
      </ol>
    </section>
  );
}

interface PageRowProps extends PageSummary {
  active: boolean;
  first: boolean;
  last: boolean;
  renaming: boolean;
  /** False in a view-only session: no rename, no page actions. */
  editable: boolean;
  /** The page being renamed, or null to end renaming. */
  onRename: (pageId: string | null) => void;
}

const PageRow = memo(function PageRow({
  id,
  name,
  type,
  active,
  first,
  last,
  renaming,
  editable,
  onRename,
}: PageRowProps) {
  const store = useEditorStore();
  const commands = useEditorCommands();
  const { modal } = App.useApp();

  const confirmDelete = () =>
    modal.confirm({
      title: `删除页面「${name}」？`,
      content: '页面上的所有模块会一起删除，可以用撤销找回。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => deletePage(store, id),
    });

  return (
    <li
      className={active ? `${styles.row} ${styles.active}` : styles.row}
      aria-current={active ? 'page' : undefined}
    >
      {renaming ? (
        <div className={styles.select}>
          <PageThumbnail pageId={id} />
          <Input
            size="small"
            autoFocus
            defaultValue={name}
            maxLength={40}
            aria-label="页面名称"
            onBlur={(event) => {
              renamePageTo(store, id, event.target.value);
              onRename(null);
            }}
            onPressEnter={(event) => event.currentTarget.blur()}
            onKeyDown={(event) => event.key === 'Escape' && onRename(null)}
          />
        </div>
      ) : (
        <button
          type="button"
          className={styles.select}
          aria-label={name}
          onClick={() => commands.setPage(id)}
          onDoubleClick={editable ? () => onRename(id) : undefined}
        >
          <PageThumbnail pageId={id} />
          <span className={styles.info}>
            <span className={styles.name}>{name}</span>
            <Tag color={TYPE_COLOURS[type]} className={styles.type}>
              {PAGE_TYPE_NAMES[type]}
            </Tag>
          </span>
        </button>
      )}
      {editable && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', icon: <EditOutlined />, label: '重命名' },
              { key: 'copy', icon: <CopyOutlined />, label: '复制页面' },
              { key: 'up', icon: <ArrowUpOutlined />, label: '上移', disabled: first },
              { key: 'down', icon: <ArrowDownOutlined />, label: '下移', disabled: last },
              { type: 'divider' },
              { key: 'delete', icon: <DeleteOutlined />, label: '删除页面', danger: true },
            ],
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              if (key === 'rename') onRename(id);
              else if (key === 'copy') copyPage(store, id);
              else if (key === 'up') movePageBy(store, id, -1);
              else if (key === 'down') movePageBy(store, id, 1);
              else confirmDelete();
            },
          }}
        >
          <Tooltip title="页面操作">
            <Button
              size="small"
              type="text"
              className={styles.more}
              icon={<MoreOutlined />}
              aria-label={`${name}的操作`}
            />
          </Tooltip>
        </Dropdown>
      )}
    </li>
  );
});
