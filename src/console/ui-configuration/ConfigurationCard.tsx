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
import styles from './ConfigurationList.module.css';
import { ScreenThumbnail } from './ScreenThumbnail';
import { StatusTag } from './StatusTag';

export type ConfigurationAction = 'edit' | 'publish' | 'globalSetting' | 'rename' | 'copy' | 'delete';

export interface ConfigurationCardProps {
  configuration: HomepageSummary;
  onAction(action: ConfigurationAction, configuration: HomepageSummary): void;
}

const THUMBNAIL_BOX = { width: 240, height: 176 };

/** A screen configuration: its main page, size, status, dates and what can be done with it. */
export function ConfigurationCard({ configuration, onAction }: ConfigurationCardProps) {
  const { name, screenSize, status, updatedAt, releasedAt } = configuration;
  const act = (action: ConfigurationAction) => () => onAction(action, configuration);
  return (
    <Card
      className={styles.card}
      styles={{ body: { padding: '14px 16px 12px' } }}
      cover={
        // The card sets its cover's own display: the stage lays out inside it.
        <div>
          <button type="button" className={styles.stage} onClick={act('edit')} aria-label={`编辑「${name}」`}>
            <ScreenThumbnail
              thumbnail={configuration.thumbnail}
              screenSize={screenSize}
              name={name}
              box={THUMBNAIL_BOX}
            />
            <span className={styles.sizeBadge}>
              {ORIENTATION_NAMES[orientationOf(screenSize)]} · {screenSize.width}×{screenSize.height}
            </span>
            <span className={styles.hoverAction} aria-hidden>
              <span className={styles.hoverChip}>
                <EditOutlined /> 编辑页面
              </span>
            </span>
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
          <Button type="text" size="small" icon={<FormOutlined />} onClick={act('edit')}>
            编辑
          </Button>
          <Button type="text" size="small" icon={<SendOutlined />} onClick={act('publish')}>
            发布
          </Button>
          <Button type="text" size="small" icon={<SettingOutlined />} onClick={act('globalSetting')}>
            全局设置
          </Button>
        </Flex>
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [
              { key: 'rename', icon: <EditOutlined />, label: '重命名', onClick: act('rename') },
              { key: 'copy', icon: <CopyOutlined />, label: '复制', onClick: act('copy') },
              { type: 'divider' },
              {
                key: 'delete',
                icon: <DeleteOutlined />,
                label: '删除',
                danger: true,
                onClick: act('delete'),
              },
            ],
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`「${name}」的更多操作`} />
        </Dropdown>
      </Flex>
    </Card>
  );
}
