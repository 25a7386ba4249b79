import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from '../shared/screen/operations/find';
import { removeNodes } from '../shared/screen/operations/remove';
import { sampleDocument } from '../shared/screen/operations/test-fixtures';
import { updateMergeKey, updateNode } from '../shared/screen/operations/update';
import { createHistory } from './history';

type Doc = ReturnType<typeof sampleDocument>;

function setup(options: { limit?: number; mergeWindowMs?: number } = {}) {
  let time = 0;
  const history = createHistory<Doc>({ ...options, now: () => time });
  let doc = sampleDocument();
  const title = (id = 'card-1') => findNode(doc, id)!.node.data.title;
  const type = (text: string, id = 'card-1') => {
    const where = { id, section: 'data' as const, path: ['title'] };
    doc = history.apply(doc, (d) => updateNode(d, { ...where, value: text }), {
      mergeKey: updateMergeKey(where),
    }).state;
  };
  return {
    history,
    title,
    type,
    wait: (ms: number) => {
      time += ms;
    },
    edit: (recipe: (d: Doc) => void) => {
      doc = history.apply(doc, recipe).state;
    },
    undo: () => {
      const change = history.undo(doc);
      if (change) doc = change.state;
      return change;
    },
    redo: () => {
      const change = history.redo(doc);
      if (change) doc = change.state;
      return change;
    },
    doc: () => doc,
  };
}

describe('history', () => {
  it('undoes and redoes a document edit', () => {
    const h = setup();
    h.edit((d) => {
      removeNodes(d, ['card-2']);
    });
    expect(findNode(h.doc(), 'card-2')).toBeUndefined();
    h.undo();
    expect(findNode(h.doc(), 'card-2')!.index).toBe(1);
    expect(h.doc()).toEqual(sampleDocument());
    h.redo();
    expect(findNode(h.doc(), 'card-2')).toBeUndefined();
    expect(h.history.canRedo()).toBe(false);
  });

  it('returns the patches to send to the iframe, forward for redo and inverse for undo', () => {
    const h = setup();
    h.type('新');
    const undone = h.undo()!;
    expect(undone.patches).toEqual([
      {
        op: 'replace',
        path: ['pages', 0, 'ast', 'children', 1, 'children', 0, 'data', 'title'],
        value: 'card-1',
      },
    ]);
    const redone = h.redo()!;
    expect(redone.patches[0]).toMatchObject({ op: 'replace', value: '新' });
  });

  it('merges typing in one field into one step, kept as small as one edit', () => {
    const h = setup();
    for (const text of ['展', '展馆', '展馆导', '展馆导览']) {
      h.type(text);
      h.wait(300);
    }
    expect(h.title()).toBe('展馆导览');
    const undone = h.undo()!;
    expect(h.title()).toBe('card-1');
    expect(undone.patches).toHaveLength(1);
    expect(h.history.canUndo()).toBe(false);
  });

  it('starts a new step after a pause, in another field, or after seal()', () => {
    const h = setup({ mergeWindowMs: 1000 });
    h.type('一');
    h.wait(1500);
    h.type('一二');
    h.type('乙', 'card-2');
    h.history.seal();
    h.type('乙丙', 'card-2');
    h.undo();
    expect(h.title('card-2')).toBe('乙');
    h.undo();
    expect(h.title('card-2')).toBe('card-2');
    h.undo();
    expect(h.title()).toBe('一');
    h.undo();
    expect(h.title()).toBe('card-1');
  });

  it('does not merge into a step that was undone and redone', () => {
    const h = setup();
    h.type('甲');
    h.undo();
    h.redo();
    h.type('甲乙');
    h.undo();
    expect(h.title()).toBe('甲');
  });

  it('clears redo when a new edit is made', () => {
    const h = setup();
    h.type('甲');
    h.undo();
    expect(h.history.canRedo()).toBe(true);
    h.edit((d) => {
      removeNodes(d, ['card-3']);
    });
    expect(h.history.canRedo()).toBe(false);
    expect(h.redo()).toBeNull();
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    const h = setup({ limit: 3 });
    for (const id of ['card-1', 'card-2', 'card-3', 'card-4']) {
      h.edit((d) => {
        removeNodes(d, [id]);
      });
    }
    let undos = 0;
    while (h.undo()) undos += 1;
    expect(undos).toBe(3);
    expect(findNode(h.doc(), 'card-1')).toBeUndefined();
    expect(findNode(h.doc(), 'card-2')).toBeDefined();
  });

  it('records neither no-op edits nor edits applied with record: false', () => {
    const h = setup();
    h.edit(() => {});
    const change = h.history.apply(
      h.doc(),
      (d) => updateNode(d, { id: 'hint', section: 'styles', path: ['color'], value: 'red' }),
      {
        record: false,
      },
    );
    expect(change.patches).toHaveLength(1);
    expect(h.history.canUndo()).toBe(false);
  });

  it('leaves the original document untouched (structural sharing)', () => {
    const before = sampleDocument();
    const history = createHistory<Doc>();
    const { state } = history.apply(before, (d) =>
      updateNode(d, { id: 'card-1', section: 'data', path: ['title'], value: 'x' }),
    );
    expect(findNode(before, 'card-1')!.node.data.title).toBe('card-1');
    expect(state.pages[1]).toBe(before.pages[1]);
    expect(produce(state, () => {})).toBe(state);
  });

  it('records a structural edit of a long list as splices, so undo and the iframe get a few patches', () => {
    const history = createHistory<Doc>();
    const long = produce(sampleDocument(), (d) => {
      const content = d.pages[0].ast.children[1];
      for (let i = 0; i < 1000; i += 1) content.children.push({ ...content.children[0], id: `bulk-${i}` });
    });
    const removed = history.apply(long, (d) => {
      removeNodes(d, ['card-1']);
    });
    expect(removed.patches).toEqual([
      { op: 'remove', path: ['pages', 0, 'ast', 'children', 1, 'children', 0] },
    ]);
    const undone = history.undo(removed.state)!;
    expect(undone.patches).toHaveLength(1);
    expect(undone.state).toEqual(long);
  });
});
