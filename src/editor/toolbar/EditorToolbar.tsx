import {
  ArrowLeftOutlined,
  DownOutlined,
  EyeOutlined,
  FileImageOutlined,
  RedoOutlined,
  SaveOutlined,
  SendOutlined,
  SettingOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Divider, Dropdown, Space, Tooltip, Typography } from 'antd';
import type { ReactElement } from 'react';
import { DisabledWithReason } from '../../console/permissions/DisabledWithReason';
import { useEditor, useEditorCommands, useEditorStore } from '../store/editor-store';
import styles from './EditorToolbar.module.css';
import { SaveStatus } from './SaveStatus';

const MOD = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

export type ExportScope = 'page' | 'all';

export interface EditorToolbarProps {
  onBack: () => void;
  onPreview: () => void;
  onExport: (scope: ExportScope) => void;
  exporting: boolean;
  onOpenSettings: () => void;
  onPublish: () => void;
}

/** The editor's top bar: back, name and save state on the left, history in the middle, actions on the right. */
export function EditorToolbar({
  onBack,
  onPreview,
  onExport,
  exporting,
  onOpenSettings,
  onPublish,
}: EditorToolbarProps) {
  const store = useEditorStore();
  const commands = useEditorCommands();
  const name = useEditor((state) => state.name);
  const canUndo = useEditor((state) => state.canUndo);
  const canRedo = useEditor((state) => state.canRedo);
  const saving = useEditor((state) => state.saveStatus === 'saving');
  const readOnly = useEditor((state) => state.readOnly);
  /** A control that changes the configuration: disabled with the reason in a view-only session. */
  const changing = (control: ReactElement<{ disabled?: boolean }>) =>
    readOnly ? <DisabledWithReason reason={readOnly}>{control}</DisabledWithReason> : control;

  return (
    <header className={styles.toolbar}>
      <div className={styles.start}>
        <Tooltip title="返回配置列表">
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="返回配置列表" />
        </Tooltip>
        <Divider orientation="vertical" />
        <Typography.Text
          className={styles.name}
          editable={
            !readOnly && {
              maxLength: 30,
              tooltip: '重命名配置',
              onChange: (value) => {
                const trimmed = value.trim();
                if (trimmed) store.setState({ name: trimmed });
              },
            }
          }
        >
          {name}
        </Typography.Text>
        <SaveStatus />
      </div>
      <div className={styles.middle}>
        <Tooltip title={`撤销（${MOD}Z）`}>
          <Button
            type="text"
            icon={<UndoOutlined />}
            disabled={!canUndo}
            onClick={commands.undo}
            aria-label="撤销"
          />
        </Tooltip>
        <Tooltip title={`重做（${MOD}Shift+Z）`}>
          <Button
            type="text"
            icon={<RedoOutlined />}
            disabled={!canRedo}
            onClick={commands.redo}
            aria-label="重做"
          />
        </Tooltip>
      </div>
      <div className={styles.end}>
        <Button icon={<EyeOutlined />} onClick={onPreview}>
          预览
        </Button>
        <Space.Compact>
          <Tooltip title="按屏幕实际像素导出当前页面">
            <Button icon={<FileImageOutlined />} loading={exporting} onClick={() => onExport('page')}>
              导出 PNG
            </Button>
          </Tooltip>
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'page', label: '导出当前页面' },
                { key: 'all', label: '导出全部页面' },
              ],
              onClick: ({ key }) => onExport(key as ExportScope),
            }}
          >
            <Button icon={<DownOutlined />} disabled={exporting} aria-label="更多导出方式" />
          </Dropdown>
        </Space.Compact>
        <Button icon={<SettingOutlined />} onClick={onOpenSettings}>
          全局设置
        </Button>
        {changing(
          <Button icon={<SendOutlined />} onClick={onPublish}>
            发布
          </Button>,
        )}
        {readOnly ? (
          changing(
            <Button type="primary" icon={<SaveOutlined />}>
              保存
            </Button>,
          )
        ) : (
          <Tooltip title={`保存（${MOD}S）`}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              onClick={() => void commands.save()}
            >
              保存
            </Button>
          </Tooltip>
        )}
      </div>
    </header>
  );
}
