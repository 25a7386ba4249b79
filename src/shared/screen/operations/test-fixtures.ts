import { freeze } from 'immer';
import { defaultControls } from '../controls';
import type { ScreenDocument } from '../document';
import type { ScreenNode } from '../node';

/** Small documents for operation tests. Node ids name their place: `card-1` is a module. */
export function node(
  id: string,
  tag: string,
  children: ScreenNode[] = [],
  data: Record<string, unknown> = {},
): ScreenNode {
  return { id, tag, attrs: {}, styles: {}, data, children };
}

export function card(id: string): ScreenNode {
  return node(id, 'rb-feature-card', [], { title: id, subtitle: '', icon: '/robot-ui/icons/guide.svg' });
}

/**
 * main page:  root → [hint, content → [card-1, card-2, card-3], drawer → [card-4]]
 * sleep page: sleep-root → [awake]
 */
export function sampleDocument(): ScreenDocument {
  return freeze(
    {
      schemaVersion: 1,
      global: {
        screenSize: { width: 1080, height: 1920 },
        pageInterval: 30,
        logoUrl: '',
        wakeWord: '小智小智',
      },
      pages: [
        {
          id: 'main',
          name: '主页',
          type: 'MAIN',
          ast: node('root', 'vmain-page-1', [
            node('hint', 'rb-question-hint'),
            node('content', 'rb-page', [card('card-1'), card('card-2'), card('card-3')]),
            node('drawer', 'rb-footer-drawer', [card('card-4')]),
          ]),
        },
        {
          id: 'sleep',
          name: '唤醒页',
          type: 'SLEEP',
          ast: node('sleep-root', 'rb-sleep-hoc', [node('awake', 'rb-awake')]),
        },
      ],
      controls: defaultControls(),
    },
    true,
  );
}

export function childIds(parent: ScreenNode): string[] {
  return parent.children.map((child) => child.id);
}
