import { Layout, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { CONSOLE_SIDE_MENUS } from '../routes/console-menus';
import { isMenuActive, linkTarget, type MenuLink, permittedSideMenu } from '../routes/menus';
import type { SideMenuKey } from '../routes/route-model';
import { useCurrentRouteName } from '../routes/use-route-metas';
import { useHeldCodes } from '../session/use-held-codes';
import { menuIcon } from './menu-icons';
import { SiteFooter } from './SiteFooter';

const HEADER_HEIGHT = 64;

/** Scrolls the side menu (not the page) so that its selected item shows. */
function revealSelected(sider: HTMLElement | null): void {
  const item = sider?.querySelector<HTMLElement>('.ant-menu-item-selected');
  if (!sider || !item) return;
  const box = sider.getBoundingClientRect();
  const shown = item.getBoundingClientRect();
  if (shown.top < box.top) sider.scrollTop -= box.top - shown.top;
  else if (shown.bottom > box.bottom) sider.scrollTop += shown.bottom - box.bottom;
}

/** An area with its side menu (project detail, operation, enterprise) derived from the route table. */
export function SideMenuLayout({ menu, header }: { menu: SideMenuKey; header: ReactNode }) {
  const held = useHeldCodes();
  const routeName = useCurrentRouteName();
  const params = useParams();
  const navigate = useNavigate();
  const entries = useMemo(() => permittedSideMenu(CONSOLE_SIDE_MENUS[menu], held), [menu, held]);
  const links = entries.flatMap((entry): MenuLink[] => (entry.kind === 'link' ? [entry] : entry.items));

  const toItem = (link: MenuLink) => ({
    key: link.name,
    icon: menuIcon(link.icon),
    label: link.title,
    onClick: () => navigate(linkTarget(link, params)),
  });
  const items: MenuProps['items'] = entries.map((entry) =>
    entry.kind === 'link'
      ? toItem(entry)
      : { key: entry.key, icon: menuIcon(entry.icon), label: entry.title, children: entry.items.map(toItem) },
  );
  const selectedKeys = links.filter((link) => isMenuActive(routeName, [link.name])).map((link) => link.name);
  const groupKeys = entries.flatMap((entry) => (entry.kind === 'group' ? [entry.key] : []));
  const sider = useRef<HTMLDivElement>(null);
  const selected = selectedKeys.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever the selection changes
  useEffect(() => revealSelected(sider.current), [selected]);

  return (
    <Layout hasSider data-side-menu style={{ flex: 1, background: 'transparent' }}>
      <Layout.Sider
        ref={sider}
        width={232}
        style={{
          position: 'sticky',
          top: HEADER_HEIGHT,
          // As tall as the area (the window under the header and any banner) when the page is
          // short, the window at most when it is long: it stays in place while the page scrolls.
          // Its menu never makes the area taller (size containment): it scrolls inside instead.
          maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          contain: 'size',
          overflow: 'auto',
          borderRight: '1px solid rgba(11,31,77,0.06)',
        }}
      >
        {header}
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selectedKeys}
          defaultOpenKeys={groupKeys}
          style={{ borderInlineEnd: 'none', padding: '0 8px' }}
        />
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <SiteFooter />
      </Layout.Content>
    </Layout>
  );
}
