import type { ScreenNode } from '../../shared/screen/node';
import { stringHash } from '../../shared/string-hash';

/**
 * The content area's modules in chunks of about 16 (at most 48), each chunk laid out and painted
 * only near the viewport (`.rb-chunk` in base.css). On a page of 1,000 modules an edit then
 * walks some 60 chunks instead of 1,000 modules: in the browser's layout, in its
 * content-visibility bookkeeping, in the element-box reporter and in React's reconciliation.
 *
 * A chunk starts at a module whose id hashes to a multiple of 16, not every 16th module, so an
 * insert or delete changes only its own chunk: modules never move between chunks (which React
 * would unmount and mount again) unless they sit next to the change.
 */
export const CHUNK_CLASS = 'rb-chunk';
export const CHUNK_SELECTOR = `.${CHUNK_CLASS}`;

const AVERAGE_MODULES = 16;
const MOST_MODULES = 48;

export interface Chunk {
  /** The React key: the id of the module that starts it ('first' for the first chunk, which keeps its key when its first module is deleted). */
  key: string;
  modules: ScreenNode[];
}

// Remembered per id: the content area is chunked again at every edit of the page.
const startsChunkById = new Map<string, boolean>();

function startsChunk(id: string): boolean {
  let starts = startsChunkById.get(id);
  if (starts === undefined) {
    starts = stringHash(id) % AVERAGE_MODULES === 0;
    startsChunkById.set(id, starts);
  }
  return starts;
}

export function chunkModules(modules: readonly ScreenNode[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | null = null;
  for (const module of modules) {
    const starts = current === null || current.modules.length >= MOST_MODULES || startsChunk(module.id);
    if (starts) {
      current = { key: current === null ? 'first' : module.id, modules: [] };
      chunks.push(current);
    }
    current!.modules.push(module);
  }
  return chunks;
}

/** Same modules, same order, same identities: the chunk need not render again. */
export function sameModules(before: readonly ScreenNode[], after: readonly ScreenNode[]): boolean {
  return before.length === after.length && before.every((module, i) => module === after[i]);
}
