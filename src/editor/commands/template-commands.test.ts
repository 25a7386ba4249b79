import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { findTemplates } from '../../shared/screen/templates/library';
import { applyTemplateIn } from './template-commands';
import { openEditor } from './test-editor';

const portrait = (pageType: 'MAIN' | 'NAVIGATION') => findTemplates({ pageType, orientation: 'vertical' })[0];

describe('template commands', () => {
  it('a main page template replaces the main page in one step and shows it', () => {
    const { store } = openEditor();
    store.commands.setPage('sleep');
    store.commands.select(['awake']);
    const template = portrait('MAIN');
    applyTemplateIn(store, template, createSequentialIds('t'));
    const main = store.getState().doc.pages.find((page) => page.id === 'main')!;
    expect(main.ast.tag).toBe(template.ast.tag);
    expect(store.getState()).toMatchObject({ pageId: 'main', selection: [] });
    expect(store.getState().doc.pages).toHaveLength(2);
    store.commands.undo();
    expect(store.getState().doc.pages.find((page) => page.id === 'main')!.ast.id).toBe('root');
  });

  it('a navigation template is added as a new page and shown', () => {
    const { store } = openEditor();
    applyTemplateIn(store, portrait('NAVIGATION'), createSequentialIds('t'));
    const { doc, pageId } = store.getState();
    expect(doc.pages.map((page) => page.name)).toEqual(['主页', '唤醒页', '导航页']);
    expect(pageId).toBe(doc.pages[2].id);
  });
});
