import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { adoptDocument } from './document-commands';
import { openEditor } from './test-editor';

describe('document commands', () => {
  it('adopts the server version whole, and the designer’s own is one undo away', () => {
    const { store } = openEditor();
    const mine = store.getState().doc;
    const theirs = produce(sampleDocument(), (draft) => {
      draft.pages[1].name = '待机页';
      draft.global.wakeWord = '你好小智';
    });
    adoptDocument(store.commands, theirs);
    expect(store.getState().doc).toEqual(theirs);
    store.commands.undo();
    expect(store.getState().doc).toEqual(mine);
  });
});
