import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../ids';
import { findNode } from './find';
import { addPage, duplicatePage, movePage, removePage, renamePage, replacePageAst } from './pages';
import { node, sampleDocument } from './test-fixtures';

const pageIds = (doc: ReturnType<typeof sampleDocument>) => doc.pages.map((page) => page.id);
const navigation = {
  id: 'nav',
  name: '导航页',
  type: 'NAVIGATION' as const,
  ast: node('nav-root', 'rb-navigation-page'),
};

describe('page operations', () => {
  it('adds, reorders and renames pages', () => {
    const next = produce(sampleDocument(), (d) => {
      addPage(d, navigation, 1);
      movePage(d, 'main', 2);
      renamePage(d, 'nav', '去哪儿');
    });
    expect(pageIds(next)).toEqual(['nav', 'sleep', 'main']);
    expect(next.pages[0].name).toBe('去哪儿');
  });

  it('copies a page with fresh ids and a 副本 name', () => {
    let copyId = '';
    const next = produce(sampleDocument(), (d) => {
      copyId = duplicatePage(d, 'sleep', createSequentialIds('p'));
    });
    expect(pageIds(next)).toEqual(['main', 'sleep', 'p-1']);
    expect(next.pages[2]).toMatchObject({ id: copyId, name: '唤醒页 副本', type: 'SLEEP' });
    expect(next.pages[2].ast.children[0].id).toBe('p-3');
    expect(findNode(next, 'awake')!.page.id).toBe('sleep');
  });

  it('deletes a page but keeps the last main page', () => {
    const next = produce(sampleDocument(), (d) => removePage(d, 'sleep'));
    expect(pageIds(next)).toEqual(['main']);
    expect(() => produce(sampleDocument(), (d) => removePage(d, 'main'))).toThrow('至少需要保留一个主页');
    expect(() => produce(sampleDocument(), (d) => removePage(d, 'nope'))).toThrow('找不到页面：nope');
  });

  it('replaces a page tree and refuses a repeated page id', () => {
    const next = produce(sampleDocument(), (d) =>
      replacePageAst(d, 'sleep', node('s2', 'rb-sleep-swiper-hoc')),
    );
    expect(next.pages[1].ast.tag).toBe('rb-sleep-swiper-hoc');
    expect(() => produce(sampleDocument(), (d) => addPage(d, { ...navigation, id: 'main' }))).toThrow(
      '页面编号重复：main',
    );
  });
});
