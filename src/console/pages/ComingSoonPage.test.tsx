// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_CODES, type MenuCode } from '../../shared/permissions';
import { CONSOLE_TOP_MENUS } from '../routes/console-menus';
import { permittedTopMenus } from '../routes/menus';
import type { RouteMeta } from '../routes/route-model';
import { useSession } from '../session/session-store';
import ComingSoonPage, { wayOut } from './ComingSoonPage';

afterEach(cleanup);

const menusFor = (codes: MenuCode[]) => permittedTopMenus(CONSOLE_TOP_MENUS, new Set(codes));

describe('the coming-soon page’s way out', () => {
  it('offers 回到首页 when /home leads somewhere else', () => {
    expect(wayOut(menusFor([...MENU_CODES]), '/home/skill-store')).toEqual({
      to: '/home',
      label: '回到首页',
      home: true,
    });
  });

  it('never offers 回到首页 on the page /home resolves to: the next menu entry instead, or nothing', () => {
    expect(wayOut(menusFor(['SHOP_SKILL', 'PROJECT']), '/home/skill-store')).toEqual({
      to: '/home/project-management',
      label: '前往项目管理',
      home: false,
    });
    expect(wayOut(menusFor(['SHOP_SKILL']), '/home/skill-store/')).toBeNull();
  });

  it('shows that choice on the page', () => {
    useSession.setState({ isLogin: true, menuPermission: ['SHOP_SKILL', 'PROJECT'], menuStatus: 'loaded' });
    const meta: RouteMeta = { name: 'home-skill-store', title: '技能商店', permissions: [] };
    const router = createMemoryRouter(
      [{ path: '/home/skill-store', element: <ComingSoonPage />, handle: meta }],
      {
        initialEntries: ['/home/skill-store'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: '技能商店' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /回到首页/ })).toBeNull();
    expect(screen.getByRole('button', { name: /前往项目管理/ })).toBeInTheDocument();
  });
});
