import {
  DisconnectOutlined,
  LoadingOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RUNTIME_SANDBOX } from '../../runtime-host/runtime-frame';
import { PLAYER_MISSING_MESSAGES } from '../../shared/api/homepage';
import { playerRuntimeUrl } from '../../shared/runtime-protocol/runtime-url';
import { API_BASE } from '../api/transport';
import { homepageApi, playerDocumentPath } from '../ui-configuration/homepage-api';
import { fitScreen } from './fit-screen';
import { missingReason } from './missing-reason';
import { PlayerMessage } from './PlayerMessage';
import styles from './RobotPlayer.module.css';
import { useViewportSize } from './use-viewport-size';

/**
 * /robot/:playerKey — public, outside the console shell: the released configuration full screen
 * in the robot runtime, scaled to fit whatever screen opens it.
 */
export default function RobotPlayerScreen() {
  const { playerKey = '' } = useParams();
  const viewport = useViewportSize();
  const player = useQuery({
    queryKey: ['robot-player', playerKey],
    queryFn: () => homepageApi.player(playerKey, { quiet: true }),
    enabled: playerKey !== '',
  });

  useEffect(() => {
    if (player.data) document.title = player.data.name;
  }, [player.data]);

  if (player.isPending) return <PlayerMessage icon={<LoadingOutlined />} title="正在加载屏幕…" />;
  if (player.isError) {
    const missing = missingReason(player.error);
    if (missing === 'NOT_RELEASED') {
      return (
        <PlayerMessage icon={<RobotOutlined />} title={PLAYER_MISSING_MESSAGES.NOT_RELEASED}>
          <p className={styles.messageText}>请在控制台发布这套屏幕配置后，刷新本页面。</p>
        </PlayerMessage>
      );
    }
    if (missing === 'UNKNOWN') {
      return (
        <PlayerMessage icon={<QuestionCircleOutlined />} title={PLAYER_MISSING_MESSAGES.UNKNOWN}>
          <p className={styles.messageText}>请在控制台的发布页面复制机器人播放地址，完整粘贴后再打开。</p>
        </PlayerMessage>
      );
    }
    return (
      <PlayerMessage icon={<DisconnectOutlined />} title={player.error.message}>
        <Button size="large" ghost onClick={() => void player.refetch()}>
          重新加载
        </Button>
      </PlayerMessage>
    );
  }

  const { screenSize } = player.data.document.global;
  const fitted = fitScreen(screenSize, viewport);
  return (
    <div className={styles.stage}>
      <iframe
        title={player.data.name}
        className={styles.frame}
        src={playerRuntimeUrl(`${API_BASE}${playerDocumentPath(playerKey)}`)}
        sandbox={RUNTIME_SANDBOX}
        style={{
          width: screenSize.width,
          height: screenSize.height,
          left: fitted.left,
          top: fitted.top,
          transform: `scale(${fitted.scale})`,
        }}
      />
    </div>
  );
}
