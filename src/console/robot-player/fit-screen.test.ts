import { describe, expect, it } from 'vitest';
import { fitScreen } from './fit-screen';

describe('fitScreen', () => {
  it('fills a robot screen of the same size exactly', () => {
    expect(fitScreen({ width: 1080, height: 1920 }, { width: 1080, height: 1920 })).toEqual({
      scale: 1,
      left: 0,
      top: 0,
    });
  });

  it('pillarboxes a portrait screen on a landscape monitor', () => {
    const fitted = fitScreen({ width: 1080, height: 1920 }, { width: 1440, height: 900 });
    expect(fitted.scale).toBeCloseTo(900 / 1920);
    expect(fitted.top).toBe(0);
    expect(fitted.left).toBe(Math.round((1440 - 1080 * (900 / 1920)) / 2));
  });

  it('letterboxes a landscape screen on a portrait tablet', () => {
    const fitted = fitScreen({ width: 1920, height: 1080 }, { width: 800, height: 1280 });
    expect(fitted).toEqual({ scale: 800 / 1920, left: 0, top: Math.round((1280 - 1080 * (800 / 1920)) / 2) });
  });
});
