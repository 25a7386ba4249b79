import { MEDIA_SWIPER_DURATION_MS } from '../constants';
import type { ScreenNode } from '../node';
import type { Orientation } from '../orientation';
import { avatar, background, logo } from '../stock-material';
import type { CategoryContent } from './content/category-content';
import type { NodeBuilder } from './node-builder';

/**
 * How each page type is composed from a category's content. The main-page variants differ in
 * what they lead with; the robot UI style sheets lay each variant out (class rb-<tag>).
 */

const slidesOf = (content: CategoryContent) =>
  content.slides.map((slide) => ({ ...slide, duration: MEDIA_SWIPER_DURATION_MS }));

/** The logo layer, in design units: the design width is the screen width, so landscape needs less. */
function logoLayer(node: NodeBuilder, content: CategoryContent, orientation: Orientation): ScreenNode {
  const box =
    orientation === 'vertical'
      ? { x: 32, y: 28, width: 240, height: 60 }
      : { x: 16, y: 12, width: 130, height: 32 };
  return node('rb-logo', { src: logo(content.logo) }, box);
}

/** The parts every main page has: logo, subtitles, robot buttons. */
function robotParts(node: NodeBuilder, content: CategoryContent, orientation: Orientation): ScreenNode[] {
  return [
    logoLayer(node, content, orientation),
    node('rb-robot-recognition', { sample: content.heard }),
    node('rb-robot-speech', { sample: content.speech }),
    node('rb-robot-control'),
  ];
}

function awake(node: NodeBuilder, content: CategoryContent, wave = true): ScreenNode {
  return node('rb-awake', {
    greeting: content.greeting,
    prompt: content.wakePrompt,
    avatar: avatar(wave ? 'robot-wave' : 'robot'),
  });
}

function hint(node: NodeBuilder, content: CategoryContent, count = 4): ScreenNode {
  return node('rb-question-hint', { title: '您可以这样问我', questions: content.questions.slice(0, count) });
}

function hintAwake(node: NodeBuilder, content: CategoryContent, count = 3): ScreenNode {
  return node('rb-question-hint-awake', {
    greeting: content.greeting,
    prompt: content.wakePrompt,
    avatar: avatar('robot'),
    title: '您可以这样问我',
    questions: content.questions.slice(0, count),
  });
}

function features(
  node: NodeBuilder,
  content: CategoryContent,
  layout: 'row' | 'column',
  style: 'normal' | 'text' | 'text-inline' | 'cards',
): ScreenNode {
  const all = content.features;
  const dataSource = layout === 'row' ? [all.slice(0, 4)] : [all.slice(0, 3), all.slice(3, 6)];
  return node('rb-feature-list', { dataSource }, { layout, style });
}

function pictureCards(
  node: NodeBuilder,
  content: CategoryContent,
  size: 'small' | 'medium' | 'large',
): ScreenNode {
  return node(
    'rb-feature-card-list',
    { title: content.pictureCardsTitle, dataSource: content.pictureCards },
    { size },
  );
}

function drawer(node: NodeBuilder, children: ScreenNode[]): ScreenNode {
  return node('rb-footer-drawer', { title: '更多服务' }, { defaultOpen: false }, children);
}

function qa(node: NodeBuilder, content: CategoryContent): ScreenNode {
  return node('rb-qa-swiper', { title: content.qaTitle, items: content.qa });
}

function categories(node: NodeBuilder, content: CategoryContent): ScreenNode {
  return node('rb-question-category', { title: content.categoriesTitle, categories: content.categories });
}

function news(node: NodeBuilder, content: CategoryContent): ScreenNode {
  return node('rb-media-list-card', { title: content.newsTitle, items: content.news });
}

function intro(
  node: NodeBuilder,
  content: CategoryContent,
  layout: 'SingleTextSingleImage' | 'SingleTextMultiImage' | 'MultiTextSingleImage',
): ScreenNode {
  return node('rb-image-text-card', content.intro, { layout });
}

export const MAIN_PAGE_VARIANTS = [
  'vmain-page-1',
  'vmain-page-2',
  'vmain-page-3',
  'vmain-page-4',
  'vmain-page-5',
  'hmain-page-1',
  'hmain-page-2',
] as const;
export type MainPageVariant = (typeof MAIN_PAGE_VARIANTS)[number];

