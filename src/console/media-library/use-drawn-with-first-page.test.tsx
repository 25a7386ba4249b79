// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaterialPage } from '../../shared/api/material';
import { MEDIA_DIALOG_PAGE_SIZE } from '../../shared/constants';
import { materialApi } from './material-api';
import { FIRST_PAGE_GRACE_MS, useDrawnWithFirstPage } from './use-drawn-with-first-page';

const firstPage: MaterialPage = { content: [], size: MEDIA_DIALOG_PAGE_SIZE, number: 0, totalElements: 0 };

describe('useDrawnWithFirstPage', () => {
  let answerIn: number;
  let page: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    page = vi
      .spyOn(materialApi, 'page')
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(firstPage), answerIn)));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const render = (open: boolean) => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook((props: { open: boolean }) => useDrawnWithFirstPage(props.open, 'p1'), {
      wrapper,
      initialProps: { open },
    });
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('draws the dialog as soon as the first page of the picture library is in', async () => {
    answerIn = 30;
    const { result } = render(true);
    expect(result.current).toBe(false);
    expect(page).toHaveBeenCalledWith(
      expect.objectContaining({ pageNo: 0, pageSize: MEDIA_DIALOG_PAGE_SIZE, projectId: 'p1' }),
      expect.anything(),
    );
    await wait(29);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
  });

  it(`draws it without the page after ${FIRST_PAGE_GRACE_MS} ms when the answer is slow`, async () => {
    answerIn = 5000;
    const { result } = render(true);
    await wait(FIRST_PAGE_GRACE_MS - 1);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
  });

  it('asks nothing while closed and is not drawn once closed', async () => {
    answerIn = 10;
    const { result, rerender } = render(false);
    await wait(FIRST_PAGE_GRACE_MS);
    expect(page).not.toHaveBeenCalled();
    rerender({ open: true });
    await wait(10);
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(false);
  });
});
