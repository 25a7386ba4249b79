import { ExportOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_TOP_MENUS } from '../routes/console-menus';
import { entryNames, isMenuActive, linkTarget, type MenuLink, permittedTopMenus } from '../routes/menus';
import { useCurrentRouteName } from '../routes/use-route-metas';
import { useHeldCodes } from '../session/use-held-codes';
import { menuIcon } from './menu-icons';

/** The five top menus with their dropdowns, filtered by the menu permission (the engine menu is fixed). */
export function TopMenu() {
  const held = useHeldCodes();
  const routeName = useCurrentRouteName();
  const navigate = useNavigate();
  const menus = useMemo(() => permittedTopMenus(CONSOLE_TOP_MENUS, held), [held]);

  const open = (link: MenuLink) => {
    const to = linkTarget(link, {});
    if (link.newTab) window.open(to, '_blank', 'noopener');
    else navigate(to);
  };

  const items: MenuProps['items'] = menus.map((menu) => ({
    key: menu.key,
    icon: menuIcon(menu.icon),
    label: menu.title,
    onTitleClick: () => open(menu.items[0]),
    children: menu.items.map((link) => ({
      key: link.name,
      icon: menuIcon(link.icon),
      label: link.newTab ? (
        <span>
          {link.title} <ExportOutlined style={{ fontSize: 11, opacity: 0.6 }} />
        </span>
      ) : (
        link.title
      ),
      onClick: () => open(link),
    })),
  }));

  const selectedKeys = menus.flatMap((menu) =>
    isMenuActive(routeName, entryNames(menu))
      ? [
          menu.key,
          ...menu.items.filter((link) => isMenuActive(routeName, [link.name])).map((link) => link.name),
        ]
      : [],
  );

  return (
    <Menu
      data-tour="top-menu"
      mode="horizontal"
      items={items}
      selectedKeys={selectedKeys}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', fontSize: 15 }}
    />
  );
}
