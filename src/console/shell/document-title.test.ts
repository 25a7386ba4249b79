import { describe, expect, it } from 'vitest';
import type { MatchedRoute } from '../routes/use-route-metas';
import { documentTitle } from './document-title';

const route = (title: MatchedRoute['meta']['title'], params: Record<string, string> = {}): MatchedRoute => ({
  meta: { name: String(title), title, permissions: [] },
  pathname: '/',
  params,
});

describe('the browser tab title', () => {
  it('names the page, its project and the site', () => {
    const params = { projectID: 'a1b2_展厅导览机器人' };
    const project = route((at) => String(at.projectID).split('_')[1], params);
    expect(documentTitle([route('项目管理', params), project, route('设备管理', params)])).toBe(
      '设备管理 · 展厅导览机器人 · 机器人开放平台',
    );
    // The project's own page is not named twice.
    expect(documentTitle([route('项目管理', params), project])).toBe('展厅导览机器人 · 机器人开放平台');
  });

  it('names the page and the site outside a project, and the site alone without a titled route', () => {
    expect(documentTitle([route('监控平台')])).toBe('监控平台 · 机器人开放平台');
    expect(documentTitle([route(undefined)])).toBe('机器人开放平台');
  });
});
