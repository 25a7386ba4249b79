import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import type { ScreenPage } from '../../shared/screen/document';
import type { TemplateUse } from '../queries/template-use';
import styles from './TemplatePicker.module.css';
import { TemplatePreview } from './TemplatePreview';
import type { TemplateGrid } from './template-layout';
import type { PreviewBase } from './use-template-context';

export interface TemplateCardProps {
  renderer: PageRenderer;
  previewKey: string;
  doc: PreviewBase;
  page: ScreenPage;
  name: string;
  /** A second line under the name (the category, when all categories are listed). */
  subtitle?: string;
  grid: TemplateGrid;
  /** Only selectable templates offer 'use'. */
  selectable: boolean;
  /** Whether using it replaces a page or adds one: the button says which. */
  useKind: TemplateUse['kind'];
  onUse: () => void;
  /** Further actions (delete one of 我的页面). */
  extra?: ReactNode;
}

/** One template: its preview, its name and, when selectable, the button that uses it. */
const USE_BUTTONS = {
  replace: { label: '替换', icon: <SwapOutlined /> },
  add: { label: '添加', icon: <PlusOutlined /> },
} as const;

export function TemplateCard({
  renderer,
  previewKey,
  doc,
  page,
  name,
  subtitle,
  grid,
  selectable,
  useKind,
  onUse,
  extra,
}: TemplateCardProps) {
  return (
    <figure
      className={styles.card}
      style={{ width: grid.previewWidth, gap: grid.captionGap }}
      aria-label={name}
    >
      <div className={styles.previewBox}>
        <TemplatePreview
          renderer={renderer}
          previewKey={previewKey}
          doc={doc}
          page={page}
          width={grid.previewWidth}
          name={name}
        />
        {selectable && (
          <div className={styles.useOverlay}>
            <Button
              type="primary"
              size="small"
              icon={USE_BUTTONS[useKind].icon}
              onClick={onUse}
              aria-label={`${USE_BUTTONS[useKind].label}：${name}`}
            >
              {USE_BUTTONS[useKind].label}
            </Button>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.cardText}>
          <Typography.Text ellipsis={{ tooltip: name }} className={styles.cardName}>
            {name}
          </Typography.Text>
          {subtitle && <small>{subtitle}</small>}
        </span>
        {extra}
      </figcaption>
    </figure>
  );
}
