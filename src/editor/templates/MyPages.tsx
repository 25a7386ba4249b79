import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import type { MyPage } from '../../shared/api/homepage';
import { PAGE_TYPE_NAMES, type ScreenPage } from '../../shared/screen/document';
import { orientationOf } from '../../shared/screen/orientation';
import type { ScreenTemplate } from '../../shared/screen/templates/template';
import { applyTemplateIn } from '../commands/template-commands';
import { currentPage } from '../queries/current-page';
import { templateUse } from '../queries/template-use';
import { useEditorStore } from '../store/editor-store';
import { confirmTemplateUse } from './confirm-template-use';
import { listMyPages, MY_PAGES_SHOWN, myPagesKey, removeMyPage } from './my-pages-api';
import { previewSignature } from './preview-signature';
import { SaveAsMyPageDialog } from './SaveAsMyPageDialog';
import { TemplateCard } from './TemplateCard';
import styles from './TemplatePicker.module.css';
import { templateGrid } from './template-layout';
import { useTemplateContext } from './use-template-context';

/** A saved page used like a template: its tree is copied with fresh ids. */
function asTemplate(saved: MyPage): ScreenTemplate {
  return {
    id: saved.id,
    name: saved.name,
    category: 'other',
    pageType: saved.page.type,
    orientation: saved.orientation,
    selectable: true,
    ast: saved.page.ast,
  };
}

/** 我的页面: the caller's saved pages of this orientation, and saving the current page as one. */
export function MyPages({ renderer }: { renderer: PageRenderer }) {
  const store = useEditorStore();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { base, pages: pageSummaries, pageId } = useTemplateContext();
  const hasPage = pageSummaries.some((page) => page.id === pageId);
  // The page to save is read when the dialog opens, so the list does not follow every edit.
  const [pageToSave, setPageToSave] = useState<ScreenPage | null>(null);
  const [saving, setSaving] = useState(false);
  const orientation = orientationOf(base.global.screenSize);
  const grid = templateGrid(orientation);
  const pages = useQuery({ queryKey: myPagesKey(orientation), queryFn: () => listMyPages(orientation) });
  const remove = useMutation({
    mutationFn: removeMyPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPagesKey(orientation) }),
  });

  const use = async (saved: MyPage) => {
    const template = asTemplate(saved);
    const { doc: latest, pageId } = store.getState();
    const plan = templateUse(latest, pageId, template);
    if (plan.kind === 'replace' && !(await confirmTemplateUse(modal, saved.name, plan.pageName))) return;
    applyTemplateIn(store, template);
  };

  const signature = previewSignature(base);
  const list = pages.data?.content ?? [];
  return (
    <div className={styles.myPages}>
      <Button
        block
        icon={<SaveOutlined />}
        disabled={!hasPage}
        onClick={() => {
          setPageToSave(currentPage(store.getState()) ?? null);
          setSaving(true);
        }}
      >
        将当前页面保存为我的页面
      </Button>
      {pages.isPending ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={pages.isError ? '我的页面加载失败' : '还没有保存的页面'}
        >
          {pages.isError && (
            <Button size="small" onClick={() => void pages.refetch()}>
              重新加载
            </Button>
          )}
        </Empty>
      ) : (
        <div
          className={styles.grid}
          style={{
            gridTemplateColumns: `repeat(${grid.columns}, ${grid.previewWidth}px)`,
            rowGap: grid.rowGap,
            columnGap: grid.columnGap,
          }}
        >
          {list.map((saved) => (
            <TemplateCard
              key={saved.id}
              renderer={renderer}
              previewKey={`my:${saved.id}|${signature}`}
              doc={base}
              page={saved.page}
              name={saved.name}
              subtitle={PAGE_TYPE_NAMES[saved.page.type]}
              grid={grid}
              selectable
              useKind={templateUse({ pages: pageSummaries }, pageId, asTemplate(saved)).kind}
              onUse={() => void use(saved)}
              extra={
                <Popconfirm
                  title={`删除「${saved.name}」？`}
                  description="删除后不影响已使用它的页面"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutateAsync(saved.id)}
                >
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`删除我的页面：${saved.name}`}
                  />
                </Popconfirm>
              }
            />
          ))}
        </div>
      )}
      {(pages.data?.totalElements ?? 0) > MY_PAGES_SHOWN && (
        <Typography.Text type="secondary" className={styles.hint}>
          显示最近保存的 {MY_PAGES_SHOWN} 个页面
        </Typography.Text>
      )}
      {pageToSave && (
        <SaveAsMyPageDialog
          open={saving}
          page={pageToSave}
          orientation={orientation}
          onClose={() => setSaving(false)}
        />
      )}
    </div>
  );
}
