import { describe, expect, it } from 'vitest';
import { chosenOffer } from './offered-choice';

const THREE = ['可以退票吗', '有母婴室吗', '哪里可以寄存行李'];

describe("a visitor's reply to 您是不是想问…", () => {
  it('picks the question a visitor names by its place, as said aloud', () => {
    for (const [reply, question] of [
      ['第二个', '有母婴室吗'],
      ['第2个吧', '有母婴室吗'],
      ['嗯，第一个', '可以退票吗'],
      ['头一个', '可以退票吗'],
      ['最后那个', '哪里可以寄存行李'],
      ['中间的', '有母婴室吗'],
      ['我要第三个！', '哪里可以寄存行李'],
    ]) {
      expect(chosenOffer(reply, THREE), reply).toBe(question);
    }
  });

  it('picks the one offered question whose words the visitor says', () => {
    expect(chosenOffer('退票那个', THREE)).toBe('可以退票吗');
    expect(chosenOffer('母婴室的', THREE)).toBe('有母婴室吗');
    expect(chosenOffer('可以的那个', ['可以退票吗', '可以拍照吗'])).toBeNull();
  });

  it('takes yes for the one question offered, never for one of several', () => {
    for (const reply of ['对', '是的', '对，就是这个', '嗯嗯', '好的']) {
      expect(chosenOffer(reply, ['可以退票吗']), reply).toBe('可以退票吗');
      expect(chosenOffer(reply, THREE), reply).toBeNull();
    }
  });

  it('leaves a no, a place past the offer and a new question to the matcher', () => {
    for (const reply of ['都不是', '不对', '第三个', '门票多少钱', '两个']) {
      expect(chosenOffer(reply, THREE.slice(0, 2)), reply).toBeNull();
    }
    expect(chosenOffer('第一个', [])).toBeNull();
  });
});
