import { HomeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { CONSOLE_ROUTES } from '../routes/console-menus';
import { walkRoutes } from '../routes/route-tree';
import { StatusPage } from './StatusPage';

/** A route's display name for the no-access text: its title when the table has a fixed one. */
function displayName(routeName: string): string {
  for (const route of walkRoutes(CONSOLE_ROUTES)) {
    if (route.meta.name === routeName && typeof route.meta.title === 'string') return route.meta.title;
  }
  return routeName;
}

/** /403/{routeName}: the refused route named, and the way back. */
export default function ForbiddenPage() {
  const { routeName = '' } = useParams();
  const navigate = useNavigate();
  return (
    <StatusPage
      illustration="/brand/no-access.svg"
      title="暂无访问权限"
      actions={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/home')}>
          回到首页
        </Button>
      }
    >
      <Typography.Paragraph style={{ fontSize: 15, marginBottom: 4 }}>
        你当前的身份没有进入「{displayName(routeName)}」的权限。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        如需使用，请联系企业管理员为你的角色开通，或切换到有权限的身份后再试。
      </Typography.Paragraph>
    </StatusPage>
  );
}
