import { describe, expect, it } from 'vitest';
import { parseWordFile } from './parse-word-file';

describe('parseWordFile', () => {
  it('reads one word a line with an optional weight, skipping blanks, comments and repeats', () => {
    const text = '\uFEFF# 展馆热词\n科技馆\r\n机器人展区 5\n\n科技馆\n天文台,10\n量子 计算\n';
    expect(parseWordFile(text)).toEqual({
      words: [
        { word: '科技馆', weight: null },
        { word: '机器人展区', weight: 5 },
        { word: '天文台', weight: 10 },
        { word: '量子 计算', weight: null },
      ],
      skipped: 1,
    });
  });

  it('keeps an out-of-range number as part of the word and skips over-long words', () => {
    expect(parseWordFile(`5G 99\n${'长'.repeat(31)}`)).toEqual({
      words: [{ word: '5G 99', weight: null }],
      skipped: 1,
    });
  });
});
