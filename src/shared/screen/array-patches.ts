import { applyPatches, current, isDraft, type Patch, produce } from 'immer';

/**
 * Immer describes an array change element by element: removing the first of 1,000 modules gives
 * 999 `replace` patches, each carrying a whole module. Sent to the iframe or kept for undo, that
 * makes a structural edit cost the size of the page. compactPatches rewrites every array that
 * changed structurally into the shortest list of `remove`/`add` patches (immer's applyPatches
 * splices for those), found by comparing elements by identity, which immer's structural
 * sharing keeps for everything an edit did not touch.
 */

type Path = Patch['path'];
type Key = Path[number];

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<Key, unknown>)[key];
  }
  return value;
}

const startsWith = (path: Path, prefix: Path) =>
  path.length >= prefix.length && prefix.every((key, index) => path[index] === key);

/** The path of the array a patch changes structurally, or null when it changes something else. */
function structuralArrayPath(patch: Patch, before: unknown, after: unknown): Path | null {
  if (patch.op === 'replace' && Array.isArray(patch.value) && Array.isArray(valueAt(before, patch.path))) {
    return patch.path;
  }
  if (patch.path.length === 0) return null;
  const parent = patch.path.slice(0, -1);
  const key = patch.path[patch.path.length - 1];
  const isIndex = typeof key === 'number' || key === 'length';
  return isIndex && Array.isArray(valueAt(after, parent)) && Array.isArray(valueAt(before, parent))
    ? parent
    : null;
}

type Step = { keep: true } | { keep: false; remove: boolean; value?: unknown };

/**
 * The shortest edit script from `a` to `b` (Myers' O(ND) diff, elements compared by identity).
 * Past `maxEdits` differences it gives up and replaces everything (null).
 */
function editScript(a: readonly unknown[], b: readonly unknown[], maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
      let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset, d);
    }
  }
  return null;
}

function backtrack(
  trace: Int32Array[],
  a: readonly unknown[],
  b: readonly unknown[],
  offset: number,
  edits: number,
): Step[] {
  const steps: Step[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d -= 1) {
    const v = trace[d];
    const k = x - y;
    const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
    const previousK = down ? k + 1 : k - 1;
    const previousX = v[offset + previousK];
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      steps.push({ keep: true });
      x -= 1;
      y -= 1;
    }
    if (down) steps.push({ keep: false, remove: false, value: b[y - 1] });
    else steps.push({ keep: false, remove: true });
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    steps.push({ keep: true });
    x -= 1;
    y -= 1;
  }
  return steps.reverse();
}

const MAX_EDITS = 200;

/** Patches that turn array `a` into array `b` at `path`, applied one after another. */
export function arraySplicePatches(path: Path, a: readonly unknown[], b: readonly unknown[]): Patch[] {
  const steps = editScript(a, b, MAX_EDITS);
  if (!steps) return [{ op: 'replace', path, value: b }];
  const patches: Patch[] = [];
  let position = 0;
  for (const step of steps) {
    if (step.keep) position += 1;
    else if (step.remove) patches.push({ op: 'remove', path: [...path, position] });
    else {
      patches.push({ op: 'add', path: [...path, position], value: step.value });
      position += 1;
    }
  }
  return patches;
}

/**
 * Whether an array's patches are worth rewriting: a whole-array assignment, a change of length,
 * or more than two element replacements (a shift). One or two replacements (an element edited
 * in place, two elements swapped) are as small as they get.
 */
function worthRewriting(path: Path, group: readonly Patch[], before: unknown, after: unknown): boolean {
  if (group.some((patch) => patch.path.length === path.length)) return true;
  const a = valueAt(before, path) as unknown[];
  const b = valueAt(after, path) as unknown[];
  return a.length !== b.length || group.filter((patch) => patch.path.length === path.length + 1).length > 2;
}

/** `patches` (from `before` to `after`) with every structural array change as splices. */
export function compactPatches(before: unknown, after: unknown, patches: readonly Patch[]): Patch[] {
  const groups = new Map<Path, Patch[]>();
  for (const patch of patches) {
    const path = structuralArrayPath(patch, before, after);
    if (!path) continue;
    const known = [...groups.keys()].find(
      (existing) => existing.length === path.length && startsWith(path, existing),
    );
    groups.set(known ?? path, [...(groups.get(known ?? path) ?? []), patch]);
  }
  // Outermost first: rewriting an array already carries every change inside its elements.
  const arrays = [...groups.keys()]
    .filter((path) => worthRewriting(path, groups.get(path)!, before, after))
    .sort((a, b) => a.length - b.length)
    .filter((path, index, sorted) => !sorted.slice(0, index).some((outer) => startsWith(path, outer)));
  if (arrays.length === 0) return [...patches];
  const result: Patch[] = [];
  const emitted = new Set<Path>();
  for (const patch of patches) {
    const array = arrays.find((path) => startsWith(patch.path, path));
    if (!array) result.push(patch);
    else if (!emitted.has(array)) {
      emitted.add(array);
      result.push(
        ...arraySplicePatches(array, valueAt(before, array) as unknown[], valueAt(after, array) as unknown[]),
      );
    }
  }
  return result;
}

const isSplice = (patch: Patch) =>
  patch.op !== 'replace' && typeof patch.path[patch.path.length - 1] === 'number';
const sameParent = (a: Patch, b: Patch) =>
  a.path.length === b.path.length &&
  a.path.every((key, index) => index === a.path.length - 1 || key === b.path[index]);

/** The list a splice patch edits (in a draft) and where it hangs, or null when it is not a list. */
function spliceTarget(
  draft: unknown,
  patch: Patch,
): { holder: Record<Key, unknown>; key: Key; list: unknown[] } | null {
  if (!isSplice(patch) || patch.path.length < 2) return null;
  const holder = valueAt(draft, patch.path.slice(0, -2));
  if (holder === null || typeof holder !== 'object') return null;
  const key = patch.path[patch.path.length - 2];
  const list = (holder as Record<Key, unknown>)[key];
  return Array.isArray(list) ? { holder: holder as Record<Key, unknown>, key, list } : null;
}

/**
 * applyPatches for compacted patches: a run of splices on one list is done on a plain copy of
 * the list and assigned once (immer would otherwise shift a draft element by element, making a
 * draft of each). Patch values are taken as they are: the states they come from are frozen.
 */
export function applyCompactPatches<T extends object>(state: T, patches: readonly Patch[]): T {
  return produce(state, (draft) => {
    let index = 0;
    while (index < patches.length) {
      const first = patches[index];
      const target = spliceTarget(draft, first);
      if (!target) {
        applyPatches(draft, [first]);
        index += 1;
        continue;
      }
      const list = [...(isDraft(target.list) ? current(target.list) : target.list)];
      while (index < patches.length && isSplice(patches[index]) && sameParent(first, patches[index])) {
        const patch = patches[index];
        const at = patch.path[patch.path.length - 1] as number;
        if (patch.op === 'add') list.splice(at, 0, patch.value);
        else list.splice(at, 1);
        index += 1;
      }
      target.holder[target.key] = list;
    }
  });
}
