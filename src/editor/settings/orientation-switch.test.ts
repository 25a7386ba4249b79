import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { walkTree } from '../../shared/screen/node-index';
import { findNode } from '../../shared/screen/operations/find';
import { createStartingDocument } from '../../shared/screen/templates/starting-document';
import { editorDocument } from '../panels/test-support/editor-fixture';
import { applyGlobalSettings, plannedConversions } from './orientation-switch';
import { settingsProblems } from './settings-problems';

const portrait = editorDocument();
const landscapeSettings = { ...portrait.global, screenSize: { width: 1920, height: 1080 } };

describe('switching orientation', () => {
  it('turns vertical main pages into their horizontal counterpart and keeps their content', () => {
    const switched = produce(portrait, (draft) => applyGlobalSettings(draft, landscapeSettings));
    const main = switched.pages.find((page) => page.id === 'main')!;
    expect(main.ast.tag).toBe('hmain-page-1');
    expect(main.ast.children.map((child) => child.id)).toEqual(['content', 'logo']);
    expect(switched.global.screenSize).toEqual({ width: 1920, height: 1080 });
    // Pages that work in both orientations are left alone.
    expect(switched.pages.find((page) => page.id === 'sleep')!.ast.tag).toBe('rb-sleep-hoc');
    expect(plannedConversions(portrait, landscapeSettings.screenSize)).toEqual([
      { pageName: '主页', from: '竖屏主页·经典', to: '横屏主页·左右分栏', notes: [] },
    ]);
  });

  it('turns them back into vertical ones', () => {
    const there = produce(portrait, (draft) => applyGlobalSettings(draft, landscapeSettings));
    const back = produce(there, (draft) => applyGlobalSettings(draft, portrait.global));
    expect(back.pages.find((page) => page.id === 'main')!.ast.tag).toBe('vmain-page-1');
  });

  it('keeps free layers their size on the glass and moves them into the new screen', () => {
    const low = produce(portrait, (draft) => {
      const logo = draft.pages[0].ast.children[1];
      logo.attrs = { x: 600, y: 1200, width: 180, height: 60 };
    });
    const switched = produce(low, (draft) => applyGlobalSettings(draft, landscapeSettings));
    // A design unit is 1080/750 px before and 1920/750 px after: ×0.5625 keeps the size in pixels;
    // the screen is 750 design units wide and 421 high at 1920 × 1080.
    expect(findNode(switched, 'logo')!.node.attrs).toEqual({ x: 338, y: 387, width: 101, height: 34 });
  });

  it('lays a converted page out like the landscape template: module sizes, logo, as many hints as fit', () => {
    const fromTemplate = createStartingDocument(
      { screenSize: { width: 1080, height: 1920 }, templateId: 'exhibition-vmain-page-1' },
      createSequentialIds('p'),
    );
    const template = createStartingDocument(
      { screenSize: { width: 1920, height: 1080 }, templateId: 'exhibition-hmain-page-1' },
      createSequentialIds('t'),
    );
    const switched = produce(fromTemplate, (draft) => applyGlobalSettings(draft, landscapeSettings));
    const layoutOf = (doc: typeof template) => {
      const found: Record<string, { attrs: unknown; questions?: unknown }> = {};
      walkTree(doc.pages.find((page) => page.type === 'MAIN')!.ast, (node) => {
        found[node.tag] ??= { attrs: node.attrs, questions: node.data.questions };
      });
      return found;
    };
    const converted = layoutOf(switched);
    const wanted = layoutOf(template);
    for (const tag of ['hmain-page-1', 'rb-feature-list', 'rb-feature-card-list', 'rb-question-hint']) {
      expect(converted[tag], tag).toEqual(wanted[tag]);
    }
    // The logo keeps its size on the glass: within a few units of the landscape template's.
    const logo = converted['rb-logo'].attrs as Record<string, number>;
    const templateLogo = wanted['rb-logo'].attrs as Record<string, number>;
    for (const key of ['x', 'y', 'width', 'height']) {
      expect(Math.abs(logo[key] - templateLogo[key]), key).toBeLessThanOrEqual(6);
    }
    expect(plannedConversions(fromTemplate, landscapeSettings.screenSize)).toEqual([
      {
        pageName: '主页',
        from: '竖屏主页·经典',
        to: '横屏主页·左右分栏',
        notes: ['问题提示在横屏主页显示 3 个问题，第 4 个“洗手间在哪里？”不再显示'],
      },
    ]);
  });

  it('changes nothing but the settings when the orientation stays', () => {
    const settings = { ...portrait.global, pageInterval: 60, wakeWord: '你好小安' };
    const saved = produce(portrait, (draft) => applyGlobalSettings(draft, settings));
    expect(saved.global).toEqual(settings);
    expect(saved.pages).toBe(portrait.pages);
  });
});

describe('settings validation', () => {
  const valid = portrait.global;

  it('accepts the stored settings', () => {
    expect(settingsProblems(valid)).toEqual({});
  });

  it('explains each problem in Chinese', () => {
    expect(
      settingsProblems({
        screenSize: { width: 100, height: 1920 },
        pageInterval: 2,
        logoUrl: 'javascript:alert(1)',
        wakeWord: '  ',
      }),
    ).toEqual({
      screenSize: '屏幕宽度不能小于320像素',
      pageInterval: '页面停留时间不能少于5秒',
      logoUrl: 'Logo 地址无效，请从素材库重新选择',
      wakeWord: '请输入唤醒词',
    });
    expect(
      settingsProblems({ ...valid, wakeWord: '一二三四五六七八九十一二三四五六七八九十一' }).wakeWord,
    ).toBe('唤醒词不能超过20个字');
    expect(settingsProblems({ ...valid, pageInterval: 3601 }).pageInterval).toBe(
      '页面停留时间不能超过3600秒',
    );
  });
});
