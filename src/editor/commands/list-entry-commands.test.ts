import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../shared/screen/fields';
import { editorDocument } from '../panels/test-support/editor-fixture';
import type { FieldTarget } from './field-commands';
import { appendEntry, entryNoun, moveEntry, removeEntry } from './list-entry-commands';
import { nodeIn, openEditor } from './test-editor';

const cards: FieldTarget = { id: 'cards', section: 'data', path: ['dataSource'] };
const meta = { label: '卡片', itemLabel: '张卡片' } as FieldMeta;
const entries = (store: ReturnType<typeof openEditor>['store']) =>
  nodeIn(store, 'cards').data.dataSource as { title: string }[];
const titles = (store: ReturnType<typeof openEditor>['store']) => entries(store).map((entry) => entry.title);

describe('list entry commands', () => {
  it('calls an entry by its noun without the measure word', () => {
    expect(entryNoun(meta)).toBe('卡片');
    expect(entryNoun({ label: '问题' } as FieldMeta)).toBe('问题');
  });

  it('adds, moves and removes entries, each as one undo step', () => {
    const { store } = openEditor(editorDocument());
    const before = titles(store);
    appendEntry(store.commands, cards, meta, before, { title: '新卡片', image: '' });
    expect(titles(store)).toEqual([...before, '新卡片']);
    expect(moveEntry(store.commands, cards, meta, entries(store), before.length, -1)).toBe(true);
    expect(titles(store).at(-2)).toBe('新卡片');
    removeEntry(store.commands, cards, meta, 0);
    expect(titles(store)).toHaveLength(before.length);
    store.commands.undo();
    store.commands.undo();
    store.commands.undo();
    expect(titles(store)).toEqual(before);
  });

  it('does not move the first entry up or the last one down', () => {
    const { store } = openEditor(editorDocument());
    const list = entries(store);
    expect(moveEntry(store.commands, cards, meta, list, 0, -1)).toBe(false);
    expect(moveEntry(store.commands, cards, meta, list, list.length - 1, 1)).toBe(false);
    expect(store.getState().canUndo).toBe(false);
  });
});
