import { describe, expect, it } from 'vitest';
import { isStatement } from './visitor-statement';

describe('isStatement', () => {
  it('reads a visitor saying how they are, with no question in it', () => {
    expect(isStatement('腿酸了不想走上去')).toBe(true);
    expect(isStatement('我胸口闷得慌')).toBe(true);
    expect(isStatement('逛半天饿得前胸贴后背')).toBe(true);
    expect(isStatement('拖着个大箱子逛不动')).toBe(true);
  });

  it('reads a question by its particle, its question word, a choice or a closing 不/没', () => {
    expect(isStatement('借轮椅要交押金吗')).toBe(false);
    expect(isStatement('医务室有退烧药伐')).toBe(false);
    expect(isStatement('地铁末班几点')).toBe(false);
    expect(isStatement('我胸口闷得慌，咋整')).toBe(false);
    expect(isStatement('饮水机的水是矿泉水还是自来水过滤的')).toBe(false);
    expect(isStatement('储物柜要投硬币不')).toBe(false);
    expect(isStatement('有清真的吃的没？')).toBe(false);
    expect(isStatement('讲解員會說粵語嗎')).toBe(false);
  });
});
