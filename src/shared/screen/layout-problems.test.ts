import { describe, expect, it } from 'vitest';
import type { LayoutPart } from '../runtime-protocol/messages';
import { layoutProblems } from './layout-problems';

/** A part shown whole at x, y with the given size (as measured on a 1920 × 1080 screen). */
const part = (id: string, tag: string, x: number, y: number, width: number, height: number): LayoutPart => ({
  id,
  tag,
  box: { x, y, width, height },
  visible: { x, y, width, height },
});

const messages = (parts: LayoutPart[]) => layoutProblems('main', parts).map((problem) => problem.message);

describe('layout problems', () => {
  it('passes parts that lie apart', () => {
    expect(
      messages([
        part('logo', 'rb-logo', 40, 30, 240, 70),
        part('awake', 'rb-awake', 40, 130, 620, 260),
        part('hint', 'rb-question-hint', 40, 420, 620, 300),
        part('speech', 'rb-robot-speech', 40, 850, 840, 120),
      ]),
    ).toEqual([]);
  });

  it('names parts that cover each other, at the part to fix', () => {
    const problems = layoutProblems('main', [
      part('logo', 'rb-logo', 80, 70, 420, 140),
      part('awake', 'rb-awake', 40, 130, 620, 260),
    ]);
    expect(problems).toEqual([
      {
        pageId: 'main',
        nodeId: 'logo',
        field: null,
        message: '「Logo」与「唤醒提示」重叠，机器人上会互相遮挡',
        blocksSave: false,
      },
    ]);
  });

  it('names a part cut off by the screen or the region holding it', () => {
    const cut: LayoutPart = {
      id: 'hint',
      tag: 'rb-question-hint',
      box: { x: 40, y: 420, width: 620, height: 500 },
      visible: { x: 40, y: 420, width: 620, height: 400 },
    };
    expect(messages([cut])).toEqual(['「问题提示」有一部分超出屏幕或被裁掉，机器人上显示不全']);
  });

  it('lets subtitles and layers float over scrolling content and pictures, but not over text', () => {
    const content = part('content', 'rb-page', 700, 130, 1000, 900);
    const slides = part('slides', 'rb-media-swiper', 40, 130, 620, 700);
    expect(
      messages([
        content,
        slides,
        part('speech', 'rb-robot-speech', 40, 780, 900, 120),
        part('logo', 'rb-logo', 60, 150, 240, 70),
      ]),
    ).toEqual([]);
    expect(
      messages([
        part('hint', 'rb-question-hint', 40, 420, 620, 480),
        part('speech', 'rb-robot-speech', 40, 850, 840, 120),
      ]),
    ).toEqual(['「问题提示」与「机器人说话字幕」重叠，机器人上会互相遮挡']);
  });

  it('ignores shadows and rounding: a few pixels of touch', () => {
    expect(
      messages([
        part('awake', 'rb-awake', 40, 130, 620, 260),
        part('hint', 'rb-question-hint', 40, 386, 620, 300),
      ]),
    ).toEqual([]);
  });
});
