import { type Draft, enablePatches, type Patch, produceWithPatches } from 'immer';
import { applyCompactPatches, compactPatches } from '../shared/screen/array-patches';

enablePatches();

/**
 * Undo/redo of document edits as immer patches. Every edit is a recipe applied with
 * produceWithPatches; the history keeps its patches and inverse patches, never whole documents.
 * The patches each call returns are also what the editor sends to the iframe and to autosave.
 *
 * Typing in one field is one step: consecutive edits with the same merge key within the merge
 * window join the previous step. Selection and panel state are not in the document, so they never
 * reach the history; a document change that must not be undone can be applied with `record: false`.
 */
export interface HistoryOptions {
  /** Steps kept; the oldest is dropped beyond this. */
  limit?: number;
  /** Longest pause between two edits of one merge run, in milliseconds. */
  mergeWindowMs?: number;
  now?: () => number;
}

export interface EditOptions {
  /** Edits with the same key in quick succession are one step (e.g. `updateMergeKey(...)`). */
  mergeKey?: string;
  /** False applies the change without recording it (not undoable). */
  record?: boolean;
}

/** A state change: the new state and the patches from the old state to it and back. */
export interface Change<T> {
  state: T;
  patches: Patch[];
  inversePatches: Patch[];
}

export interface History<T> {
  apply(state: T, recipe: (draft: Draft<T>) => void, options?: EditOptions): Change<T>;
  undo(state: T): Change<T> | null;
  redo(state: T): Change<T> | null;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Ends the current merge run, so the next edit is a step of its own (a field lost focus). */
  seal(): void;
  clear(): void;
}

interface Step {
  patches: Patch[];
  inversePatches: Patch[];
  mergeKey: string | undefined;
  lastEditAt: number;
}

export const DEFAULT_HISTORY_LIMIT = 100;
export const DEFAULT_MERGE_WINDOW_MS = 1000;

const samePath = (a: Patch, b: Patch) =>
  a.path.length === b.path.length && a.path.every((key, i) => key === b.path[i]);

/**
 * Joins an edit into a step. Replacing the value the step last replaced (the next keystroke)
 * keeps one patch each way, so a long merge run stays as small as a single edit.
 */
function mergeInto(step: Step, patches: Patch[], inversePatches: Patch[]): void {
  const last = step.patches[step.patches.length - 1];
  const next = patches[0];
  if (
    patches.length === 1 &&
    inversePatches.length === 1 &&
    next.op === 'replace' &&
    last?.op === 'replace' &&
    samePath(last, next)
  ) {
    step.patches[step.patches.length - 1] = next;
    return;
  }
  step.patches = [...step.patches, ...patches];
  step.inversePatches = [...inversePatches, ...step.inversePatches];
}

export function createHistory<T extends object>({
  limit = DEFAULT_HISTORY_LIMIT,
  mergeWindowMs = DEFAULT_MERGE_WINDOW_MS,
  now = Date.now,
}: HistoryOptions = {}): History<T> {
  let steps: Step[] = [];
  // Steps before `pointer` are done (undoable); from `pointer` on they are undone (redoable).
  let pointer = 0;
  let sealed = true;

  function record(patches: Patch[], inversePatches: Patch[], mergeKey: string | undefined): void {
    const time = now();
    const top = steps[pointer - 1];
    const canMerge =
      !sealed &&
      pointer === steps.length &&
      top !== undefined &&
      mergeKey !== undefined &&
      top.mergeKey === mergeKey &&
      time - top.lastEditAt <= mergeWindowMs;
    sealed = false;
    if (canMerge) {
      mergeInto(top, patches, inversePatches);
      top.lastEditAt = time;
      return;
    }
    steps = [...steps.slice(0, pointer), { patches, inversePatches, mergeKey, lastEditAt: time }];
    if (steps.length > limit) steps = steps.slice(steps.length - limit);
    pointer = steps.length;
  }

  return {
    apply(state, recipe, { mergeKey, record: recorded = true } = {}) {
      const [next, rawPatches, rawInverse] = produceWithPatches(state, recipe);
      // Structural list edits as splices: the iframe and the undo stack get what changed, not the list.
      const patches = compactPatches(state, next, rawPatches);
      const inversePatches = compactPatches(next, state, rawInverse);
      if (recorded && patches.length > 0) record(patches, inversePatches, mergeKey);
      return { state: next as T, patches, inversePatches };
    },
    undo(state) {
      if (pointer === 0) return null;
      pointer -= 1;
      sealed = true;
      const { patches, inversePatches } = steps[pointer];
      return {
        state: applyCompactPatches(state, inversePatches),
        patches: inversePatches,
        inversePatches: patches,
      };
    },
    redo(state) {
      if (pointer === steps.length) return null;
      const { patches, inversePatches } = steps[pointer];
      pointer += 1;
      sealed = true;
      return { state: applyCompactPatches(state, patches), patches, inversePatches };
    },
    canUndo: () => pointer > 0,
    canRedo: () => pointer < steps.length,
    seal() {
      sealed = true;
    },
    clear() {
      steps = [];
      pointer = 0;
      sealed = true;
    },
  };
}
