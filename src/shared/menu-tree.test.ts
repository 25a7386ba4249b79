import { describe, expect, it } from 'vitest';
import { MENU_TREE, menuTitles, toggleMenu } from './menu-tree';
import { MENU_CODES } from './permissions';

describe('the menu tree', () => {
  it('holds every menu code of the spec once', () => {
    expect([...menuTitles().keys()].sort()).toEqual([...MENU_CODES].sort());
    expect(menuTitles().get('KG_BASE')).toBe('项目管理 / 知识图谱 / 领域图谱');
    expect(MENU_TREE.map((node) => node.code)).toContain('TENANT_MANAGEMENT');
  });

  it('ticks the parents with a child and unticks the children with a parent', () => {
    expect(toggleMenu([], 'KG_BASE', true).sort()).toEqual(['KG', 'KG_BASE', 'PROJECT']);
    expect(toggleMenu(['PROJECT', 'KG', 'KG_BASE', 'QA'], 'KG', false).sort()).toEqual(['PROJECT', 'QA']);
    expect(toggleMenu(['PROJECT', 'KG', 'KG_BASE'], 'KG_BASE', false).sort()).toEqual(['KG', 'PROJECT']);
  });
});
