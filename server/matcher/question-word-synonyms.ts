import type { DictionaryEntryWords } from './dictionary-scanner';

/**
 * Ways of asking that mean the same whatever the project: 什么时候 is 几点, 哪儿 is 哪里, 礼拜 is
 * 周. Read as one word like a dictionary's synonyms, so 展厅什么时候开门 finds 展厅几点开门 without every
 * library listing both. Only question words and everyday variants — what a project's own words
 * mean is its dictionaries'.
 */
export const QUESTION_WORD_DICTIONARY = '_question-words';

const SYNONYMS: Record<string, string[]> = {
  // 几时几点 is one spoken way of asking the time, not 几时 then a stray 几点.
  几点: [
    '什么时候',
    '啥时候',
    '啥子时候',
    '何时',
    '几时',
    '什么时间',
    '啥时间',
    '啥辰光',
    '几时几点',
    'what time',
    'when',
    '什么钟点',
    '啥钟点',
  ],
  哪里: [
    '哪儿',
    '边度',
    '什么地方',
    '啥地方',
    '什么位置',
    '哪个位置',
    '哪边',
    '哪块',
    '哪旮旯',
    '哪疙瘩',
    '哪嘎达',
    'where',
    '喺边',
    '喺边度',
  ],
  多少钱: [
    '几块钱',
    '几多钱',
    '几块',
    '价格',
    '价钱',
    '几钱',
    '几个钱',
    '什么价格',
    '啥价格',
    '价钱是多少',
    '怎么卖',
    '咋卖',
    '啥价',
    '什么价',
    'how much',
    '多少银子',
    '交多少',
    '得交多少',
    '要交多少',
    '要花多少',
    '得花多少',
    '几钿',
    '多少钿',
    '付多少',
    '得付多少',
    '多少一位',
    '一位多少',
    '多少一个人',
    '一个人多少',
    '好多钱',
  ],
  // 干啥 and 干嘛 are how most people say 做什么.
  做什么: [
    '干什么',
    '干啥',
    '干嘛',
    '做啥',
    '做点什么',
    '做点啥',
    '干点啥',
    '嘎哈',
    '干哈',
    '弄啥',
    '搞么子',
    '搞啥',
    '搞啥子',
    '做乜',
    'do what',
  ],
  怎么: ['如何', '怎样', '咋', 'how to', '点样', 'how'],
  谁: ['哪位'],
  可以: [
    '能不能',
    '可不可以',
    '能否',
    '是否可以',
    '可否',
    '得唔得',
    'can',
    'could',
    'may',
    'ok',
    'okay',
    'allowed',
  ],
  有没有: ['是否有', '有无', '有木有', 'is there', 'are there', 'do you have', 'any'],
  // 没预约 is 没有预约: read alike, however short the negation was said.
  没有: ['没', '木有', '冇', '莫得', '没得'],
  // 看点啥东西, 展的是什么东西: the 东西 asks with the 什么, and is no lost thing (东西丢了).
  什么: ['啥', '啥子', '么子', '乜嘢', '咩', '乜', '什么东西', '啥东西', '啥子东西', '么东西', 'what'],
  介绍: ['讲讲', '说说', '讲一讲', '说一说', '讲一下', '说一下'],
  谢谢: ['多谢', '感谢', '谢啦', 'thank you', 'thanks'],
  // Everyday variants any visitor may use, whatever the hall.
  周: ['星期', '礼拜'],
  孩子: ['小孩子', '小孩', '小朋友', '儿童', '孩童'],
  老人: [
    '老年人',
    '长者',
    '老爷子',
    '老太太',
    '老大爷',
    '老奶奶',
    '老爷爷',
    '爷爷',
    '奶奶',
    '姥姥',
    '姥爷',
    '外公',
    '外婆',
    '老伴',
    '六十岁以上',
    '60岁以上',
    '七十岁以上',
    '六十多岁',
  ],
  早上: ['早晨', '一早', '清早', '大早上', 'morning', '早浪向', '朝早'],
  晚上: ['傍晚', '夜里'],
  你: [
    '侬',
    'you',
    'robot',
    '这机器人',
    '这个机器人',
    '你这个机器人',
    '你这机器人',
    '你这小玩意儿',
    '你这铁家伙',
    '你这小东西',
    '这小东西',
  ],
  我们: ['阿拉', '俺们', '我哋'],
  我: ['俺'],
  需要: ['使唔使'],
  这里: ['呢度', '呢处'],
  几楼: ['几层', '哪层', '哪一层', '几层楼', '哪层楼', '第几层', '哪一楼'],
};

/** Each hour as it is said, with its value (二 and 两 are both 2). */
const HOURS: [said: string, hour: number][] = [
  ['一', 1],
  ['二', 2],
  ['两', 2],
  ['三', 3],
  ['四', 4],
  ['五', 5],
  ['六', 6],
  ['七', 7],
  ['八', 8],
  ['九', 9],
  ['十', 10],
  ['十一', 11],
  ['十二', 12],
];
/** How a part of the day is said, and how it is written for the index. */
const PARTS_OF_DAY: [said: string, written: string][] = [
  ['上午', '早上'],
  ['早上', '早上'],
  ['下午', '下午'],
  ['晚上', '晚上'],
];
const partOfDayMeant = (hour: number) => (hour >= 7 && hour <= 11 ? '早上' : hour <= 6 ? '下午' : '');
/**
 * A clock time said (八点半, 下午5点) asks about the hours as 几点 does: 八点半能进吗 is asked of
 * the opening hours, whatever the hour. It keeps the part of the day it is said in, or that a
 * venue's visitor means by it (nine is the morning, four the afternoon): 九点能进不 is
 * 早上几点可以进来, the opening time, not 最晚几点能进; 早上 then also meets its contrast 晚上.
 * Each clock time said, with the question word it is read as (八点半 → 早上几点, 下午5点 → 下午几点).
 */
const CLOCK_TIMES: [said: string, readAs: string][] = HOURS.flatMap(([said, hour]) =>
  [said, String(hour)]
    .flatMap((hourSaid) => [`${hourSaid}点`, `${hourSaid}点半`, `${hourSaid}点钟`])
    .flatMap((time): [string, string][] => [
      // 一点 alone is mostly "a little" (声音大一点), not one o'clock.
      ...(time === '一点' ? [] : [[time, `${partOfDayMeant(hour)}几点`] as [string, string]]),
      ...PARTS_OF_DAY.map(([part, written]): [string, string] => [`${part}${time}`, `${written}几点`]),
    ]),
);
const clockTimesReadAs = (readAs: string) => [
  ...new Set(CLOCK_TIMES.filter(([, read]) => read === readAs).map(([said]) => said)),
];

export const QUESTION_WORD_ENTRIES: DictionaryEntryWords[] = Object.entries({
  ...SYNONYMS,
  几点: [...SYNONYMS.几点, '几点钟', ...clockTimesReadAs('几点')],
  早上几点: clockTimesReadAs('早上几点'),
  下午几点: clockTimesReadAs('下午几点'),
  晚上几点: clockTimesReadAs('晚上几点'),
}).map(([value, synonyms]) => ({ dictionaryId: QUESTION_WORD_DICTIONARY, value, synonyms }));
