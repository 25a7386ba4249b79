import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from '../../shared/screen/operations/find';
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
      { pageName: '主页', from: '竖屏主页·经典', to: '横屏主页·左右分栏' },
    ]);
  });

  it('turns them back into vertical ones', () => {
    const there = produce(portrait, (draft) => applyGlobalSettings(draft, landscapeSettings));
    const back = produce(there, (draft) => applyGlobalSettings(draft, portrait.global));
    expect(back.pages.find((page) => page.id === 'main')!.ast.tag).toBe('vmain-page-1');
  });

  it('moves free layers into the new screen', () => {
    const low = produce(portrait, (draft) => {
      const logo = draft.pages[0].ast.children[1];
      logo.attrs = { x: 600, y: 1200, width: 180, height: 60 };
    });
    const switched = produce(low, (draft) => applyGlobalSettings(draft, landscapeSettings));
    // 750 design units wide, 421 high at 1920 × 1080.
    expect(findNode(switched, 'logo')!.node.attrs).toEqual({ x: 570, y: 361, width: 180, height: 60 });
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
