import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { addPageOfType, copyPage, deletePage, movePageBy, renamePageTo } from './page-commands';
import { openEditor } from './test-editor';

const pageNames = (store: ReturnType<typeof openEditor>['store']) =>
  store.getState().doc.pages.map((page) => page.name);

describe('page commands', () => {
  it('adds a page of a type under a name not yet used, and shows it', () => {
    const { store } = openEditor();
    addPageOfType(store, 'NAVIGATION', createSequentialIds('nav'));
    addPageOfType(store, 'NAVIGATION', createSequentialIds('nav2'));
    expect(pageNames(store)).toEqual(['主页', '唤醒页', '导航页', '导航页2']);
    expect(store.getState().pageId).toBe(store.getState().doc.pages[3].id);
    store.commands.undo();
    expect(pageNames(store)).toEqual(['主页', '唤醒页', '导航页']);
  });

  it('copies a page as 「名 副本」 and shows the copy', () => {
    const { store } = openEditor();
    copyPage(store, 'sleep', createSequentialIds('copy'));
    expect(pageNames(store)).toEqual(['主页', '唤醒页', '唤醒页 副本']);
    expect(store.getState().pageId).toBe(store.getState().doc.pages[2].id);
  });

  it('renames with the name trimmed and ignores a blank name', () => {
    const { store } = openEditor();
    renamePageTo(store, 'sleep', '  待机页 ');
    renamePageTo(store, 'sleep', '   ');
    expect(pageNames(store)).toEqual(['主页', '待机页']);
  });

  it('moves a page by one place', () => {
    const { store } = openEditor();
    movePageBy(store, 'sleep', -1);
    expect(pageNames(store)).toEqual(['唤醒页', '主页']);
  });

  it('deletes a page, but refuses to delete the last main page and says why', () => {
    const { store, problems } = openEditor();
    deletePage(store, 'main');
    expect(problems).toEqual(['删除页面失败：至少需要保留一个主页']);
    deletePage(store, 'sleep');
    expect(pageNames(store)).toEqual(['主页']);
  });
});
