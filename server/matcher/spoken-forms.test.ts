import { describe, expect, it } from 'vitest';
import { normaliseTraced } from './normalise';
import { spokenForms } from './spoken-forms';
import { rangesOf } from './traced-text';

const plain = (question: string) => spokenForms(normaliseTraced(question)).text;

describe('spokenForms', () => {
  it('reads A不A and a trailing 不/没 as the plain question', () => {
    expect(plain('周一开不开')).toBe('周一开');
    expect(plain('参观收不收费')).toBe('参观收费');
    expect(plain('狗能带进去不')).toBe('狗能带进去');
    expect(plain('你吃饭了没')).toBe('你吃饭了');
    expect(plain('照相行不？')).toBe('照相');
    // 中不, Henan's 行不.
    expect(plain('陪俺走一趟中不')).toBe('陪俺走一趟');
  });

  it('reads what is set aside before 还 (除了说话还…) as nothing: the question is what else', () => {
    expect(plain('你除了说话还能干点啥')).toBe('你还能干点啥');
    expect(plain('除了青铜还有别的看不')).toBe('还有别的看');
    // Not without the 还 that asks for the rest.
    expect(plain('除了周一都开')).toBe('除了周一都开');
  });

  it('reads the 个 between a verb and its object as nothing, not the 个 of a number or a 这/那', () => {
    expect(plain('存个包')).toBe('存包');
    expect(plain('能充个电吗')).toBe('能充电吗');
    expect(plain('有个人晕倒了')).toBe('有人晕倒了');
    expect(plain('一个人多少钱')).toBe('一个人多少钱');
    expect(plain('这个展几点开')).toBe('这个展几点开');
    expect(plain('几个人能预约')).toBe('几个人能预约');
  });

  it('reads away how a visitor did not book (没在网上预约): 没预约 is asked, not how to book', () => {
    expect(plain('没在网上预约，直接来中不中')).toBe('没预约 直接来中');
    expect(plain('手机上没弄那个预约')).toBe('手机上没预约');
    expect(plain('没提前搞那个预约')).toBe('没预约');
    // Not what was not found on the way to booking: that asks how to book.
    expect(plain('没找到预约的地方')).toBe('没找到预约的地方');
  });

  it('reads a way of coming ruled out (不坐地铁的话) as nothing: the question is how else', () => {
    expect(plain('不坐地铁的话有汽车到这吗')).toBe('有汽车到这吗');
    expect(plain('俺不会坐地铁 有别的车吗')).toBe('有别的车吗');
    // The metro asked for is kept.
    expect(plain('坐地铁怎么来')).toBe('坐地铁怎么来');
  });

  it('reads the 这个事 of a topic put first as nothing', () => {
    expect(plain('带路这个事，你能干不')).toBe('带路 你能干');
    expect(plain('停车这事儿 咋收')).toBe('停车 咋收');
    // Not where it is what is asked about.
    expect(plain('这个事儿找谁')).toBe('这个事儿找谁');
  });

  it('takes only the 不 of a word ending in 行 before it (附近有银行不), not the word', () => {
    expect(plain('附近有银行不')).toBe('附近有银行');
    expect(plain('这样安排行不')).toBe('这样安排');
  });

  it('keeps what the question words read whole, and a 不 that is the question', () => {
    expect(plain('能不能拍照')).toBe('能不能拍照');
    expect(plain('是不是免费')).toBe('是不是免费');
    expect(plain('不')).toBe('不');
    expect(plain('我不太舒服')).toBe('我不太舒服');
  });

  it('still points at what was typed', () => {
    const read = spokenForms(normaliseTraced('停车收不收费'));
    expect(rangesOf(read, ['收费']).map(([start, end]) => '停车收不收费'.slice(start, end))).toEqual([
      '收不收费',
    ]);
  });
});
