import { App, Collapse, Empty, Segmented } from 'antd';
import { useId, useState } from 'react';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import { CATEGORY_NAMES, TEMPLATE_CATEGORIES, type TemplateCategory } from '../../shared/screen/categories';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { orientationOf } from '../../shared/screen/orientation';
import { findTemplates, TEMPLATE_GROUPS } from '../../shared/screen/templates/library';
import type { ScreenTemplate } from '../../shared/screen/templates/template';
import { applyTemplateIn } from '../commands/template-commands';
import { templateUse } from '../queries/template-use';
import { useEditorStore } from '../store/editor-store';
import { confirmTemplateUse } from './confirm-template-use';
import { previewSignature } from './preview-signature';
import { TemplateCard } from './TemplateCard';
import styles from './TemplatePicker.module.css';
import { templateGrid } from './template-layout';
import { useTemplateContext } from './use-template-context';

type CategoryTab = TemplateCategory | 'all';

const CATEGORY_TABS = [
  { value: 'all', label: '全部' },
  ...TEMPLATE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_NAMES[category] })),
];

/** The shipped templates of the configuration's orientation, by category and page group. */
export function LibraryTemplates({ renderer }: { renderer: PageRenderer }) {
  const store = useEditorStore();
  const { modal } = App.useApp();
  const { base, pages, pageId } = useTemplateContext();
  const currentType = pages.find((page) => page.id === pageId)?.type;
  const [category, setCategory] = useState<CategoryTab>('all');
  const categoryLabel = useId();
  const orientation = orientationOf(base.global.screenSize);
  const grid = templateGrid(orientation);
  const signature = previewSignature(base);
  const defaultGroup = TEMPLATE_GROUPS.find((group) =>
    (group.pageTypes as readonly string[]).includes(currentType ?? 'MAIN'),
  );
  const [openGroup, setOpenGroup] = useState<string>(defaultGroup?.key ?? 'main');

  const use = async (template: ScreenTemplate) => {
    const { doc: latest, pageId } = store.getState();
    const plan = templateUse(latest, pageId, template);
    if (plan.kind === 'replace' && !(await confirmTemplateUse(modal, template.name, plan.pageName))) return;
    applyTemplateIn(store, template);
  };

  const cards = (templates: ScreenTemplate[]) =>
    templates.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无相关结果" />
    ) : (
      <div
        className={styles.grid}
        style={{
          gridTemplateColumns: `repeat(${grid.columns}, ${grid.previewWidth}px)`,
          rowGap: grid.rowGap,
          columnGap: grid.columnGap,
        }}
      >
        {templates.map((template) => {
          const [, ...rest] = template.name.split('·');
          return (
            <TemplateCard
              key={template.id}
              renderer={renderer}
              previewKey={`${template.id}|${signature}`}
              doc={base}
              page={{ id: template.id, name: template.name, type: template.pageType, ast: template.ast }}
              name={rest.join('·') || template.name}
              subtitle={category === 'all' ? CATEGORY_NAMES[template.category] : undefined}
              grid={grid}
              selectable={template.selectable}
              useKind={templateUse({ pages }, pageId, template).kind}
              onUse={() => void use(template)}
            />
          );
        })}
      </div>
    );

  const filter = { category: category === 'all' ? undefined : category, orientation };
  return (
    <div className={styles.library}>
      <div className={styles.categories}>
        <span id={categoryLabel}>分类</span>
        <Segmented
          size="small"
          options={CATEGORY_TABS}
          value={category}
          onChange={(value) => setCategory(value as CategoryTab)}
          aria-labelledby={categoryLabel}
        />
      </div>
      <Collapse
        accordion
        ghost
        size="small"
        styles={{ header: { paddingInline: 0, fontWeight: 600 }, body: { padding: '4px 0 12px' } }}
        activeKey={openGroup}
        onChange={(keys) => setOpenGroup(([] as string[]).concat(keys)[0] ?? '')}
        items={TEMPLATE_GROUPS.map((group) => ({
          key: group.key,
          label: group.name,
          children:
            group.pageTypes.length === 1 ? (
              cards(findTemplates({ ...filter, pageType: group.pageTypes[0] }))
            ) : (
              <div className={styles.subGroups}>
                {group.pageTypes.map((pageType) => (
                  <section key={pageType} aria-label={PAGE_TYPE_NAMES[pageType]}>
                    <h4 className={styles.subGroupTitle}>{PAGE_TYPE_NAMES[pageType]}</h4>
                    {cards(findTemplates({ ...filter, pageType }))}
                  </section>
                ))}
              </div>
            ),
        }))}
      />
    </div>
  );
}
