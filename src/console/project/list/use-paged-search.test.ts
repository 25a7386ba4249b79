// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch } from './use-paged-search';

describe('usePagedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after typing stops, trimmed, from the first page', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3, 10));
    act(() => result.current.setKeyword(' 展'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setKeyword(' 展厅 '));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toMatchObject({ keyword: ' 展厅 ', search: '', pageNo: 3 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ search: '展厅', pageNo: 0, pageSize: 10 });
  });

  it('keeps the page when only spaces change, and goes to the first page with a new page size', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(2, 10));
    act(() => result.current.setKeyword('   '));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.pageNo).toBe(2);
    act(() => result.current.setPage(2, 20));
    expect(result.current).toMatchObject({ pageNo: 0, pageSize: 20 });
  });
});
