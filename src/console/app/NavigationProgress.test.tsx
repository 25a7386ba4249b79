// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './NavigationProgress';

describe('navigation progress', () => {
  it('shows a bar while a screen’s code is on its way, and hides it once the screen is there', async () => {
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/slow">设备管理</Link> },
          {
            path: '/slow',
            lazy: () =>
              new Promise((resolve) => {
                arrive = () => resolve({ element: <h1>设备列表</h1> });
              }),
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    act(() => screen.getByText('设备管理').click());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
    expect(screen.getByText('设备管理')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: '设备列表' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
