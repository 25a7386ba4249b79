import { Space, Typography } from 'antd';
import { RouteLink } from '../../components/RouteLink';
import { DemoCard, GallerySection } from '../GallerySection';

const SAMPLE_ROUTES = [
  { name: '消息中心', path: '/home/message-center' },
  { name: '技能商店', path: '/home/skill-store' },
  { name: '个人中心', path: '/home/my-center' },
];

export function RouteLinkSection() {
  return (
    <GallerySection
      id="route-link"
      title="路由链接 RouteLink"
      summary="显示路由名称并指向路由路径，站内跳转不刷新页面；按住 Ctrl/⌘ 点击可在新标签页打开。"
    >
      <DemoCard
        title="示例"
        span={24}
        caption="<RouteLink name=&quot;消息中心&quot; path=&quot;/home/message-center&quot; />"
      >
        <Space size="large" wrap>
          {SAMPLE_ROUTES.map((route) => (
            <Space key={route.path} size={4}>
              <RouteLink name={route.name} path={route.path} />
              <Typography.Text type="secondary" code>
                {route.path}
              </Typography.Text>
            </Space>
          ))}
        </Space>
      </DemoCard>
    </GallerySection>
  );
}
