import { Button, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import type { HomepageConflict } from '../../shared/api/homepage';
import type { ScreenGlobal } from '../../shared/screen/document';
import { ORIENTATION_NAMES, orientationOf } from '../../shared/screen/orientation';

export interface SettingsConflictProps {
  mine: ScreenGlobal;
  theirs: HomepageConflict;
  saving: boolean;
  /** Save my settings onto their version (their page edits are kept). */
  onKeepMine: () => void;
  /** Drop my changes and show their settings. */
  onTakeTheirs: () => void;
}

const summarise = (global: ScreenGlobal) => ({
  screenSize: `${global.screenSize.width} × ${global.screenSize.height}（${ORIENTATION_NAMES[orientationOf(global.screenSize)]}）`,
  pageInterval: `${global.pageInterval} 秒`,
  logoUrl: global.logoUrl ? global.logoUrl.split('/').at(-1) : '未设置',
  wakeWord: global.wakeWord || '未设置',
});

const ROWS = [
  { key: 'screenSize', label: '屏幕尺寸' },
  { key: 'pageInterval', label: '页面停留时间' },
  { key: 'logoUrl', label: 'Logo' },
  { key: 'wakeWord', label: '唤醒词' },
] as const;

/**
 * Someone saved the configuration after these settings were loaded (HTTP 409): both versions
 * side by side, and the designer decides. Keeping mine applies my settings to their version, so
 * their page edits survive too.
 */
export function SettingsConflict({ mine, theirs, saving, onKeepMine, onTakeTheirs }: SettingsConflictProps) {
  const ours = summarise(mine);
  const stored = summarise(theirs.document.global);
  const who = theirs.updatedBy ? `${theirs.updatedBy} ` : '';
  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      title="配置已被他人修改"
      width={560}
      footer={[
        <Button key="theirs" onClick={onTakeTheirs} disabled={saving}>
          放弃我的修改
        </Button>,
        <Button key="mine" type="primary" loading={saving} onClick={onKeepMine}>
          保存我的设置
        </Button>,
      ]}
    >
      <p>
        {who}于 {dayjs(theirs.updatedAt).format('YYYY.MM.DD HH:mm:ss')} 保存了版本 {theirs.version}。
        保存我的设置会把下列设置写入该版本，页面内容以该版本为准。
      </p>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={ROWS.map((row) => ({ ...row, mine: ours[row.key], theirs: stored[row.key] }))}
        columns={[
          { title: '设置', dataIndex: 'label', width: 110 },
          { title: '对方的版本', dataIndex: 'theirs' },
          {
            title: '我的修改',
            dataIndex: 'mine',
            render: (value: string, row) => (value === row.theirs ? value : <strong>{value}</strong>),
          },
        ]}
      />
    </Modal>
  );
}
