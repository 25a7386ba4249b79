import { ArrowLeftOutlined, HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { titleText, useMatchedRoutes } from '../routes/use-route-metas';
import { useSession } from '../session/session-store';
import { StatusPage } from './StatusPage';

/** What a route shows until its screen is built: where you are, what will be here, and a way back. */
export default function ComingSoonPage() {
  const matched = useMatchedRoutes();
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);
  const titled = [...matched].reverse().find((route) => route.meta.title);
  const title = (titled && titleText(titled.meta.title, titled.params)) ?? '新功能';
  const summary = [...matched].reverse().find((route) => route.meta.summary)?.meta.summary;
  // The first page of a tab (opened from a link or in a new tab, redirects included) has nowhere
  // to go back to; the router numbers its history entries in `idx`.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <StatusPage
      illustration="/brand/coming-soon.svg"
      title={title}
      tag={<Tag color="processing">即将上线</Tag>}
      actions={
        <>
          {canGoBack && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              返回上一页
            </Button>
          )}
          {isLogin ? (
            <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/home')}>
              回到首页
            </Button>
          ) : (
            <Button type="primary" icon={<LoginOutlined />} onClick={() => navigate('/login')}>
              登录控制台
            </Button>
          )}
        </>
      }
    >
      {summary && (
        <Typography.Paragraph style={{ fontSize: 15, marginBottom: 4 }}>{summary}</Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">
        这项功能正在加紧建设中，上线后会第一时间通过消息中心通知你。
      </Typography.Paragraph>
    </StatusPage>
  );
}
