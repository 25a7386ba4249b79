import { AimOutlined } from '@ant-design/icons';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { tagDefinition } from '../../shared/screen/tags/registry';
import { currentPage } from '../queries/current-page';
import { useEditorShallow } from '../store/editor-store';
import { NodeForm } from './form/NodeForm';
import styles from './panels.module.css';

/**
 * Nothing selected: how to start, and the settings of the page on the canvas. It reads the page's
 * name, type and root only: an edit of a module on the page leaves it alone.
 */
export function PageProperties() {
  const page = useEditorShallow((state) => {
    const shown = currentPage(state);
    return shown && { name: shown.name, type: shown.type, rootId: shown.ast.id, tag: shown.ast.tag };
  });
  const definition = page ? tagDefinition(page.tag) : undefined;
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
          <NodeForm nodeId={page.rootId} definition={definition} withAppearance={false} />
        </>
      )}
    </section>
  );
}
