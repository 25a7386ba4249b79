import { describe, expect, it } from 'vitest';
import { centreOn, clampToPicture, fitView, MAX_SCALE, zoomAt } from './floor-plan-view';

describe('floor plan view', () => {
  it('fits the whole picture in the box, centred', () => {
    const view = fitView({ width: 2000, height: 1000 }, { width: 1048, height: 600 });
    expect(view.scale).toBeCloseTo(0.5);
    expect(view.x).toBeCloseTo(24);
    expect(view.y).toBeCloseTo((600 - 500) / 2);
  });

  it('zooms keeping the spot under the pointer in place, within limits', () => {
    const view = { scale: 1, x: 10, y: 20 };
    const zoomed = zoomAt(view, 2, { x: 110, y: 120 });
    // The picture spot (100, 100) stays at (110, 120) on screen.
    expect(100 * zoomed.scale + zoomed.x).toBeCloseTo(110);
    expect(100 * zoomed.scale + zoomed.y).toBeCloseTo(120);
    expect(zoomAt(view, 1000, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });

  it('centres a spot, zoomed in to at least 100%', () => {
    const view = centreOn({ scale: 0.25, x: 0, y: 0 }, { x: 300, y: 200 }, { width: 800, height: 600 });
    expect(view).toEqual({ scale: 1, x: 100, y: 100 });
  });

  it('keeps placed spots inside the picture, in whole pixels', () => {
    expect(clampToPicture({ x: -5.2, y: 40.6 }, { width: 100, height: 50 })).toEqual({ x: 0, y: 41 });
    expect(clampToPicture({ x: 120, y: 80 }, { width: 100, height: 50 })).toEqual({ x: 100, y: 50 });
  });
});
