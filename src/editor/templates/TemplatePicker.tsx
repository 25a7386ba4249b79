import { Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { createPageRenderer, type PageRenderer } from '../../runtime-host/page-renderer';
import { LibraryTemplates } from './LibraryTemplates';
import { MyPages } from './MyPages';
import styles from './TemplatePicker.module.css';

export interface TemplatePickerProps {
  /** Renders the previews; by default the picker keeps one of its own while it is open. */
  renderer?: PageRenderer;
}

type Source = 'library' | 'mine';

/**
 * The page-template picker (spec 'Screen pieces' 2), read top down: where the pages come from
 * (模版页面 / 我的页面), then for the shipped ones a category filter and the 主页 / 唤醒页 / 二级页面
 * accordion of previews, each with its 'use' button. (The spec's scope tabs 模块 / 本页模块 are
 * the 模块 tab's, ModulesPanel.)
 */
export function TemplatePicker({ renderer: given }: TemplatePickerProps) {
  const [own] = useState(() => (given ? null : createPageRenderer()));
  const renderer = given ?? own!;
  useEffect(() => () => own?.dispose(), [own]);
  const [source, setSource] = useState<Source>('library');

  return (
    <div className={styles.scope}>
      <Segmented
        block
        size="small"
        aria-label="页面来源"
        value={source}
        onChange={(value) => setSource(value as Source)}
        options={[
          { value: 'library', label: '模版页面' },
          { value: 'mine', label: '我的页面' },
        ]}
      />
      {source === 'library' ? <LibraryTemplates renderer={renderer} /> : <MyPages renderer={renderer} />}
    </div>
  );
}
