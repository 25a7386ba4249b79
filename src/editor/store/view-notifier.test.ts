import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewNotifier } from './view-notifier';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('view notifier', () => {
  it('tells the views of a change at once while nothing holds it', () => {
    const notifier = createViewNotifier(100);
    const view = vi.fn();
    notifier.subscribe(view);
    notifier.notify();
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('holds changes until released, then tells the views once', () => {
    const notifier = createViewNotifier(100);
    const view = vi.fn();
    notifier.subscribe(view);
    notifier.hold();
    notifier.notify();
    notifier.notify();
    expect(view).not.toHaveBeenCalled();
    notifier.release();
    expect(view).toHaveBeenCalledTimes(1);
    notifier.notify();
    expect(view).toHaveBeenCalledTimes(2);
  });

  it('lets go at the deadline when no release comes, and a second hold does not push the deadline back', () => {
    const notifier = createViewNotifier(100);
    const view = vi.fn();
    notifier.subscribe(view);
    notifier.hold();
    notifier.notify();
    vi.advanceTimersByTime(60);
    notifier.hold();
    notifier.notify();
    vi.advanceTimersByTime(39);
    expect(view).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('tells nothing on a release when nothing changed, and nothing to a view that unsubscribed', () => {
    const notifier = createViewNotifier(100);
    const view = vi.fn();
    const unsubscribe = notifier.subscribe(view);
    notifier.hold();
    notifier.release();
    expect(view).not.toHaveBeenCalled();
    unsubscribe();
    notifier.notify();
    expect(view).not.toHaveBeenCalled();
  });
});
