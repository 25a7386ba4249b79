// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
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
});
