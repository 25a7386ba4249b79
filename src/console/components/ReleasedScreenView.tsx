import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { RUNTIME_SANDBOX } from '../../runtime-host/runtime-frame';
import { HOMEPAGE_API, type PlayerDocument } from '../../shared/api/homepage';
import type { ReleasedScreen } from '../../shared/api/monitoring';
import { playerRuntimeUrl } from '../../shared/runtime-protocol/runtime-url';
import { http } from '../api/http';
import { API_BASE } from '../api/transport';

const documentPath = (playerKey: string) => `${HOMEPAGE_API.player}/${encodeURIComponent(playerKey)}`;

/**
 * A project's released screen as a robot shows it: rendered by the robot player in the sandboxed
 * runtime at `pageId` (the main page when null), scaled into a box `height` tall. The remote view
 * follows a robot's page with it; the scene editor's simulation shows the page a step put up.
 */
export function ReleasedScreenView(props: {
  screen: ReleasedScreen | null;
  pageId: string | null;
  title: string;
  height: number;
}) {
  const { screen, pageId, title, height } = props;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const player = useQuery({
    queryKey: ['robot-player', screen?.playerKey],
    queryFn: () =>
      http.get<PlayerDocument>(documentPath(screen?.playerKey ?? ''), undefined, { quiet: true }),
    enabled: !!screen,
    staleTime: 60_000,
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pageName = screen?.pages.find((page) => page.id === pageId)?.name;
  let content: React.ReactNode;
  if (!screen) content = <Empty description="项目还没有发布屏幕配置" />;
  else if (player.isPending) content = <Spin />;
  else if (!player.data) content = <Empty description="屏幕内容加载失败" />;
  else {
    const size = player.data.document.global.screenSize;
    const scale = Math.min(width / size.width, height / size.height) || 0;
    content = (
      <iframe
        title={title}
        // A new page reloads the frame at that page.
        key={pageId ?? 'main'}
        src={playerRuntimeUrl(`${API_BASE}${documentPath(screen.playerKey)}`, pageId ?? undefined)}
        sandbox={RUNTIME_SANDBOX}
        style={{
          border: 0,
          width: size.width,
          height: size.height,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          position: 'absolute',
          left: Math.round((width - size.width * scale) / 2),
          top: 0,
          borderRadius: 8 / (scale || 1),
          boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
        }}
      />
    );
  }

  return (
    <Flex vertical gap={8}>
      <div ref={box} style={{ position: 'relative', height, display: 'grid', placeItems: 'center' }}>
        {content}
      </div>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {screen ? `${screen.name} · ${pageName ?? (pageId ? pageId : '主页面')}` : '—'}
      </Typography.Text>
    </Flex>
  );
}
