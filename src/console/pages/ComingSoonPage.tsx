import { ArrowLeftOutlined, ArrowRightOutlined, HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONSOLE_TOP_MENUS } from '../routes/console-menus';
import { firstMenuPath, linkTarget, permittedTopMenus, type TopMenu } from '../routes/menus';
import { titleText, useMatchedRoutes } from '../routes/use-route-metas';
import { useSession } from '../session/session-store';
import { useHeldCodes } from '../session/use-held-codes';
import { StatusPage } from './StatusPage';

const samePath = (a: string, b: string): boolean => {
  const normal = (path: string) => decodeURIComponent(path).replace(/\/+$/, '') || '/';
  return normal(a) === normal(b);
};

/**
 * Where a signed-in user can go from a page that is not built yet: 回到首页, unless /home sends
 * right back here (the first permitted menu is this very page); then the first other entry of
 * the console's menus; none when there is nowhere else.
 */
export function wayOut(
  menus: readonly TopMenu[],
  currentPath: string,
): { to: string; label: string; home: boolean } | null {
  const home = firstMenuPath([...menus]);
  if (home && !samePath(home, currentPath)) return { to: '/home', label: '回到首页', home: true };
  for (const menu of menus) {
    if (menu.key === 'engine') continue;
    const other = menu.items.find((link) => !link.newTab && !samePath(linkTarget(link, {}), currentPath));
    if (other) return { to: linkTarget(other, {}), label: `前往${other.title}`, home: false };
  }
  return null;
}

/** What a route shows until its screen is built: where you are, what will be here, and a way back. */
export default function ComingSoonPage() {
  const matched = useMatchedRoutes();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const held = useHeldCodes();
  const out = useMemo(() => wayOut(permittedTopMenus(CONSOLE_TOP_MENUS, held), pathname), [held, pathname]);
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
          {!isLogin && (
            <Button type="primary" icon={<LoginOutlined />} onClick={() => navigate('/login')}>
              登录控制台
            </Button>
          )}
          {isLogin && out && (
            <Button
              type="primary"
              icon={out.home ? <HomeOutlined /> : <ArrowRightOutlined />}
              onClick={() => navigate(out.to)}
            >
              {out.label}
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
