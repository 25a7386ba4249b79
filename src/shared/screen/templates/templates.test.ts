import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { defaultControls } from '../controls';
import type { ScreenDocument } from '../document';
import { createSequentialIds } from '../ids';
import { walkTree } from '../node-index';
import { validateDocument } from '../validate';
import { applyTemplate } from './instantiate';
import { findTemplates, TEMPLATE_GROUPS, TEMPLATE_LIBRARY, templateById } from './library';
import { createStartingDocument } from './starting-document';

const ids = (doc: ScreenDocument) => {
  const all: string[] = doc.pages.map((page) => page.id);
  for (const page of doc.pages) walkTree(page.ast, (node) => all.push(node.id));
  return all;
};

describe('template library', () => {
  it('has, for each category, 7 main pages and per orientation 2 sleep pages, a navigation and a patrol page', () => {
    expect(TEMPLATE_LIBRARY).toHaveLength(4 * (7 + 2 * 4));
    for (const category of ['exhibition', 'government', 'party', 'other'] as const) {
      expect(
        findTemplates({ category, pageType: 'MAIN', orientation: 'vertical' }).map((t) => t.ast.tag),
      ).toEqual(['vmain-page-1', 'vmain-page-2', 'vmain-page-3', 'vmain-page-4', 'vmain-page-5']);
      expect(
        findTemplates({ category, pageType: 'MAIN', orientation: 'horizontal' }).map((t) => t.ast.tag),
      ).toEqual(['hmain-page-1', 'hmain-page-2']);
      for (const orientation of ['vertical', 'horizontal'] as const) {
        expect(findTemplates({ category, pageType: 'SLEEP', orientation }).map((t) => t.ast.tag)).toEqual([
          'rb-sleep-hoc',
          'rb-sleep-swiper-hoc',
        ]);
        expect(findTemplates({ category, pageType: 'NAVIGATION', orientation })).toHaveLength(1);
        expect(findTemplates({ category, pageType: 'PATROL', orientation })).toHaveLength(1);
      }
    }
    expect(templateById('party-vmain-page-1')).toMatchObject({
      name: '党建·竖屏主页·经典',
      category: 'party',
      selectable: true,
    });
    expect(templateById('government-rb-sleep-hoc-horizontal')?.name).toBe('政务·待机唤醒页（横屏）');
    expect(TEMPLATE_GROUPS.map((group) => group.name)).toEqual(['主页', '唤醒页', '二级页面']);
  });

  it('ships only valid pages: known tags in their place, complete sample content, servable pictures', () => {
    for (const template of TEMPLATE_LIBRARY) {
      const doc: ScreenDocument = {
        schemaVersion: 1,
        global: {
          screenSize: { width: 1080, height: 1920 },
          pageInterval: 30,
          logoUrl: '',
          wakeWord: '小智小智',
        },
        pages: [
          { id: 'page', name: template.name, type: template.pageType, ast: template.ast },
          ...(template.pageType === 'MAIN'
            ? []
            : [{ ...findTemplates({ pageType: 'MAIN' })[0], id: 'main', type: 'MAIN' as const }]),
        ],
        controls: defaultControls(),
      };
      expect(validateDocument(doc), template.id).toEqual([]);
    }
  });

  it('keeps the wake word and question hints on every main page', () => {
    for (const template of findTemplates({ pageType: 'MAIN' })) {
      const tags: string[] = [];
      walkTree(template.ast, (node) => tags.push(node.tag));
      expect(
        tags.some((tag) => tag === 'rb-awake' || tag === 'rb-question-hint-awake'),
        template.id,
      ).toBe(true);
      expect(
        tags.some((tag) => tag === 'rb-question-hint' || tag === 'rb-question-hint-awake'),
        template.id,
      ).toBe(true);
    }
  });
});

describe('createStartingDocument', () => {
  it('builds a valid main and wake-up page with fresh ids from a main template', () => {
    const doc = createStartingDocument(
      { screenSize: { width: 1080, height: 1920 }, templateId: 'government-vmain-page-2' },
      createSequentialIds('d'),
    );
    expect(doc.pages.map((page) => [page.name, page.type, page.ast.tag])).toEqual([
      ['主页', 'MAIN', 'vmain-page-2'],
      ['唤醒页', 'SLEEP', 'rb-sleep-hoc'],
    ]);
    expect(doc.global).toEqual({
      screenSize: { width: 1080, height: 1920 },
      pageInterval: 30,
      logoUrl: '/robot-ui/logo/logo-government.svg',
      wakeWord: '小智小智',
    });
    expect(doc.controls.map((control) => control.id)).toHaveLength(7);
    expect(validateDocument(doc)).toEqual([]);
    expect(new Set(ids(doc)).size).toBe(ids(doc).length);
    expect(ids(doc).every((id) => id.startsWith('d-'))).toBe(true);
  });

  it('follows the screen orientation and adds a chosen secondary page', () => {
    const doc = createStartingDocument({
      screenSize: { width: 1920, height: 1080 },
      templateId: 'party-rb-navigation-page-horizontal',
    });
    expect(doc.pages.map((page) => page.ast.tag)).toEqual([
      'hmain-page-1',
      'rb-sleep-hoc',
      'rb-navigation-page',
    ]);
    expect(doc.pages[0].ast.attrs.theme).toBe('party');
  });

  it('refuses an unknown template and a main template of the other orientation', () => {
    expect(() =>
      createStartingDocument({ screenSize: { width: 1080, height: 1920 }, templateId: 'nope' }),
    ).toThrow('模板不存在：nope');
    expect(() =>
      createStartingDocument({ screenSize: { width: 1920, height: 1080 }, templateId: 'other-vmain-page-1' }),
    ).toThrow('「其他·竖屏主页·经典」是竖屏模板，与屏幕方向不一致');
  });
});

describe('applyTemplate', () => {
  const start = () =>
    createStartingDocument(
      { screenSize: { width: 1080, height: 1920 }, templateId: 'exhibition-vmain-page-1' },
      createSequentialIds('s'),
    );

  it('replaces the main page content, keeping the page id and name', () => {
    const doc = start();
    const next = produce(doc, (d) => {
      applyTemplate(d, templateById('party-vmain-page-3')!, createSequentialIds('t'));
    });
    expect(next.pages[0]).toMatchObject({ id: doc.pages[0].id, name: '主页' });
    expect(next.pages[0].ast.tag).toBe('vmain-page-3');
    expect(next.pages[0].ast.id).toBe('t-1');
    expect(next.pages).toHaveLength(2);
  });

  it('adds navigation and patrol pages with their own names', () => {
    const next = produce(start(), (d) => {
      applyTemplate(d, templateById('exhibition-rb-navigation-page-vertical')!, createSequentialIds('a'));
      applyTemplate(d, templateById('other-rb-navigation-page-vertical')!, createSequentialIds('b'));
    });
    expect(next.pages.map((page) => page.name)).toEqual(['主页', '唤醒页', '导航页', '导航页2']);
    expect(validateDocument(next)).toEqual([]);
  });
});
