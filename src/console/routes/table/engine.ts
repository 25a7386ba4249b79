import type { RouteNode } from '../route-model';

/** 引擎平台: fixed for everyone, each entry opening in a new tab. */
export const ENGINE_ROUTES: RouteNode = {
  path: 'engine-platform',
  name: 'engine-platform',
  title: '引擎平台',
  access: 'public',
  children: [
    { index: true, redirect: 'first-child' },
    {
      path: 'visual-semantics',
      title: 'AI视觉语义交互引擎',
      topMenu: { menu: 'engine', icon: 'engine', newTab: true },
      screen: () => import('../../engine-platform/VisualSemanticsPage'),
    },
  ],
};
