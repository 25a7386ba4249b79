import { describe, expect, it } from 'vitest';
import { normaliseTraced } from './normalise';
import { withoutRequestFrames } from './request-frames';
import { rangesOf } from './traced-text';

const plain = (question: string) => withoutRequestFrames(normaliseTraced(question)).text;

describe('withoutRequestFrames', () => {
  it('sets aside greetings, the robot addressed, requests to ask and thanks', () => {
    expect(plain('你好呀，我想问下你们早上几点开门')).toBe('你们早上几点开门');
    expect(plain('小机器人你知道洗手间在哪吗')).toBe('洗手间在哪吗');
    expect(plain('麻烦问一下哈，停车怎么收费，谢谢啊')).toBe('停车怎么收费');
    expect(plain('Hello，打扰一下，能告诉我地铁站在哪')).toBe('地铁站在哪');
    expect(plain('几点打烊嘞')).toBe('几点打烊');
    expect(plain('周一开伐')).toBe('周一开');
    // 行伐, the Wu dialect's 行不 at the end of a question.
    expect(plain('泰迪装包里行伐')).toBe('泰迪装包里');
    // Asked for someone else.
    expect(plain('帮我同事问下，清明放假这边能不能参观')).toBe('清明放假这边能不能参观');
    expect(plain('我外公问有没有公车直达这儿')).toBe('有没有公车直达这儿');
    expect(plain('我嫂子想知道带个五岁娃要不要另掏钱')).toBe('带个五岁娃要不要另掏钱');
  });

  it("sets aside a speaker's hesitation (嗯, 那个 before a pause), not the demonstrative 那个", () => {
    expect(plain('嗯你们这有卖吃的地方吗')).toBe('你们这有卖吃的地方吗');
    expect(plain('那个，我跟我妈走散了')).toBe('我跟我妈走散了');
    expect(plain('你看啊，停车怎么收费')).toBe('停车怎么收费');
    expect(plain('那个展几点关')).toBe('那个展几点关');
  });

  it('keeps a question that is only a greeting or only thanks, and what is not a frame', () => {
    expect(plain('你好')).toBe('你好');
    expect(plain('谢谢')).toBe('谢谢');
    expect(plain('我要去洗手间')).toBe('我要去洗手间');
    expect(plain('你知道吗')).toBe('你知道吗');
    expect(plain('你能带我参观吗')).toBe('你能带我参观吗');
    // 喂 greets only on its own: 喂奶 is feeding a baby.
    expect(plain('喂奶的地方')).toBe('喂奶的地方');
    expect(plain('喂，洗手间在哪')).toBe('洗手间在哪');
    expect(plain('喂你好，洗手间在哪')).toBe('洗手间在哪');
  });

  it('still traces the kept words to where they were typed', () => {
    const question = '你好，请问停车场在哪';
    expect(rangesOf(withoutRequestFrames(normaliseTraced(question)), ['停车场'])).toEqual([[5, 8]]);
  });
});
