import { ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { formatDateTime } from '../../shared/format/date';
import { playerPath } from './configuration-paths';
import styles from './Publish.module.css';

export interface PlayerAddressProps {
  playerKey: string | null;
  releasedAt: string | null;
}

/** Where a robot's browser (or a tablet) opens the released screens; it stays the same across releases. */
export function PlayerAddress({ playerKey, releasedAt }: PlayerAddressProps) {
  if (!playerKey) {
    return (
      <Typography.Text type="secondary">
        发布后会生成机器人播放地址，在机器人或平板的浏览器中打开即可全屏显示。
      </Typography.Text>
    );
  }
  const path = playerPath(playerKey);
  const origin = window.location.origin;
  const address = `${origin}${path}`;
  const key = path.slice(path.lastIndexOf('/') + 1);
  return (
    <div className={styles.address}>
      {/* One line: the start gives way (ellipsis in the middle), the key stays whole, the copy button beside. */}
      <div className={styles.addressField}>
        <span className={styles.addressText} title={address} data-testid="player-address">
          <span className={styles.addressStart}>{address.slice(0, -key.length)}</span>
          <span className={styles.addressKey}>{key}</span>
        </span>
        <Typography.Text copyable={{ text: address, tooltips: ['复制地址', '已复制'] }} />
      </div>
      <Flex justify="space-between" align="center" gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {releasedAt && `最近发布于 ${formatDateTime(releasedAt)}`}
        </Typography.Text>
        <Button icon={<ExportOutlined />} href={playerPath(playerKey)} target="_blank" rel="noopener">
          打开播放页
        </Button>
      </Flex>
    </div>
  );
}
