import { InfoCircleOutlined } from '@ant-design/icons';
import { Switch, Tag, Tooltip } from 'antd';
import { switchControl } from '../commands/control-commands';
import { currentPage } from '../queries/current-page';
import { useEditor, useEditorCommands } from '../store/editor-store';
import { controlRows } from './control-rules';
import styles from './panels.module.css';

/** The fixed list of robot screen elements, switched on or off for the whole configuration. */
export function ControlList() {
  const commands = useEditorCommands();
  const controls = useEditor((state) => state.doc.controls);
  const pageType = useEditor((state) => currentPage(state)?.type);
  const rows = controlRows(controls, pageType);
  return (
    <section className={styles.panel} aria-label="控件">
      <header className={styles.subHeader}>
        <strong>屏幕控件</strong>
        <small>对本配置的所有页面生效</small>
      </header>
      <ul className={styles.controls}>
        {rows.map(({ definition, checked, disabled, note }) => (
          <li key={definition.id} className={note && !disabled ? styles.controlMuted : undefined}>
            <span className={styles.controlName}>
              {definition.name}
              {definition.mainPageOnly && <Tag className={styles.controlTag}>仅主页</Tag>}
              {note && (
                <Tooltip title={note}>
                  <InfoCircleOutlined className={styles.controlInfo} aria-label={note} />
                </Tooltip>
              )}
            </span>
            <Tooltip title={disabled ? note : undefined}>
              <Switch
                size="small"
                aria-label={definition.name}
                checked={checked}
                disabled={disabled}
                onChange={(valid) => switchControl(commands, definition, valid)}
              />
            </Tooltip>
          </li>
        ))}
      </ul>
    </section>
  );
}
