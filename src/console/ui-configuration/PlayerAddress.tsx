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
  const address = `${window.location.origin}${playerPath(playerKey)}`;
  return (
    <div className={styles.address}>
      <Typography.Paragraph
        copyable={{ text: address, tooltips: ['复制地址', '已复制'] }}
        code
        style={{ margin: 0, wordBreak: 'break-all' }}
        data-testid="player-address"
      >
        {address}
      </Typography.Paragraph>
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
