import { applyPatches, enablePatches, produce, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyCompactPatches, compactPatches } from './array-patches';

enablePatches();

type Doc = { list: { id: number; tags: string[] }[]; title: string };
const doc = (): Doc => ({ list: Array.from({ length: 1000 }, (_, id) => ({ id, tags: ['a'] })), title: 't' });

function edit(recipe: (draft: Doc) => void) {
  const before = produce(doc(), () => {});
  const [after, patches, inverse] = produceWithPatches(before, recipe);
  const forward = compactPatches(before, after, patches);
  const backward = compactPatches(after, before, inverse);
  return { before, after, forward, backward, raw: patches };
}

describe('compactPatches', () => {
  it('turns the removal of the first of 1,000 elements into one remove, and back into one add', () => {
    const { before, after, forward, backward, raw } = edit((d) => {
      d.list.splice(0, 1);
    });
    expect(raw.length).toBeGreaterThan(900);
    expect(forward).toEqual([{ op: 'remove', path: ['list', 0] }]);
    expect(backward).toEqual([{ op: 'add', path: ['list', 0], value: before.list[0] }]);
    expect(applyPatches(before, forward)).toEqual(after);
    expect(applyPatches(after, backward)).toEqual(before);
  });

  it('turns a whole-array assignment into the splices that happened', () => {
    const { before, after, forward } = edit((d) => {
      const list = [...d.list];
      const [moved] = list.splice(10, 1);
      list.splice(500, 0, moved, { id: -1, tags: [] });
      d.list = list;
    });
    expect(forward.map((p) => [p.op, p.path])).toEqual([
      ['remove', ['list', 10]],
      ['add', ['list', 500]],
      ['add', ['list', 501]],
    ]);
    expect(applyPatches(before, forward)).toEqual(after);
  });

  it('keeps other patches, and drops nested patches of an array it rewrites', () => {
    const { before, after, forward } = edit((d) => {
      d.title = 'u';
      d.list[3].tags.push('b');
      d.list.splice(1, 1);
    });
    expect(forward).toContainEqual({ op: 'replace', path: ['title'], value: 'u' });
    expect(forward.filter((p) => p.path[0] === 'list').length).toBeLessThanOrEqual(3);
    expect(applyPatches(before, forward)).toEqual(after);
  });

  it('leaves edits inside elements alone', () => {
    const { forward, raw } = edit((d) => {
      d.list[500].tags[0] = 'z';
    });
    expect(forward).toEqual(raw);
  });

  it('replaces an array wholesale when almost everything changed', () => {
    const { before, after, forward } = edit((d) => {
      d.list = d.list.map((item) => ({ ...item }));
    });
    expect(forward).toEqual([{ op: 'replace', path: ['list'], value: after.list }]);
    expect(applyPatches(before, forward)).toEqual(after);
  });

  it('applies compacted patches like applyPatches, splices on a list at a time', () => {
    const { before, after, forward, backward } = edit((d) => {
      d.title = 'u';
      d.list.splice(0, 3);
      d.list.splice(400, 0, { id: -1, tags: [] });
      d.list[10].tags.push('x');
    });
    expect(applyCompactPatches(before, forward)).toEqual(after);
    expect(applyCompactPatches(after, backward)).toEqual(before);
    const unchanged = applyCompactPatches(before, forward);
    expect(unchanged.list[500]).toBe(before.list[502]);
  });
});
