import { describe, expect, it } from 'vitest';
import { PairCharacters } from './pair-characters';

const guide = {
  id: 'guide',
  libraryId: 'hall',
  libraryName: '展厅问答',
  question: '有人工讲解吗',
  similarQuestions: ['有讲解员吗'],
  answers: [{ text: '每天 10:00 在序厅讲解。', media: null, page: null }],
};

describe('PairCharacters', () => {
  it("holds the characters of the pair's texts as written and as the matcher reads them", () => {
    // A visitor's 讲解 is read as its near-synonym entry 讲授: the pair must hold 授 as well.
    const characters = new PairCharacters([guide], (text) => text.replaceAll('讲解', '讲授'));
    expect(characters.held('guide', ['讲', '授', '解', '序'])).toBe(4);
    expect(characters.held('guide', ['票'])).toBe(0);
  });
});
