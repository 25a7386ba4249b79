import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COVER_ILLUSTRATIONS, projectCover } from './project-cover';

describe('projectCover', () => {
  it('keeps a project’s cover and points at a shipped picture', () => {
    expect(projectCover('42')).toBe(projectCover('42'));
    for (const name of COVER_ILLUSTRATIONS) {
      expect(existsSync(`public/stock/illustrations/${name}.svg`), name).toBe(true);
    }
  });

  it('gives consecutive projects different covers', () => {
    const covers = new Set(['1', '2', '3', '4', '5', '6'].map(projectCover));
    expect(covers.size).toBeGreaterThanOrEqual(5);
  });
});
