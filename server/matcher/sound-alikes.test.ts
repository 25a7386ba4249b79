import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './knowledge-index';
import { firstTurns, matchQuestion } from './match-question';
import { SoundAlikes } from './sound-alikes';
import { TEST_KNOWLEDGE } from './test-knowledge';

const index = buildKnowledgeIndex(TEST_KNOWLEDGE);
/** A text as typed, each character from where it stands. */
const traced = (heard: string) => ({
  text: heard,
  from: [...heard].map((_, at) => at),
  to: [...heard].map((_, at) => at + 1),
});
/** How the sound-alikes of `words` read `heard`. */
const readBy = (words: string[], heard: string) => new SoundAlikes(words).correct(traced(heard)).text;
const ask = (question: string) => matchQuestion(index, question, { turns: firstTurns() });

describe('misheard characters (speech recognition, pinyin typing)', () => {
  it('answers a question with a character that sounds like the one meant', () => {
    for (const [question, pairId] of [
      ['展厅几点开们', 'hall-open'],
      ['门飘多少钱', 'hall-ticket'],
      ['侧所在哪里', 'svc-toilet'],
      ['停车厂在哪里', 'svc-parking'],
    ]) {
      const result = ask(question);
      expect(result.matched, question).toMatchObject({ kind: 'qa', pairId });
      expect(result.unknown, question).toBe(false);
    }
  });

  it('highlights the misheard characters as typed', () => {
    const result = ask('门飘多少钱');
    expect(result.highlights.question).toEqual([[0, 5]]);
  });

  it('leaves a real word alone, however it sounds: 你会跳舞吗 is not asked about anything here', () => {
    for (const question of ['你会跳舞吗', '附近有超市吗']) {
      expect(ask(question).unknown, question).toBe(true);
    }
  });

  it('never reads a word as one of the characters every question is made of, by a rare reading', () => {
    // 么 is also read yāo, like 约: 约时段 once became 么时段 beside a stored 什么时候.
    for (const heard of ['约时段', '约好的那天'])
      expect(readBy(['特展什么时候结束', '怎么预约参观'], heard)).toBe(heard);
  });

  it('hears 给 and 说 right: they are in every other sentence, and a rare reading makes them anything', () => {
    // 给 is also read jǐ (发给 sounded like a stored 突发疾病), 说 yuè and shuì (去哪儿说 became 去哪儿约).
    expect(readBy(['突发疾病怎么办'], '我发给朋友')).toBe('我发给朋友');
    expect(readBy(['在哪约讲解', '哪约的'], '想吐槽一下去哪说')).toBe('想吐槽一下去哪说');
    expect(readBy(['还来得及吗'], '也得给他买一张吗')).toBe('也得给他买一张吗');
  });

  it('hears 带 as typed, yet reads a misheard 戴 or 代 as 带: 带学生 is no 大学生', () => {
    expect(readBy(['大学生有优惠吗'], '带学生来上课')).toBe('带学生来上课');
    expect(readBy(['你能带路吗'], '你给我戴路呗')).toBe('你给我带路呗');
  });

  it('hears a topic the visitor names as said: 科技馆门票 is not 科技关门票, nor a topic read into another word', () => {
    const words = ['展厅几点关门', '门票多少钱'];
    expect(new SoundAlikes(words, undefined, ['科技馆']).correct(traced('科技馆门票多少钱')).text).toBe(
      '科技馆门票多少钱',
    );
    expect(readBy(words, '科技馆门票多少钱')).toBe('科技关门票多少钱');
    // Heard as said, a topic is no word to read others as: 超时 stays 超时 beside the topic 超市.
    expect(new SoundAlikes(['停车收费'], undefined, ['超市']).correct(traced('超时停车')).text).toBe(
      '超时停车',
    );
  });

  it('reads a misheard pair before three characters alike: 馆里有参厅 is a 餐厅, not 里有什(么)', () => {
    expect(readBy(['展厅里有什么', '餐厅在哪'], '馆里有参厅吗')).toBe('馆里有餐厅吗');
  });
});
