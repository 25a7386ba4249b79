// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages';
import { ChunkTimeoutError, lazyScreen, withTimeout } from './lazy-screen';
import { ScreenBoundary } from './ScreenBoundary';

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

  it('offers a reload instead of a white page when the code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <ScreenBoundary>
        <Broken />
      </ScreenBoundary>,
    );
    expect(await screen.findByText(MSG.chunkLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(MSG.reloadPage) })).toBeTruthy();
  });
});