export function mainPage(node: NodeBuilder, content: CategoryContent, variant: MainPageVariant): ScreenNode {
  const root = (children: ScreenNode[]) =>
    node(
      variant,
      { background: background(content.background), showClock: true },
      { theme: content.category },
      children,
    );
  const vertical = variant.startsWith('v');
  const parts = robotParts(node, content, vertical ? 'vertical' : 'horizontal');
  switch (variant) {
    // 经典: the robot greets, hints, then features and showcase cards.
    case 'vmain-page-1':
      return root([
        awake(node, content),
        hint(node, content),
        node('rb-page', {}, {}, [
          features(node, content, 'row', 'normal'),
          pictureCards(node, content, 'medium'),
        ]),
        ...parts,
        drawer(node, [categories(node, content), qa(node, content)]),
      ]);
    // 图文: a slideshow leads, then greeting and hints in one card, features and an introduction.
    case 'vmain-page-2':
      return root([
        node('rb-media-swiper', { items: slidesOf(content) }, { height: 400, showCard: false }),
        hintAwake(node, content),
        node('rb-page', {}, {}, [
          features(node, content, 'row', 'cards'),
          intro(node, content, 'SingleTextSingleImage'),
        ]),
        ...parts,
        drawer(node, [news(node, content)]),
      ]);
    // 分栏: features in two columns of three, and questions by topic.
    case 'vmain-page-3':
      return root([
        awake(node, content, false),
        hint(node, content, 3),
        node('rb-page', {}, {}, [
          features(node, content, 'column', 'text-inline'),
          categories(node, content),
        ]),
        ...parts,
        drawer(node, [qa(node, content)]),
      ]);
    // 资讯: news and events first.
    case 'vmain-page-4':
      return root([
        hintAwake(node, content),
        node('rb-page', {}, {}, [
          node(
            'rb-media-swiper-card',
            { title: content.newsTitle, items: slidesOf(content) },
            { type: 'TextInline' },
          ),
          news(node, content),
          intro(node, content, 'SingleTextMultiImage'),
        ]),
        ...parts,
        drawer(node, [qa(node, content)]),
      ]);
    // 沉浸: a tall full-bleed slideshow, the robot's invitation (two questions) over its lower
    // edge, a row of services under it: what fits above the subtitles, checked on publish.
    case 'vmain-page-5':
      return root([
        node('rb-media-swiper', { items: slidesOf(content) }, { height: 520, showCard: false }),
        hintAwake(node, content, 2),
        node('rb-page', {}, {}, [features(node, content, 'row', 'text')]),
        ...parts,
        drawer(node, [pictureCards(node, content, 'small'), qa(node, content)]),
      ]);
    // 左右分栏: the robot and hints on the left, features and cards on the right.
    case 'hmain-page-1':
      return root([
        awake(node, content),
        hint(node, content, 3),
        node('rb-page', {}, {}, [
          features(node, content, 'row', 'cards'),
          pictureCards(node, content, 'small'),
        ]),
        ...parts,
        drawer(node, [categories(node, content)]),
      ]);
    // 大图轮播: a large slideshow on the left, greeting, hints and features on the right.
    case 'hmain-page-2':
      return root([
        node(
          'rb-media-swiper',
          { items: slidesOf(content), card: { src: '', lines: [] } },
          { height: 330, showCard: false },
        ),
        hintAwake(node, content),
        node('rb-page', {}, {}, [features(node, content, 'row', 'normal')]),
        ...parts,
        drawer(node, [qa(node, content)]),
      ]);
  }
}

export function sleepPage(node: NodeBuilder, content: CategoryContent, orientation: Orientation): ScreenNode {
  return node(
    'rb-sleep-hoc',
    {
      background: background(content.sleepBackground),
      title: content.sleep.title,
      subtitle: content.sleep.subtitle,
      showClock: true,
    },
    { theme: content.category },
    [logoLayer(node, content, orientation)],
  );
}

export function sleepSwiperPage(
  node: NodeBuilder,
  content: CategoryContent,
  orientation: Orientation,
): ScreenNode {
  return node('rb-sleep-swiper-hoc', { showClock: true }, { theme: content.category }, [
    node('rb-sleep-full-swiper', { items: slidesOf(content) }),
    logoLayer(node, content, orientation),
  ]);
}

export function navigationPage(node: NodeBuilder, content: CategoryContent): ScreenNode {
  return node(
    'rb-navigation-page',
    { ...content.navigation, background: background(content.background) },
    { theme: content.category },
    [node('rb-robot-speech', { sample: '请跟我来，注意脚下安全。' }), node('rb-robot-control')],
  );
}

export function patrolPage(node: NodeBuilder, content: CategoryContent): ScreenNode {
  return node(
    'rb-patrol-page',
    { ...content.patrol, background: background(content.background) },
    { theme: content.category },
    [node('rb-robot-speech', { sample: content.patrol.tip }), node('rb-robot-control')],
  );
}
