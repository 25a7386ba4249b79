import { describe, expect, it } from 'vitest';
import { configurationPaths, playerPath } from './configuration-paths';

describe('configurationPaths', () => {
  const paths = configurationPaths('7_展厅/一楼');

  it('follows the spec’s ui-configuration routes', () => {
    expect(paths.list).toBe(
      '/home/project-management/7_%E5%B1%95%E5%8E%85%2F%E4%B8%80%E6%A5%BC/ui-configuration',
    );
    expect(paths.globalSetting('12')).toBe(`${paths.list}/globalSetting/12`);
    expect(paths.publish('12')).toBe(`${paths.list}/publish/12`);
    expect(paths.editor('12')).toBe(`${paths.list}/12`);
  });

  it('opens the editor at a page and an element with ?page=&node=', () => {
    expect(paths.editor('12', { pageId: 'p1', nodeId: 'n7' })).toBe(`${paths.list}/12?page=p1&node=n7`);
    expect(paths.editor('12', { pageId: 'p1', nodeId: null })).toBe(`${paths.list}/12?page=p1`);
  });

  it('gives the robot player’s address', () => {
    expect(playerPath('k3Y')).toBe('/robot/k3Y');
  });
});
