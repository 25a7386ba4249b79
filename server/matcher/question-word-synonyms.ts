import type { DictionaryEntryWords } from './dictionary-scanner';

/**
 * Ways of asking that mean the same whatever the project: 什么时候 is 几点, 哪儿 is 哪里, 礼拜 is
 * 周. Read as
 * one word like a dictionary's synonyms, so 展厅什么时候开门 finds 展厅几点开门 without every
 * library listing both. Only question words and everyday variants — what a project's own words
 * mean is its dictionaries'.
 */
export const QUESTION_WORD_DICTIONARY = '_question-words';

const SYNONYMS: Record<string, string[]> = {
  几点: ['什么时候', '啥时候', '何时', '几时', '什么时间', '啥时间'],
  哪里: ['哪儿', '什么地方', '啥地方', '什么位置', '哪个位置', '哪边'],
  多少钱: ['几块钱', '什么价格', '啥价格', '价钱是多少', '怎么卖', '咋卖', '啥价', '什么价'],
  怎么: ['如何', '怎样', '咋'],
  可以: ['能不能', '可不可以', '能否', '是否可以', '可否'],
  有没有: ['是否有', '有无', '有木有'],
  什么: ['啥'],
  介绍: ['讲讲', '说说', '讲一讲', '说一说', '讲一下', '说一下'],
  谢谢: ['多谢', '感谢', '谢啦'],
  // Everyday variants any visitor may use, whatever the hall.
  周: ['星期', '礼拜'],
  孩子: ['小孩子', '小孩', '小朋友', '儿童', '孩童'],
  老人: ['老年人', '长者'],
};

export const QUESTION_WORD_ENTRIES: DictionaryEntryWords[] = Object.entries(SYNONYMS).map(
  ([value, synonyms]) => ({ dictionaryId: QUESTION_WORD_DICTIONARY, value, synonyms }),
);
