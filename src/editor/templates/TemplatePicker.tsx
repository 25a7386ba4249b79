import { Segmented, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { createPageRenderer, type PageRenderer } from '../export/page-renderer';
import { LibraryTemplates } from './LibraryTemplates';
import { MyPages } from './MyPages';
import { PageModules } from './PageModules';
import styles from './TemplatePicker.module.css';

export interface TemplatePickerProps {
  /** Renders the previews; by default the picker keeps one of its own while it is open. */
  renderer?: PageRenderer;
}

type Source = 'library' | 'mine';

/**
 * The page-template picker (spec 'Screen pieces' 2): scope tabs 模块 / 本页模块; under 模块 the
 * page-type tabs 模版页面 / 我的页面, the template categories and the 主页 / 唤醒页 / 二级页面
 * accordion of previews, each with its 'use' button.
 */
export function TemplatePicker({ renderer: given }: TemplatePickerProps) {
  const [own] = useState(() => (given ? null : createPageRenderer()));
  const renderer = given ?? own!;
  useEffect(() => () => own?.dispose(), [own]);
  const [source, setSource] = useState<Source>('library');

  return (
    <Tabs
      size="small"
      className={styles.picker}
      items={[
        {
          key: 'templates',
          label: '模块',
          children: (
            <div className={styles.scope}>
              <Segmented
                block
                value={source}
                onChange={(value) => setSource(value as Source)}
                options={[
                  { value: 'library', label: '模版页面' },
                  { value: 'mine', label: '我的页面' },
                ]}
              />
              {source === 'library' ? (
                <LibraryTemplates renderer={renderer} />
              ) : (
                <MyPages renderer={renderer} />
              )}
            </div>
          ),
        },
        { key: 'page', label: '本页模块', children: <PageModules /> },
      ]}
    />
  );
}
