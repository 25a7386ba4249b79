import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import type { ScreenNode } from '../../shared/screen/node';
import { createNode } from '../../shared/screen/tags/registry';
import { type Chunk, chunkModules } from './content-chunks';

const ids = createSequentialIds('module');
const modules = (count: number): ScreenNode[] =>
  Array.from({ length: count }, () => createNode('rb-feature-card', ids));

const byKey = (chunks: Chunk[]) => new Map(chunks.map((chunk) => [chunk.key, chunk.modules]));

describe('content chunks', () => {
  it('keeps every module once, in order, in chunks of about 16 and at most 48', () => {
    const page = modules(1000);
    const chunks = chunkModules(page);
    expect(chunks.flatMap((chunk) => chunk.modules)).toEqual(page);
    expect(Math.max(...chunks.map((chunk) => chunk.modules.length))).toBeLessThanOrEqual(48);
    expect(chunks.length).toBeGreaterThan(1000 / 32);
    expect(chunks.length).toBeLessThan(1000 / 8);
    expect(chunks[0].key).toBe('first');
  });

  it('puts a small page in one chunk or a few', () => {
    expect(chunkModules([])).toEqual([]);
    expect(chunkModules(modules(3)).flatMap((chunk) => chunk.modules)).toHaveLength(3);
  });

  it('changes only the chunk around a deleted or inserted module: the others keep key and modules', () => {
    const page = modules(400);
    const before = byKey(chunkModules(page));
    for (const index of [0, 1, 137, 399]) {
      const deleted = byKey(chunkModules(page.toSpliced(index, 1)));
      const inserted = byKey(chunkModules(page.toSpliced(index, 0, ...modules(1))));
      for (const after of [deleted, inserted]) {
        const changed = [...before].filter(([key, chunk]) => after.get(key)?.join() !== chunk.join());
        expect(changed.length).toBeLessThanOrEqual(2);
      }
    }
  });
});
