import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Rect, RuntimeToEditor } from '../../shared/runtime-protocol/messages';

/**
 * The element boxes the runtime reports, in iframe CSS pixels. Kept in one mutable map (a report
 * after an edit carries only what moved); readers subscribe to `version`, which counts reports.
 */
export interface RectBook {
  /** `version` changes with every report; `ready` once the first whole page was measured. */
  state: StoreApi<{ version: number; ready: boolean }>;
  get(id: string): Rect | undefined;
  apply(report: RuntimeToEditor['rects']): void;
  /** The runtime is reloading or showing another document: forget every box. */
  reset(): void;
}

export function createRectBook(): RectBook {
  const rects = new Map<string, Rect>();
  const state = createStore<{ version: number; ready: boolean }>()(() => ({ version: 0, ready: false }));
  return {
    state,
    get: (id) => rects.get(id),
    apply({ rects: changed, removed, complete }) {
      if (complete) rects.clear();
      for (const id of removed) rects.delete(id);
      for (const [id, rect] of Object.entries(changed)) rects.set(id, rect);
      const { version, ready } = state.getState();
      state.setState({ version: version + 1, ready: ready || complete });
    },
    reset() {
      rects.clear();
      state.setState({ version: state.getState().version + 1, ready: false });
    },
  };
}
