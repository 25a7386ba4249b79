import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  MoreOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Typography } from 'antd';
import type { HomepageSummary } from '../../shared/api/homepage';
import { formatDateTime } from '../../shared/format/date';
import { ORIENTATION_NAMES, orientationOf } from '../../shared/screen/orientation';
import { FlaggedAction, flaggedMenuItem } from '../permissions/FlaggedAction';
import type { ResourceFlags } from '../permissions/resource-flags';
import styles from './ConfigurationList.module.css';
import { ScreenThumbnail } from './ScreenThumbnail';
import { StatusTag } from './StatusTag';

export type ConfigurationAction = 'edit' | 'publish' | 'globalSetting' | 'rename' | 'copy' | 'delete';

export interface ConfigurationCardProps {
  configuration: HomepageSummary;
  /** The caller's flags on the project: changing its screens needs editAuth. */
  flags: ResourceFlags;
  onAction(action: ConfigurationAction, configuration: HomepageSummary): void;
}

const THUMBNAIL_BOX = { width: 240, height: 176 };

/** A screen configuration: its main page, size, status, dates and what can be done with it. */
export function ConfigurationCard({ configuration, flags, onAction }: ConfigurationCardProps) {
  const { name, screenSize, status, updatedAt, releasedAt } = configuration;
  const act = (action: ConfigurationAction) => () => onAction(action, configuration);
  const editable = flags.allows('editAuth');
  return (
    <Card
      className={styles.card}
      styles={{ body: { padding: '14px 16px 12px' } }}
      cover={
        // The card sets its cover's own display: the stage lays out inside it.
        <div>
          <button
            type="button"
            className={styles.stage}
            onClick={act('edit')}
            disabled={!editable}
            title={flags.reason('editAuth') ?? undefined}
            aria-label={`编辑「${name}」`}
          >
            <ScreenThumbnail
              thumbnail={configuration.thumbnail}
              screenSize={screenSize}
              name={name}
              box={THUMBNAIL_BOX}
            />
            <span className={styles.sizeBadge}>
              {ORIENTATION_NAMES[orientationOf(screenSize)]} · {screenSize.width}×{screenSize.height}
            </span>
            {editable && (
              <span className={styles.hoverAction} aria-hidden>
                <span className={styles.hoverChip}>
                  <EditOutlined /> 编辑页面
                </span>
              </span>
            )}
          </button>
        </div>
      }
    >
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: name }} style={{ fontSize: 15 }}>
          {name}
        </Typography.Text>
        <StatusTag status={status} />
      </Flex>
      <div className={styles.meta}>
        <div>更新于 {formatDateTime(updatedAt)}</div>
        <div>{releasedAt ? `发布于 ${formatDateTime(releasedAt)}` : '尚未发布'}</div>
      </div>
      <Flex className={styles.actions} justify="space-between" align="center">
        <Flex gap={4}>
          <FlaggedAction flags={flags} flag="editAuth">
            <Button type="text" size="small" icon={<FormOutlined />} onClick={act('edit')}>
              编辑
            </Button>
          </FlaggedAction>
          <FlaggedAction flags={flags} flag="editAuth">
            <Button type="text" size="small" icon={<SendOutlined />} onClick={act('publish')}>
              发布
            </Button>
          </FlaggedAction>
          <FlaggedAction flags={flags} flag="editAuth">
            <Button type="text" size="small" icon={<SettingOutlined />} onClick={act('globalSetting')}>
              全局设置
            </Button>
          </FlaggedAction>
        </Flex>
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [
              flaggedMenuItem(flags, 'editAuth', { key: 'rename', icon: <EditOutlined />, label: '重命名' }),
              flaggedMenuItem(flags, 'editAuth', { key: 'copy', icon: <CopyOutlined />, label: '复制' }),
              { type: 'divider' },
              flaggedMenuItem(flags, 'deleteAuth', {
                key: 'delete',
                icon: <DeleteOutlined />,
                label: '删除',
                danger: true,
              }),
            ],
            onClick: ({ key }) => onAction(key as ConfigurationAction, configuration),
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`「${name}」的更多操作`} />
        </Dropdown>
      </Flex>
    </Card>
  );
}
