// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('after paint', () => {
  it('calls back once after the next frame, however often it was asked before it', async () => {
    const callback = vi.fn();
    const drawn = afterPaint(callback);
    drawn.schedule();
    drawn.schedule();
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    await nextFrame();
    await nextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
    drawn.schedule();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(2));
    drawn.cancel();
  });

  it('calls nothing once cancelled', async () => {
    const callback = vi.fn();
    const drawn = afterPaint(callback);
    drawn.schedule();
    drawn.cancel();
    await nextFrame();
    await nextFrame();
    expect(callback).not.toHaveBeenCalled();
  });
});
