// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaStyleAnchor } from './MediaStyleAnchor';

describe('MediaStyleAnchor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('mounts nothing at first, then the dialog’s widgets, out of sight and out of the accessibility tree', async () => {
    const { container } = render(<MediaStyleAnchor />);
    const holder = container.firstElementChild as HTMLElement;
    expect(holder.hidden).toBe(true);
    expect(holder.getAttribute('aria-hidden')).toBe('true');
    expect(holder.childElementCount).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    for (const widget of [
      '.ant-tabs',
      '.ant-input-affix-wrapper',
      '.ant-pagination',
      '.ant-progress',
      '.ant-spin',
    ]) {
      expect(holder.querySelector(widget), widget).not.toBeNull();
    }
  });
});
