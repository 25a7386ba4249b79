import { describe, expect, it } from 'vitest';
import { childTarget, type FieldTarget, writeField, writeMapPoint } from './field-commands';
import { nodeIn, openEditor } from './test-editor';

const title: FieldTarget = { id: 'card-1', section: 'data', path: ['title'] };

describe('field commands', () => {
  it('names the edit after the field; a typing run in one field is one undo step', () => {
    const { store } = openEditor();
    for (const text of ['服', '服务', '服务台'])
      writeField(store.commands, title, { label: '标题' }, text, { typing: true });
    expect(nodeIn(store, 'card-1').data.title).toBe('服务台');
    store.commands.undo();
    expect(nodeIn(store, 'card-1').data.title).toBe('card-1');
  });

  it('keeps edits made without typing as steps of their own', () => {
    const { store } = openEditor();
    writeField(store.commands, title, { label: '标题' }, 'A');
    writeField(store.commands, title, { label: '标题' }, 'B');
    store.commands.undo();
    expect(nodeIn(store, 'card-1').data.title).toBe('A');
  });

  it('writes a chosen map point and its name in one step; clearing it keeps the name', () => {
    const { store } = openEditor();
    const point = childTarget({ id: 'card-1', section: 'data', path: [] }, 'pointId');
    writeMapPoint(store.commands, point, { label: '点位' }, { id: 'p-7', name: '前台' }, ['title']);
    expect(nodeIn(store, 'card-1').data).toMatchObject({ pointId: 'p-7', title: '前台' });
    writeMapPoint(store.commands, point, { label: '点位' }, null, ['title']);
    expect(nodeIn(store, 'card-1').data).toMatchObject({ pointId: '', title: '前台' });
    store.commands.undo();
    store.commands.undo();
    expect(nodeIn(store, 'card-1').data).toMatchObject({ title: 'card-1' });
  });
});
