import { AimOutlined } from '@ant-design/icons';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { tagDefinition } from '../../shared/screen/tags/registry';
import { currentPage, useEditor } from '../store/editor-store';
import { NodeForm } from './form/NodeForm';
import styles from './panels.module.css';

/** Nothing selected: how to start, and the settings of the page on the canvas. */
export function PageProperties() {
  const page = useEditor(currentPage);
  const definition = page ? tagDefinition(page.ast.tag) : undefined;
  return (
    <section className={styles.panel} aria-label="页面设置">
      <div className={styles.emptyHint}>
        <AimOutlined className={styles.emptyIcon} />
        <p>在画布中点击一个模块以编辑</p>
        <small>按住 Shift 或 ⌘/Ctrl 点击可多选</small>
      </div>
      {page && definition && (
        <>
          <header className={styles.header}>
            <span className={styles.headerText}>
              <strong>页面设置</strong>
              <small>
                {[page.name, PAGE_TYPE_NAMES[page.type], definition.name]
                  .filter((part, index, parts) => parts.indexOf(part) === index)
                  .join(' · ')}
              </small>
            </span>
          </header>
          <NodeForm nodeId={page.ast.id} definition={definition} withAppearance={false} />
        </>
      )}
    </section>
  );
}
