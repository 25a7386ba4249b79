// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages';
import { routeObjectsOf } from './route-objects';
import { resolveRoutes } from './route-tree';
import { ChunkTimeoutError, withTimeout } from './screen-loader';

describe('lazily loaded screens', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives up on a chunk that has not arrived within the limit', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const waiting = expect(withTimeout(never, 120_000)).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await waiting;
  });

  it('offers a reload in the screen’s place, its layout kept, when its code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = resolveRoutes([
      {
        path: 'area',
        element: (
          <main>
            <h1>区域</h1>
            <Outlet />
          </main>
        ),
        children: [
          {
            path: 'broken',
            screen: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          },
        ],
      },
    ]);
    const router = createMemoryRouter(routeObjectsOf(routes), { initialEntries: ['/area/broken'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(MSG.chunkLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(MSG.reloadPage) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '区域' })).toBeTruthy();
  });

  it('starts a screen’s prefetch while its code loads, and again only when its path parameters change', async () => {
    const prefetch = vi.fn();
    let arrive: (screen: { default: () => ReactNode }) => void = () => undefined;
    const code = new Promise<{ default: () => ReactNode }>((resolve) => {
      arrive = resolve;
    });
    const routes = resolveRoutes([{ path: 'editor/:id', screen: () => code, prefetch }]);
    const router = createMemoryRouter(routeObjectsOf(routes), { initialEntries: ['/editor/a?page=1'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0][0]).toMatchObject({ id: 'a' });
    expect((prefetch.mock.calls[0][1] as URL).searchParams.get('page')).toBe('1');

    arrive({ default: () => <h1>编辑器</h1> });
    expect(await screen.findByRole('heading', { name: '编辑器' })).toBeTruthy();
    await act(() => router.navigate('/editor/a?page=2'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/editor/b'));
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[1][0]).toMatchObject({ id: 'b' });
  });
});
