import { describe, expect, it } from 'vitest';
import { findNode } from '../../shared/screen/operations/find';
import { removePage } from '../../shared/screen/operations/pages';
import { sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { updateMergeKey, updateNode } from '../../shared/screen/operations/update';
import { createHistory } from '../history';
import { createEditorStore, type DocumentChange } from './editor-store';

function openEditor(now = () => 0, readOnly: string | null = null) {
  const problems: string[] = [];
  const store = createEditorStore(
    {
      doc: sampleDocument(),
      projectId: 'p1',
      configurationId: 'c1',
      name: '大厅',
      serverVersion: 3,
      readOnly,
    },
    { onProblem: (text) => problems.push(text), history: createHistory({ now }) },
  );
  const changes: DocumentChange[] = [];
  store.onDocumentChange((change) => changes.push(change));
  return { store, problems, changes };
}

const titleOf = (store: ReturnType<typeof openEditor>['store'], id: string) =>
  findNode(store.getState().doc, id)?.node.data.title;

const setTitle = (id: string, title: string) => (doc: Parameters<typeof updateNode>[0]) =>
  updateNode(doc, { id, section: 'data', path: ['title'], value: title });

describe('editor store', () => {
  it('opens on the main page with nothing selected and nothing to undo', () => {
    const { store } = openEditor();
    expect(store.getState()).toMatchObject({
      pageId: 'main',
      selection: [],
      panel: { selected: null },
      saveStatus: 'saved',
      canUndo: false,
      canRedo: false,
    });
  });

  it('refuses every change of a view-only session with the reason, and still lets the viewer look around', () => {
    const reason = '您没有编辑项目「展厅」的权限。如需权限，请联系项目管理员';
    const { store, problems, changes } = openEditor(() => 0, reason);
    expect(store.commands.edit('修改标题', setTitle('card-1', '服务台'))).toBe(false);
    expect(titleOf(store, 'card-1')).not.toBe('服务台');
    expect(changes).toEqual([]);
    expect(problems).toEqual([reason]);
    expect(store.getState()).toMatchObject({ saveStatus: 'saved', canUndo: false, readOnly: reason });
    store.commands.select(['card-1']);
    expect(store.getState().selection).toEqual(['card-1']);
  });

  it('applies an edit, reports its patches, marks the draft dirty, and undoes and redoes it', () => {
    const { store, changes } = openEditor();
    store.commands.edit('修改标题', setTitle('card-1', '服务台'));
    expect(titleOf(store, 'card-1')).toBe('服务台');
    expect(store.getState()).toMatchObject({ canUndo: true, saveStatus: 'dirty' });
    expect(changes[0].patches).toEqual([
      {
        op: 'replace',
        path: ['pages', 0, 'ast', 'children', 1, 'children', 0, 'data', 'title'],
        value: '服务台',
      },
    ]);
    store.commands.undo();
    expect(titleOf(store, 'card-1')).toBe('card-1');
    expect(store.getState()).toMatchObject({ canUndo: false, canRedo: true });
    expect(changes[1]).toMatchObject({ kind: 'undo', patches: [{ op: 'replace', value: 'card-1' }] });
    store.commands.redo();
    expect(titleOf(store, 'card-1')).toBe('服务台');
  });

  it('tells an urgent listener (the canvas) of an edit before the listeners that subscribed earlier', () => {
    const { store } = openEditor();
    const heard: string[] = [];
    store.onDocumentChange(() => heard.push('autosave'));
    store.onDocumentChange(() => heard.push('canvas'), { urgent: true });
    store.commands.edit('修改标题', setTitle('card-1', '服务台'));
    expect(heard).toEqual(['canvas', 'autosave']);
  });

  it('merges typing in one field into one step until the field is sealed', () => {
    const { store } = openEditor();
    const key = updateMergeKey({ id: 'card-1', section: 'data', path: ['title'] });
    for (const title of ['服', '服务', '服务台'])
      store.commands.edit('修改标题', setTitle('card-1', title), { mergeKey: key });
    store.commands.sealHistory();
    store.commands.edit('修改标题', setTitle('card-1', '服务台二'), { mergeKey: key });
    store.commands.undo();
    expect(titleOf(store, 'card-1')).toBe('服务台');
    store.commands.undo();
    expect(titleOf(store, 'card-1')).toBe('card-1');
    expect(store.getState().canUndo).toBe(false);
  });

  it('reports a refused edit with its label and leaves the document alone', () => {
    const { store, problems, changes } = openEditor();
    const before = store.getState().doc;
    expect(store.commands.edit('删除页面', (doc) => removePage(doc, 'main'))).toBe(false);
    expect(problems).toEqual(['删除页面失败：至少需要保留一个主页']);
    expect(store.getState().doc).toBe(before);
    expect(changes).toEqual([]);
  });

  it('selects, toggles with modifier clicks, and opens the panel of the last selected element', () => {
    const { store } = openEditor();
    store.commands.select(['card-1']);
    store.commands.select(['card-3'], 'toggle');
    expect(store.getState().selection).toEqual(['card-1', 'card-3']);
    expect(store.getState().panel.selected).toBe('card-3');
    store.commands.select(['card-3'], 'toggle');
    expect(store.getState().selection).toEqual(['card-1']);
    expect(store.getState().panel.selected).toBe('card-1');
    store.commands.select([]);
    expect(store.getState().panel.selected).toBeNull();
  });

  it('keeps selection, hover and panel out of history', () => {
    const { store } = openEditor();
    store.commands.select(['card-2']);
    store.commands.hover('card-1');
    store.commands.setPanel({ name: 'title' });
    expect(store.getState().canUndo).toBe(false);
  });

  it('switching pages clears the selection; deleting the current page returns to the main page', () => {
    const { store } = openEditor();
    store.commands.select(['card-1']);
    store.commands.setPage('sleep');
    expect(store.getState()).toMatchObject({ pageId: 'sleep', selection: [] });
    store.commands.edit('删除页面', (doc) => removePage(doc, 'sleep'));
    expect(store.getState().pageId).toBe('main');
  });
});
