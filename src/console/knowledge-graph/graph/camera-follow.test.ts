import { describe, expect, it } from 'vitest';
import { cameraFor, viewFor } from './camera-follow';

describe('the camera that follows a settling layout', () => {
  // The nodes spread to twice their former extent, and to the right of where they were.
  const box = { minX: 0.25, maxX: 2.25, minY: -0.5, maxY: 1.5 };

  it('shows the whole graph when it showed the whole graph', () => {
    expect(cameraFor({ x: 0.5, y: 0.5, ratio: 1 }, box)).toEqual({ x: 1.25, y: 0.5, ratio: 2 });
  });

  it('keeps a zoomed-in view on the same part of the graph', () => {
    // A quarter of the graph, its top-right corner.
    expect(cameraFor({ x: 0.75, y: 0.75, ratio: 0.25 }, box)).toEqual({ x: 1.75, y: 1, ratio: 0.5 });
  });

  it('takes a camera the user moved back as a view of the graph', () => {
    const view = { x: 0.3, y: 0.6, ratio: 0.4 };
    const back = viewFor(cameraFor(view, box), box);
    expect(back.x).toBeCloseTo(view.x);
    expect(back.y).toBeCloseTo(view.y);
    expect(back.ratio).toBeCloseTo(view.ratio);
  });
});
