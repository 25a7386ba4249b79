import { describe, expect, it } from 'vitest';
import { type FallbackSetForPick, type FallbackTurnState, pickFallback } from './pick-fallback';

const answers = [
  { id: 'a', situation: '未识别', text: '这个问题我还不会' },
  { id: 'b', situation: '未识别', text: '换个说法试试' },
  { id: 'c', situation: '闲聊', text: '和你聊天很开心' },
];
const set = (mode: FallbackSetForPick['mode']): FallbackSetForPick => ({ enabled: true, mode, answers });

describe('pickFallback', () => {
  it('gives the situation’s answers in turn, round and round', () => {
    let state: FallbackTurnState = {};
    const texts: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const pick = pickFallback(set('IN_TURN'), '未识别', state);
      texts.push(pick?.answer.text ?? '');
      state = pick?.turnState ?? state;
    }
    expect(texts).toEqual(['这个问题我还不会', '换个说法试试', '这个问题我还不会']);
  });

  it('draws at random among the situation’s answers only', () => {
    expect(pickFallback(set('RANDOM'), '未识别', {}, () => 0.99)?.answer.id).toBe('b');
    expect(pickFallback(set('RANDOM'), '闲聊', {}, () => 0.5)?.answer.id).toBe('c');
  });

  it('answers a situation without answers as 未识别', () => {
    const pick = pickFallback(set('IN_TURN'), '敏感', {});
    expect(pick?.answer.id).toBe('a');
    expect(pick?.situation).toBe('未识别');
  });

  it('uses every answer when neither the situation nor 未识别 has any', () => {
    const chatOnly: FallbackSetForPick = { enabled: true, mode: 'IN_TURN', answers: [answers[2]] };
    expect(pickFallback(chatOnly, '系统繁忙', {})?.answer.id).toBe('c');
  });

  it('gives nothing from a disabled or empty set', () => {
    expect(pickFallback({ ...set('RANDOM'), enabled: false }, '未识别', {})).toBeNull();
    expect(pickFallback({ enabled: true, mode: 'RANDOM', answers: [] }, '未识别', {})).toBeNull();
  });
});
